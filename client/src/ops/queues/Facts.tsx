import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../lib/formatDateTime';
import { formatMoney } from '../../lib/formatMoney';
import { currentLocale } from '../../lib/i18n/locale';
import { opsStore } from '../opsStore';

/** Label–value pairs of the item under review; a null value is left out. */
export function Facts({ rows }: { rows: readonly [label: string, value: ReactNode][] }) {
  return (
    <dl className="ops-facts">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Cents in the site's currency, as the console's language writes them. */
export function useMoney(): (cents: number) => string {
  const { currency } = useSnapshot(opsStore);
  return (cents) => formatMoney(cents, currency);
}

/** A time (epoch ms or ISO) as the console's language writes it. */
export function formatWhen(time: number | string | null): string {
  if (time === null) return '--';
  return formatDateTime(typeof time === 'number' ? time : Date.parse(time), currentLocale());
}

/** A status pill. */
export function StatusPill({ status, label }: { status: string; label: string }) {
  return (
    <span className={`ops-pill ops-pill-${status}`} data-testid="ops-status-pill">
      {label}
    </span>
  );
}
