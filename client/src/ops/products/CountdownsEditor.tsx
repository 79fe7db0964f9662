import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCents,
  parseAmountToCents,
  type AdminProductView,
  type CountdownOptionBody,
} from '@tempo/shared';

interface Row {
  durationSec: string;
  /** Percent, as typed: 85 or 85.5. */
  payout: string;
  min: string;
  max: string;
}

const toRow = (option: AdminProductView['countdowns'][number]): Row => ({
  durationSec: String(option.durationSec),
  payout: String(option.payoutBps / 100),
  min: formatCents(option.minAmount),
  max: formatCents(option.maxAmount),
});

/** A row as the route takes it, or null while a field is not a number yet. */
function toOption(row: Row): CountdownOptionBody | null {
  const durationSec = Number(row.durationSec);
  const payoutBps = Math.round(Number(row.payout) * 100);
  const minAmount = parseAmountToCents(row.min);
  const maxAmount = parseAmountToCents(row.max);
  if (
    !Number.isInteger(durationSec) ||
    !Number.isFinite(payoutBps) ||
    minAmount === null ||
    maxAmount === null
  )
    return null;
  return { durationSec, payoutBps, minAmount, maxAmount };
}

interface CountdownsEditorProps {
  countdowns: AdminProductView['countdowns'];
  editable: boolean;
  busy: boolean;
  onSave(countdowns: CountdownOptionBody[]): Promise<void>;
}

/** The payout rate and stake limits of each countdown; saved together (the server checks them). */
export function CountdownsEditor({ countdowns, editable, busy, onSave }: CountdownsEditorProps) {
  const { t } = useTranslation('ops');
  const [rows, setRows] = useState(() => countdowns.map(toRow));
  const options = rows.map(toOption);
  const complete = options.every((option) => option !== null);
  const edit = (index: number, field: keyof Row, value: string) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const cell = (index: number, field: keyof Row, label: string) => (
    <td>
      <input
        aria-label={label}
        inputMode="decimal"
        value={rows[index]![field]}
        disabled={!editable}
        onChange={(event) => edit(index, field, event.target.value)}
      />
    </td>
  );
  return (
    <form
      className="ops-countdowns"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) void onSave(options as CountdownOptionBody[]);
      }}
    >
      <h3>{t('products.countdowns.title')}</h3>
      <div className="ops-table-wrap">
        <table className="ops-table ops-table-inputs" data-testid="ops-countdowns">
          <thead>
            <tr>
              <th scope="col">{t('products.countdowns.duration')}</th>
              <th scope="col">{t('products.countdowns.payout')}</th>
              <th scope="col">{t('products.countdowns.min')}</th>
              <th scope="col">{t('products.countdowns.max')}</th>
              {editable && <th scope="col" aria-label={t('products.countdowns.remove')} />}
            </tr>
          </thead>
          <tbody>
            {rows.map((_, index) => (
              <tr key={index}>
                {cell(index, 'durationSec', t('products.countdowns.duration'))}
                {cell(index, 'payout', t('products.countdowns.payout'))}
                {cell(index, 'min', t('products.countdowns.min'))}
                {cell(index, 'max', t('products.countdowns.max'))}
                {editable && (
                  <td>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => setRows(rows.filter((__, at) => at !== index))}
                    >
                      {t('products.countdowns.remove')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editable && (
        <div className="ops-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setRows([...rows, { durationSec: '', payout: '', min: '', max: '' }])}
          >
            {t('products.countdowns.add')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy || !complete}>
            {t('products.save')}
          </button>
        </div>
      )}
    </form>
  );
}
