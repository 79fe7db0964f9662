import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProductView, UpdateProductBody } from '@tempo/shared';

type LiveSource = 'simulator' | 'exchange';

interface SourceSwitchProps {
  product: AdminProductView;
  busy: boolean;
  onSave(feed: NonNullable<UpdateProductBody['feed']>): Promise<void>;
}

/**
 * Which live source feeds the product: its simulator, or an exchange's trade stream. The server
 * takes a stream only from the deployment's allowed list, and outside the sandbox only with no
 * real order open (SB5–SB7): its refusal says which. Replays have their own panel.
 */
export function SourceSwitch({ product, busy, onSave }: SourceSwitchProps) {
  const { t } = useTranslation('ops');
  const current = product.feed.source === 'exchange' ? 'exchange' : 'simulator';
  const [source, setSource] = useState<LiveSource>(current);
  const [url, setUrl] = useState(String(product.feed.options.url ?? ''));
  const [symbol, setSymbol] = useState(String(product.feed.options.symbol ?? ''));
  const complete = source === 'simulator' || /^wss?:\/\/\S+$/.test(url.trim());
  const save = () =>
    onSave(
      source === 'simulator'
        ? { source: 'simulator', options: {} }
        : {
            source: 'exchange',
            options: { url: url.trim(), ...(symbol.trim() ? { symbol: symbol.trim() } : {}) },
          },
    );
  return (
    <>
      <p className="ops-muted">{t('products.source.explain')}</p>
      <form
        className="ops-filters"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) void save();
        }}
        data-testid="ops-source-switch"
      >
        <label className="ops-field">
          <span>{t('products.source.label')}</span>
          <select value={source} onChange={(event) => setSource(event.target.value as LiveSource)}>
            <option value="simulator">{t('products.source.simulator')}</option>
            <option value="exchange">{t('products.source.exchange')}</option>
          </select>
        </label>
        {source === 'exchange' && (
          <>
            <label className="ops-field">
              <span>{t('products.source.url')}</span>
              <input value={url} inputMode="url" onChange={(event) => setUrl(event.target.value)} required />
            </label>
            <label className="ops-field">
              <span>{t('products.source.symbol')}</span>
              <input
                value={symbol}
                placeholder={product.symbol}
                onChange={(event) => setSymbol(event.target.value)}
              />
            </label>
          </>
        )}
        <button type="submit" className="button button-primary" disabled={busy || !complete}>
          {t('products.source.switch')}
        </button>
      </form>
    </>
  );
}
