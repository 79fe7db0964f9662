import { Link } from 'wouter';
import type { ProductView } from '@tempo/shared';
import { PATHS } from '../../../app/paths';
import { formatPercent, formatPrice } from '../format';
import { trendOf } from '../liveQuote';
import { usePriceFlash } from '../usePriceFlash';
import { useLiveQuote } from '../useLiveQuote';
import { MarketBadge } from './MarketBadge';
import '../quotes.css';

/** The route of a product's trading page. */
export const productDetailPath = (symbol: string): string =>
  `${PATHS.productDetail}?symbol=${encodeURIComponent(symbol)}`;

/**
 * One product in a list: name and symbol, latest price, 24H change; the price (not the row)
 * flashes when it moves, and the row opens the product's trading page. The caller subscribes the
 * symbols.
 */
export function QuoteRow({ product }: { product: ProductView }) {
  const { symbol, precision } = product;
  const quote = useLiveQuote(symbol, precision, product.ticker);
  const flashRef = usePriceFlash<HTMLSpanElement>(quote?.last);
  const trend = quote ? trendOf(quote.changePct) : 'flat';
  return (
    <Link
      href={productDetailPath(symbol)}
      className="quote-row"
      data-testid={`product-row-${symbol}`}
      data-status={product.status}
    >
      <span className="quote-row-names">
        <span className="quote-row-name">{product.name}</span>
        <span className="quote-row-symbol">
          {symbol}
          <MarketBadge status={product.status} symbol={symbol} />
        </span>
      </span>
      <span
        ref={flashRef}
        className={`quote-row-price trend-${trend}`}
        data-testid={`product-price-${symbol}`}
      >
        {quote ? formatPrice(quote.last, precision) : '--'}
      </span>
      <span className={`quote-row-change change-pill-${trend}`} data-testid={`product-change-${symbol}`}>
        {quote ? formatPercent(quote.changePct) : '--'}
      </span>
    </Link>
  );
}
