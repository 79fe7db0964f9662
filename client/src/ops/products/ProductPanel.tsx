import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type AdminProductView, type FeedStatusView, type UpdateProductBody } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { toast } from '../../lib/toast/toast';
import { useMayCall } from '../access/mayCall';
import { Facts, formatWhen, StatusPill } from '../queues/Facts';
import { CountdownsEditor } from './CountdownsEditor';
import { EarlyCloseEditor } from './EarlyCloseEditor';
import { NamesEditor } from './NamesEditor';
import { ReplayPanel } from './ReplayPanel';
import { SourceSwitch } from './SourceSwitch';

const SCHEDULES = ['always', 'fx', 'metals'] as const;

interface ProductPanelProps {
  product: AdminProductView;
  feed: FeedStatusView | null;
  /** After a change this panel made: the page reloads the catalogue and the feeds. */
  onChanged(): void;
}

/**
 * One product: whether it is on sale, its hours, payout rates, early close, the sandbox, its live
 * feed and replay.
 */
export function ProductPanel({ product, feed, onChanged }: ProductPanelProps) {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const mayEdit = mayCall(routes.admin.updateProduct);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      toast(t('products.saved'));
      onChanged();
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  const update = (change: UpdateProductBody) =>
    run(() => call(routes.admin.updateProduct, { params: { symbol: product.symbol }, body: change }));

  return (
    <article className="ops-review" data-testid="ops-product-panel">
      <header className="ops-review-head">
        <h2>{product.symbol}</h2>
        <span className="ops-pills">
          <StatusPill
            status={product.enabled ? 'confirmed' : 'off'}
            label={product.enabled ? t('products.enabled') : t('products.disabled')}
          />
          {product.maintenance && <StatusPill status="pending" label={t('products.maintenance')} />}
          <StatusPill
            status={product.sandbox ? 'sandbox' : 'live'}
            label={product.sandbox ? t('products.sandbox') : t('products.live')}
          />
        </span>
      </header>

      <h3>{t('products.settings')}</h3>
      <div className="ops-filters">
        <label className="ops-check">
          <input
            type="checkbox"
            checked={product.enabled}
            disabled={!mayEdit || busy}
            onChange={(event) => void update({ enabled: event.target.checked })}
          />
          <span>{t('products.enabled')}</span>
        </label>
        <label className="ops-check">
          <input
            type="checkbox"
            checked={product.maintenance}
            disabled={!mayEdit || busy}
            onChange={(event) => void update({ maintenance: event.target.checked })}
            data-testid="ops-product-maintenance"
          />
          <span>{t('products.maintenance')}</span>
        </label>
        <label className="ops-field">
          <span>{t('products.schedule.label')}</span>
          <select
            value={product.schedule}
            disabled={!mayEdit || busy}
            onChange={(event) => void update({ schedule: event.target.value as (typeof SCHEDULES)[number] })}
          >
            {SCHEDULES.map((schedule) => (
              <option key={schedule} value={schedule}>
                {t(`products.schedule.${schedule}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <NamesEditor
        key={`names:${JSON.stringify(product.names)}`}
        names={product.names}
        editable={mayEdit}
        busy={busy}
        onSave={(names) => update({ names })}
      />

      <CountdownsEditor
        key={JSON.stringify(product.countdowns)}
        countdowns={product.countdowns}
        editable={mayEdit}
        busy={busy}
        onSave={(countdowns) => update({ countdowns })}
      />

      <EarlyCloseEditor
        key={`earlyClose:${JSON.stringify(product.earlyClose)}`}
        symbol={product.symbol}
        terms={product.earlyClose}
        editable={mayEdit}
        busy={busy}
        onSaved={onChanged}
      />

      {mayCall(routes.admin.productSandbox) && (
        <div className="ops-decision">
          <p className="ops-muted">{t('products.sandboxSwitch.explain')}</p>
          <div className="ops-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              data-testid="ops-sandbox-switch"
              onClick={() =>
                void run(() =>
                  call(routes.admin.productSandbox, {
                    params: { symbol: product.symbol },
                    body: { on: !product.sandbox },
                  }),
                )
              }
            >
              {product.sandbox ? t('products.sandboxSwitch.leave') : t('products.sandboxSwitch.enter')}
            </button>
          </div>
        </div>
      )}

      <h3>{t('products.feed.title')}</h3>
      <FeedFacts product={product} feed={feed} />
      {mayEdit && (
        <SourceSwitch
          key={JSON.stringify(product.feed)}
          product={product}
          busy={busy}
          onSave={(feed) => update({ feed })}
        />
      )}
      {mayCall(routes.feeds.startReplay) && (
        <ReplayPanel symbol={product.symbol} sandbox={product.sandbox} feed={feed} onChanged={onChanged} />
      )}
    </article>
  );
}

function FeedFacts({ product, feed }: { product: AdminProductView; feed: FeedStatusView | null }) {
  const { t } = useTranslation('ops');
  if (feed && !feed.leader) return <p className="ops-note">{t('products.feed.none')}</p>;
  return (
    <Facts
      rows={[
        [t('products.feed.configured'), product.feed.source],
        [t('products.feed.source'), feed?.source],
        [t('products.feed.leader'), feed?.leader && <code key="leader">{feed.leader}</code>],
        [
          t('products.feed.lastTick'),
          feed?.lastTickAt &&
            `${formatWhen(feed.lastTickAt)} (${t('products.feed.ageSeconds', {
              seconds: ((feed.lastTickAgeMs ?? 0) / 1000).toFixed(1),
            })})`,
        ],
        [t('products.feed.rate'), feed && String(feed.ticksPerSecond)],
        // Every archived tick names the version of the settings it was produced under.
        [t('products.feed.version'), String(product.feedVersion)],
      ]}
    />
  );
}
