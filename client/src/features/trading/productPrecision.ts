// Price decimals per product, for screens that show orders without their product at hand (the
// orders page): fetched once with the product list, remembered from any product a screen loads.
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { formatPrice } from '../quotes/format';
import { fetchProducts } from '../quotes/api';

const precisions = proxy({ bySymbol: {} as Record<string, number> });
let loading: Promise<void> | null = null;

/** Remembers a product's decimals. */
export function rememberPrecision(symbol: string, precision: number): void {
  if (precisions.bySymbol[symbol] !== precision) precisions.bySymbol[symbol] = precision;
}

function loadPrecisions(): void {
  loading ??= fetchProducts().then(
    (products) => {
      for (const product of products) rememberPrecision(product.symbol, product.precision);
    },
    () => {
      loading = null; // tried again by the next screen that needs it
    },
  );
}

/** A price as its product shows it; while the decimals are unknown, as many as the price has (at least 2). */
export function priceText(price: number | null, precision: number | undefined): string {
  if (price === null) return '--';
  if (precision !== undefined) return formatPrice(price, precision);
  const decimals = Math.min(8, Math.max(2, (String(price).split('.')[1] ?? '').length));
  return formatPrice(price, decimals);
}

/** The decimals of any product (undefined until known), loading those of every product once. */
export function usePrecisionOf(): (symbol: string) => number | undefined {
  const { bySymbol } = useSnapshot(precisions);
  useEffect(loadPrecisions, []);
  return (symbol) => bySymbol[symbol];
}

/** Formats prices of any product (see usePrecisionOf). */
export function usePriceFormat(): (symbol: string, price: number | null) => string {
  const precisionOf = usePrecisionOf();
  return (symbol, price) => priceText(price, precisionOf(symbol));
}
