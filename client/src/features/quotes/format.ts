// Numbers of quote screens. Grouping and decimals follow the money display of the app (comma
// thousands, dot decimals) in every language, so prices read the same everywhere.

const priceFormats = new Map<number, Intl.NumberFormat>();

function priceFormat(precision: number): Intl.NumberFormat {
  let format = priceFormats.get(precision);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
    });
    priceFormats.set(precision, format);
  }
  return format;
}

/** A price with the product's number of decimals: 67,123.45. */
export function formatPrice(price: number, precision: number): string {
  return priceFormat(precision).format(price);
}

/** A price change with its sign: +12.30, −4.00 (a true minus sign), 0.00. */
export function formatSignedPrice(change: number, precision: number): string {
  const text = formatPrice(Math.abs(change), precision);
  if (text === formatPrice(0, precision)) return text;
  return change > 0 ? `+${text}` : `\u2212${text}`;
}

const percentFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A percentage change with its sign: +1.87%, −0.42%, 0.00%. */
export function formatPercent(changePct: number): string {
  const text = percentFormat.format(Math.abs(changePct));
  if (text === '0.00') return '0.00%';
  return `${changePct > 0 ? '+' : '\u2212'}${text}%`;
}

const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** A volume or turnover in few characters: 1.23K, 82.4M. */
export function formatCompact(value: number): string {
  return compactFormat.format(value);
}
