import { useTranslation } from 'react-i18next';
import { SETTLED_STATUSES, type ExposureView } from '@tempo/shared';
import { currentLocale } from '../../lib/i18n/locale';
import { useMoney } from '../queues/Facts';
import { TableScroll } from '../TableScroll';

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
        <div className="ops-stat">
          <span className="ops-stat-label">{t('exposure.openStake')}</span>
          <strong className="ops-stat-value">{money(total.stake)}</strong>
          <span className="ops-muted">{t('exposure.orders', { count: formatCount(total.count) })}</span>
        </div>
        <div className="ops-stat">
          <span className="ops-stat-label">{t('exposure.payoutIfWon')}</span>
          <strong className="ops-stat-value">{money(total.payoutIfWon)}</strong>
          <span className="ops-muted">{t('exposure.payoutIfWonHint')}</span>
        </div>
        <div className="ops-stat">
          <span className="ops-stat-label">{t('exposure.todayStake')}</span>
          <strong className="ops-stat-value">{money(today.stake)}</strong>
          <span className="ops-muted">{t('exposure.settled', { count: formatCount(today.count) })}</span>
        </div>
        <div className="ops-stat">
          <span className="ops-stat-label">{t('exposure.todayPaidOut')}</span>
          <strong className="ops-stat-value">{money(today.paidOut)}</strong>
        </div>
        <div className="ops-stat" data-testid="ops-exposure-pnl">
          <span className="ops-stat-label">{t('exposure.platformPnl')}</span>
          <strong className={`ops-stat-value ${pnlClass(today.platformPnl)}`}>
            {today.platformPnl > 0 ? '+' : ''}
            {money(today.platformPnl)}
          </strong>
          <span className="ops-muted">{t('exposure.pnlHint')}</span>
        </div>
      </div>
      <h2 className="ops-section-title">
        {t('exposure.today', { day: today.day, timeZone: today.timeZone })}
      </h2>
      <TableScroll label={t('exposure.outcome')}>
        <table className="ops-table" data-testid="ops-exposure-outcomes">
          <thead>
            <tr>
              <th scope="col">{t('exposure.outcome')}</th>
              <th scope="col" className="ops-number">
                {t('exposure.count')}
              </th>
              <th scope="col" className="ops-number">
                {t('exposure.stake')}
              </th>
              <th scope="col" className="ops-number">
                {t('exposure.paidOut')}
              </th>
              <th scope="col" className="ops-number">
                {t('exposure.pnl')}
              </th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
