import { languageOf, type ProductView, type Ticker } from '@tempo/shared';
import type { ProductStatus } from './Catalogue';
import type { Product } from './Product';

/** A product as traders see it, named in their language (English when a name is missing). */
export function presentProduct(
  product: Product,
  lang: string | undefined,
  status: ProductStatus,
  ticker: Ticker | null,
): ProductView {
  const language = languageOf(lang);
  return {
    symbol: product.symbol,
    name: product.names[language] ?? product.names.en ?? product.symbol,
    kind: product.kind,
    precision: product.precision,
    status: status.status,
    nextOpenAt: status.nextOpenAt,
    countdowns: product.countdowns,
    ticker,
    sandbox: product.sandbox,
  };
}

/** Whether a product matches a search by symbol ("btc", "BTC/USDT") or by its name in any language. */
export function matchesSearch(product: Product, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const compact = needle.replace(/[\s/_-]/g, '');
  if (product.symbol.toLowerCase().includes(compact)) return true;
  return Object.values(product.names).some((name) => name?.toLowerCase().includes(needle));
}
