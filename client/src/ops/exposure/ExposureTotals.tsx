import { useTranslation } from 'react-i18next';
import { SETTLED_STATUSES, type ExposureView } from '@tempo/shared';
import { currentLocale } from '../../lib/i18n/locale';
import { useMoney } from '../queues/Facts';
import { ExposureTable } from './ExposureTable';

/** A whole number as the console's language groups it. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat(currentLocale()).format(count);
}

/** The colour class of a profit or loss: up when positive, down when negative. */
export function pnlClass(cents: number): string {
  return cents > 0 ? 'ops-up' : cents < 0 ? 'ops-down' : '';
}

/** The headline figures: open stake and what it would pay, today's settled totals and the platform's P/L. */
export function ExposureTotals({ view }: { view: ExposureView }) {
  const { t } = useTranslation('ops');
  const money = useMoney();
  const { total } = view.open;
  const { today } = view;
  return (
    <>
      <div className="ops-stats" data-testid="ops-exposure-totals">
        <Stat
          label={t('exposure.openStake')}
          value={money(total.stake)}
          hint={t('exposure.orders', { count: formatCount(total.count) })}
        />
        <Stat
          label={t('exposure.payoutIfWon')}
          value={money(total.payoutIfWon)}
          hint={t('exposure.payoutIfWonHint')}
        />
        <Stat
          label={t('exposure.todayStake')}
          value={money(today.stake)}
          hint={t('exposure.settled', { count: formatCount(today.count) })}
        />
        <Stat label={t('exposure.todayPaidOut')} value={money(today.paidOut)} />
        <Stat
          label={t('exposure.platformPnl')}
          value={`${today.platformPnl > 0 ? '+' : ''}${money(today.platformPnl)}`}
          valueClass={pnlClass(today.platformPnl)}
          hint={t('exposure.pnlHint')}
          testId="ops-exposure-pnl"
        />
      </div>
      <h2 className="ops-section-title">
        {t('exposure.today', { day: today.day, timeZone: today.timeZone })}
      </h2>
      <ExposureTable
        label={t('exposure.outcome')}
        testId="ops-exposure-outcomes"
        columns={[
          t('exposure.outcome'),
          t('exposure.count'),
          t('exposure.stake'),
          t('exposure.paidOut'),
          t('exposure.pnl'),
        ]}
        numeric={[1, 2, 3, 4]}
      >
        {SETTLED_STATUSES.map((outcome) => {
          const figures = today.byOutcome[outcome] ?? { count: 0, stake: 0, paidOut: 0 };
          const pnl = figures.stake - figures.paidOut;
          return (
            <tr key={outcome}>
              <td>{t(`users.orders.status.${outcome}`)}</td>
              <td className="ops-number">{formatCount(figures.count)}</td>
              <td className="ops-number">{money(figures.stake)}</td>
              <td className="ops-number">{money(figures.paidOut)}</td>
              <td className={`ops-number ${pnlClass(pnl)}`}>{money(pnl)}</td>
            </tr>
          );
        })}
      </ExposureTable>
    </>
  );
}

/** One headline figure: the five read alike (a label, the figure, what it counts), so they share this. */
function Stat({
  label,
  value,
  valueClass,
  hint,
  testId,
}: {
  label: string;
  value: string;
  /** A colour class of the figure (a profit or a loss). */
  valueClass?: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <div className="ops-stat" data-testid={testId}>
      <span className="ops-stat-label">{label}</span>
      <strong className={valueClass === undefined ? 'ops-stat-value' : `ops-stat-value ${valueClass}`}>
        {value}
      </strong>
      {hint !== undefined && <span className="ops-muted">{hint}</span>}
    </div>
  );
}
