import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type AdminProductView, type FeedStatusView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import { useMayCall } from '../access/mayCall';
import { StatusPill } from '../queues/Facts';
import { usePolled } from '../usePolled';
import { NewProductForm } from './NewProductForm';
import { ProductPanel } from './ProductPanel';
import { RecordingsPanel } from './RecordingsPanel';
import './products.css';

/** The feed states refresh this often: a tick age and a replay's progress move by the second. */
const FEED_POLL_MS = 2_000;
const PRODUCTS_POLL_MS = 10_000;

const loadProducts = () => call(routes.admin.products, { hideLoading: true, quiet: true });
const loadFeeds = () => call(routes.feeds.status, { hideLoading: true, quiet: true });

/** The catalogue with each product's live feed, one product's settings and feed, and the recordings. */
export function ProductsPage() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const products = usePolled(loadProducts, PRODUCTS_POLL_MS);
  const feeds = usePolled(loadFeeds, FEED_POLL_MS, mayCall(routes.feeds.status));
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const product = products.value?.find((candidate) => candidate.symbol === selected) ?? null;
  const feedOf = (symbol: string) => feeds.value?.find((feed) => feed.symbol === symbol) ?? null;
  const changed = () => {
    products.refresh();
    feeds.refresh();
  };

  return (
    <section className="ops-products" data-testid="ops-products">
      <header className="ops-page-head">
        <h1>{t('products.title')}</h1>
        {mayCall(routes.admin.createProduct) && !creating && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => setCreating(true)}
            data-testid="ops-new-product-open"
          >
            {t('products.create.open')}
          </button>
        )}
      </header>
      {creating && (
        <NewProductForm
          products={products.value ?? []}
          onCancel={() => setCreating(false)}
          onCreated={(symbol) => {
            setCreating(false);
            setSelected(symbol);
            changed();
          }}
        />
      )}
      <div className="ops-split">
        <div className="ops-list">
          {products.value === null && !products.failed && <PageLoading />}
          {products.value === null && products.failed && <PageLoadFailed onRetry={products.refresh} />}
          {products.value?.length === 0 && <p className="ops-empty">{t('queue.empty')}</p>}
          {products.value && products.value.length > 0 && (
            <ul className="ops-rows">
              {products.value.map((candidate) => (
                <li key={candidate.symbol}>
                  <button
                    type="button"
                    className={candidate.symbol === selected ? 'ops-row selected' : 'ops-row'}
                    aria-pressed={candidate.symbol === selected}
                    onClick={() => setSelected(candidate.symbol)}
                    data-testid={`ops-product-${candidate.symbol}`}
                  >
                    <ProductRow product={candidate} feed={feedOf(candidate.symbol)} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ops-detail">
          {product ? (
            <ProductPanel
              key={product.symbol}
              product={product}
              feed={feedOf(product.symbol)}
              onChanged={changed}
            />
          ) : (
            <p className="ops-empty">{t('products.pick')}</p>
          )}
        </div>
      </div>
      {mayCall(routes.feeds.recordings) && <RecordingsPanel />}
    </section>
  );
}

function ProductRow({ product, feed }: { product: AdminProductView; feed: FeedStatusView | null }) {
  const { t, i18n } = useTranslation('ops');
  const name =
    product.names[i18n.language as keyof typeof product.names] ?? product.names.en ?? product.symbol;
  return (
    <>
      <span className="ops-row-main">
        <strong>{product.symbol}</strong>
        <span>{name}</span>
      </span>
      <span className="ops-row-side">
        <span className="ops-pills">
          {!product.enabled && <StatusPill status="off" label={t('products.disabled')} />}
          {product.maintenance && <StatusPill status="pending" label={t('products.maintenance')} />}
          {product.sandbox && <StatusPill status="sandbox" label={t('products.sandbox')} />}
        </span>
        {feed && (
          <span className="ops-muted" data-testid="ops-product-feed">
            {feed.source ?? '—'} · {feed.ticksPerSecond}/s
          </span>
        )}
      </span>
    </>
  );
}
