import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_KINDS,
  SYMBOL_PATTERN,
  routes,
  type AdminProductView,
  type CreateProductBody,
} from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { toast } from '../../lib/toast/toast';

const SCHEDULES = ['always', 'fx', 'metals'] as const;

interface NewProductFormProps {
  /** The catalogue as it is: a new product starts with the countdowns of the first one. */
  products: readonly AdminProductView[];
  onCreated(symbol: string): void;
  onCancel(): void;
}

/**
 * Adds a product: its symbol, kind, English name, price precision, market hours and simulator. It
 * starts with the first product's countdowns and is fed by its simulator; ops then set its
 * payout rates, other names and source in its panel.
 */
export function NewProductForm({ products, onCreated, onCancel }: NewProductFormProps) {
  const { t } = useTranslation('ops');
  const [fields, setFields] = useState({
    symbol: '',
    kind: 'crypto' as CreateProductBody['kind'],
    name: '',
    precision: '2',
    schedule: 'always' as CreateProductBody['schedule'],
    startPrice: '',
    volatility: '0.5',
    tickVolume: '1',
  });
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (value: string) => setFields({ ...fields, [name]: value });
  const numbers = {
    precision: Number(fields.precision),
    startPrice: Number(fields.startPrice),
    volatility: Number(fields.volatility),
    tickVolume: Number(fields.tickVolume),
  };
  const valid =
    SYMBOL_PATTERN.test(fields.symbol) &&
    fields.name.trim() !== '' &&
    Number.isInteger(numbers.precision) &&
    numbers.startPrice > 0 &&
    numbers.volatility > 0 &&
    numbers.tickVolume > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await call(routes.admin.createProduct, {
        body: {
          symbol: fields.symbol,
          kind: fields.kind,
          names: { en: fields.name.trim() },
          precision: numbers.precision,
          schedule: fields.schedule,
          countdowns: products[0]?.countdowns ?? [],
          simulator: {
            startPrice: numbers.startPrice,
            volatility: numbers.volatility,
            tickVolume: numbers.tickVolume,
          },
        },
      });
      toast(t('products.create.created'));
      onCreated(fields.symbol);
    } catch {
      // The API client has shown the server's reason (a symbol taken, say).
    } finally {
      setBusy(false);
    }
  };

  const input = (
    name: keyof typeof fields,
    label: string,
    inputMode: 'text' | 'decimal' | 'numeric' = 'decimal',
  ) => (
    <label className="ops-field">
      <span>{label}</span>
      <input
        value={fields[name]}
        inputMode={inputMode}
        onChange={(event) =>
          set(name)(name === 'symbol' ? event.target.value.toUpperCase() : event.target.value)
        }
        data-testid={`ops-new-product-${name}`}
      />
    </label>
  );

  return (
    <form
      className="ops-card ops-new-product"
      onSubmit={(event) => void submit(event)}
      data-testid="ops-new-product"
    >
      <h2>{t('products.create.title')}</h2>
      <div className="ops-filters">
        {input('symbol', t('products.create.symbol'), 'text')}
        <label className="ops-field">
          <span>{t('products.create.kind')}</span>
          <select value={fields.kind} onChange={(event) => set('kind')(event.target.value)}>
            {PRODUCT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`products.create.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {input('name', t('products.create.name'), 'text')}
        {input('precision', t('products.create.precision'), 'numeric')}
        <label className="ops-field">
          <span>{t('products.schedule.label')}</span>
          <select value={fields.schedule} onChange={(event) => set('schedule')(event.target.value)}>
            {SCHEDULES.map((schedule) => (
              <option key={schedule} value={schedule}>
                {t(`products.schedule.${schedule}`)}
              </option>
            ))}
          </select>
        </label>
        {input('startPrice', t('products.create.startPrice'))}
        {input('volatility', t('products.create.volatility'))}
        {input('tickVolume', t('products.create.tickVolume'))}
      </div>
      <p className="ops-muted">{t('products.create.explain')}</p>
      <div className="ops-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={busy || !valid}
          data-testid="ops-new-product-save"
        >
          {t('products.create.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('queue.cancel')}
        </button>
      </div>
    </form>
  );
}
