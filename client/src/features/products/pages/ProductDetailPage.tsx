import { Suspense, lazy, useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { refreshProfileQuietly } from '../../../app/balances';
import { NavBar } from '../../../app/layout/NavBar';
import { PATHS } from '../../../app/paths';
import { PageErrorBoundary } from '../../../lib/PageErrorBoundary';
import { oscillatorPaneCount } from '../../../lib/chart/chartOptions';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import type { LiveCandleFeed, FeedState } from '../../quotes/liveCandleFeed';
import { useLiveCandles } from '../../quotes/useLiveCandles';
import { useProduct } from '../../quotes/useProduct';
import { useQuoteSubscription } from '../../quotes/useQuoteSubscription';
import { useStalePrice } from '../../quotes/useStalePrice';
import { AccountSwitch } from '../../trading/components/AccountSwitch';
import { OpenOrders } from '../../trading/components/OpenOrders';
import { TradeControls } from '../../trading/components/TradeControls';
import { useOrderEvents } from '../../trading/orderEvents';
import { useChartPrefs, type ChartPrefs } from '../chartPrefs';
import { ChartLegend, ChartToolbar } from '../components/ChartToolbar';
import { MarketState } from '../components/MarketState';
import { TickerHeader } from '../components/TickerHeader';
import '../products.css';

// The chart and lightweight-charts load as their own chunk, after the header is on screen.
const LiveChart = lazy(() => import('../components/LiveChart').then((m) => ({ default: m.LiveChart })));

/**
 * Product trading (SPEC §2): the product's 24-hour figures, its market state, the live chart
 * with intervals, styles and indicators (at least half of the first screen), the real / demo
 * account, the countdowns of the open orders and the buy-up / buy-down bar with its purchase sheet.
 */
export function ProductDetailPage() {
  const search = useSearch();
  // The server checks the symbol (UNKNOWN_SYMBOL); SYMBOL_PATTERN would bring zod into this chunk.
  const symbol = (new URLSearchParams(search).get('symbol') ?? '').trim().toUpperCase();
  if (!symbol) return <UnknownProduct />;
  // One mount per symbol: feeds, subscriptions and the stale clock start afresh.
  return <ProductDetail key={symbol} symbol={symbol} />;
}

function UnknownProduct({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <div className="detail">
      <NavBar title={title ?? t('titles.productDetail')} back parent={PATHS.product} />
      <EmptyState text={t('detail.unknownSymbol')} />
    </div>
  );
}

function ProductDetail({ symbol }: { symbol: string }) {
  const { product, error, retry } = useProduct(symbol);
  const [prefs, setPrefs] = useChartPrefs();
  const { feed, state } = useLiveCandles(symbol, prefs.interval);
  useQuoteSubscription([symbol], true);
  const stale = useStalePrice(symbol, product?.status === 'open');
  useOrderEvents();
  // The balances shown by the account switch and the purchase sheet, fresh on arrival.
  useEffect(refreshProfileQuietly, []);

  if (error === 'unknown') return <UnknownProduct title={symbol} />;

  let body;
  if (product) {
    body = (
      <>
        <TickerHeader product={product} stale={stale} />
        <MarketState product={product} />
        <section className="detail-chart">
          <ChartToolbar prefs={prefs} onChange={setPrefs} />
          <ChartLegend indicators={prefs.indicators} />
          <ChartArea feed={feed} state={state} precision={product.precision} prefs={prefs} />
        </section>
        {/* Under the chart: the chart takes the first screen, and the buy sheet names the balance too. */}
        <AccountSwitch />
        <OpenOrders symbol={symbol} precision={product.precision} />
        {/* Room for the fixed buy-up / buy-down bar, so it never covers the last content. */}
        <div className="detail-action-space" aria-hidden="true" />
        <TradeControls product={product} />
      </>
    );
  } else if (error) {
    body = <PageLoadFailed onRetry={retry} />;
  } else {
    body = <PageLoading />;
  }

  return (
    <div className="detail" data-testid="product-detail" data-symbol={symbol}>
      <NavBar title={product?.name ?? symbol} back parent={PATHS.product} />
      {body}
    </div>
  );
}

interface ChartAreaProps {
  feed: LiveCandleFeed;
  state: FeedState;
  precision: number;
  prefs: ChartPrefs;
}

/** The chart with its loading, failure and "loading earlier prices" states over it. */
function ChartArea({ feed, state, precision, prefs }: ChartAreaProps) {
  const { t, i18n } = useTranslation();
  const oscillators = { '--oscillator-panes': oscillatorPaneCount(prefs.indicators) } as CSSProperties;
  return (
    <div className="price-chart" data-testid="price-chart" data-status={state.status} style={oscillators}>
      <PageErrorBoundary>
        <Suspense
          fallback={
            <div className="price-chart-overlay">
              <span className="spinner" />
            </div>
          }
        >
          <LiveChart
            feed={feed}
            precision={precision}
            locale={i18n.language}
            type={prefs.type}
            indicators={prefs.indicators}
          />
        </Suspense>
      </PageErrorBoundary>
      {state.status === 'loading' && (
        <div className="price-chart-overlay">
          <span className="spinner" />
        </div>
      )}
      {state.status === 'ready' && state.empty && (
        <div className="price-chart-overlay" data-testid="chart-empty">
          <p>{t('common.noData')}</p>
        </div>
      )}
      {state.status === 'error' && (
        <div className="price-chart-overlay">
          <p>{t('detail.chartFailed')}</p>
          <button
            type="button"
            className="button button-secondary button-small"
            data-testid="chart-retry"
            onClick={() => feed.refresh()}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {state.loadingOlder && <p className="price-chart-older">{t('detail.loadingOlder')}</p>}
    </div>
  );
}
