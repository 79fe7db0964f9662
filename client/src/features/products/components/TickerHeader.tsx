import { useTranslation } from 'react-i18next';
import type { ProductView } from '@tempo/shared';
import { ConnectionDot } from '../../quotes/components/ConnectionDot';
import { MarketBadge } from '../../quotes/components/MarketBadge';
import { formatCompact, formatPercent, formatPrice, formatSignedPrice } from '../../quotes/format';
import { trendOf } from '../../quotes/liveQuote';
import { usePriceFlash } from '../../quotes/usePriceFlash';
import { useLiveQuote } from '../../quotes/useLiveQuote';
import '../../quotes/quotes.css';

/** The 24-hour figures over the chart: last price, change, high, low, volume, turnover, and the feed's health. */
export function TickerHeader({ product, stale }: { product: ProductView; stale: boolean }) {
  const { t } = useTranslation();
  const { symbol, precision } = product;
  const quote = useLiveQuote(symbol, precision, product.ticker);
  const flashRef = usePriceFlash<HTMLParagraphElement>(quote?.last);
  const trend = quote ? trendOf(quote.change) : 'flat';
  const price = (value: number | undefined) => (value === undefined ? '--' : formatPrice(value, precision));
  const stats = [
    { key: 'high', label: t('detail.high'), value: price(quote?.high) },
    { key: 'low', label: t('detail.low'), value: price(quote?.low) },
    { key: 'volume', label: t('detail.volume'), value: quote ? formatCompact(quote.volume) : '--' },
    { key: 'turnover', label: t('detail.turnover'), value: quote ? formatCompact(quote.turnover) : '--' },
  ] as const;

  return (
    <section className="ticker-header" data-testid="ticker-header">
      <div className="ticker-header-top">
        <span className="ticker-symbol">
          {symbol}
          <MarketBadge status={product.status} symbol={symbol} />
        </span>
        <ConnectionDot />
      </div>
      <div className="ticker-header-main">
        <div className="ticker-price-block">
          <div className="ticker-price-line">
            <p ref={flashRef} className={`ticker-last trend-${trend}`} data-testid="detail-last-price">
              {price(quote?.last)}
            </p>
            {stale && (
              <span className="stale-badge" data-testid="stale-badge" title={t('detail.staleHint')}>
                {t('detail.stale')}
              </span>
            )}
          </div>
          <p className={`ticker-change trend-${trend}`}>
            <span data-testid="detail-change">
              {quote ? formatSignedPrice(quote.change, precision) : '--'}
            </span>
            <span data-testid="detail-change-pct">{quote ? formatPercent(quote.changePct) : '--'}</span>
          </p>
        </div>
        <dl className="ticker-stats">
          {stats.map((stat) => (
            <div key={stat.key} className="ticker-stat">
              <dt>{stat.label}</dt>
              <dd data-testid={`detail-${stat.key}`}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
