// The chart's prices in the reader's language: the axis, the crosshair and the last-price labels
// group and separate digits as the header's price does ("67.154,19" in German, "67,154.19" in
// English), with the product's precision.

/** Formats a price for the chart in `locale` with exactly `precision` decimals. */
export function priceAxisFormatter(locale: string, precision: number): (price: number) => string {
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  });
  return (price) => format.format(price);
}
