import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { SavingsSummary } from '@tempo/shared';
import { PATHS, transferPath } from '../../../app/paths';
import { store } from '../../../app/store';
import { formatMoney } from '../../../lib/formatMoney';
import { Icon } from '../../../lib/ui/Icon';
import { currentLocale } from '../../../lib/i18n/locale';
import { localDecimal } from '../../../lib/localDecimal';
import { MenuRow } from '../../../lib/ui/MenuRow';
import { annualRatePercent, dailyRatePercent } from '../savingsRate';
import { PendingLots } from './PendingLots';

/** Whether the trader has never used savings: nothing in it and nothing ever earned. */
const isUnused = (summary: SavingsSummary): boolean =>
  summary.total === 0 && summary.totalEarnings === 0 && summary.pendingLots.length === 0;

/** The savings tab once the summary is known: every figure, the moves, the lots waiting, the links. */
export function SavingsOverview({ summary }: { summary: SavingsSummary }) {
  const { t } = useTranslation('savings');
  const { currencySymbol, currencyType } = useSnapshot(store);
  const money = (cents: number) => formatMoney(cents, currencySymbol);
  const daily = localDecimal(dailyRatePercent(summary.dailyRatePpb), currentLocale());
  const annual = localDecimal(annualRatePercent(summary.dailyRatePpb), currentLocale());

  return (
    <>
      <section className="card-blue savings-hero">
        <p className="savings-hero-label">{t('overview.total', { currency: currencyType })}</p>
        <p className="savings-hero-total" data-testid="savings-total">
          {money(summary.total)}
        </p>
        <dl className="savings-hero-figures">
          <div>
            <dt>{t('overview.yesterdayEarnings')}</dt>
            <dd data-testid="savings-yesterday-earnings">{money(summary.yesterdayEarnings)}</dd>
          </div>
          <div>
            <dt>{t('overview.totalEarnings')}</dt>
            <dd data-testid="savings-total-earnings">{money(summary.totalEarnings)}</dd>
          </div>
          <div>
            <dt>{t('overview.dailyRate')}</dt>
            <dd data-testid="savings-daily-rate" data-ppb={summary.dailyRatePpb}>
              {t('overview.percent', { value: daily })}
            </dd>
          </div>
          <div>
            <dt>{t('overview.annualRate')}</dt>
            <dd data-testid="savings-annual-rate">{t('overview.percent', { value: annual })}</dd>
          </div>
        </dl>
        <div className="savings-hero-actions">
          <Link href={transferPath('in')} className="button button-light" data-testid="savings-move-in">
            <Icon name="deposit" size={18} /> {t('overview.moveIn')}
          </Link>
          <Link href={transferPath('out')} className="button button-ghost" data-testid="savings-move-out">
            <Icon name="withdraw" size={18} /> {t('overview.moveOut')}
          </Link>
        </div>
      </section>

      {isUnused(summary) && (
        <section className="card savings-invite" data-testid="savings-invite">
          <Icon name="spark" size={28} className="savings-invite-icon" />
          <h2 className="savings-invite-title">{t('overview.inviteTitle')}</h2>
          <p className="savings-invite-text">{t('overview.inviteText', { daily, annual })}</p>
          <Link
            href={transferPath('in')}
            className="button button-primary button-block"
            data-testid="savings-invite-move-in"
          >
            {t('overview.inviteAction')}
          </Link>
        </section>
      )}

      <section className="card savings-shares">
        <dl className="detail-list">
          <div className="detail-row">
            <dt>{t('overview.confirmed')}</dt>
            <dd data-testid="savings-confirmed">{money(summary.confirmed)}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('overview.pending')}</dt>
            <dd data-testid="savings-pending">{money(summary.pending)}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('overview.transferable')}</dt>
            <dd data-testid="savings-transferable">{money(summary.transferable)}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('overview.transfersLeft')}</dt>
            <dd
              data-testid="savings-transfers-left"
              data-left={summary.transfersLeftToday}
              data-per-day={summary.transfersPerDay}
            >
              {t('overview.transfersLeftValue', {
                left: summary.transfersLeftToday,
                perDay: summary.transfersPerDay,
              })}
            </dd>
          </div>
        </dl>
      </section>

      {summary.pendingLots.length > 0 && <PendingLots lots={summary.pendingLots} />}

      <section className="card menu savings-links">
        <MenuRow
          icon="records"
          label={t('overview.details')}
          href={PATHS.savingsDetails}
          testId="savings-details-link"
        />
        <MenuRow
          icon="info"
          label={t('overview.rules')}
          href={PATHS.savingsRules}
          testId="savings-rules-link"
        />
      </section>
    </>
  );
}
