import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { SavingsRules } from '@tempo/shared';
import { store } from '../../../app/store';
import { formatMoney } from '../../../lib/formatMoney';
import { formatSavingsDay, timeZoneOffset } from '../savingsDay';
import { localDecimal } from '../../../lib/localDecimal';
import { currentLocale } from '../../../lib/i18n/locale';
import { annualRatePercent, dailyRatePercent } from '../savingsRate';

/** The savings rules written out, with the numbers the server has configured now. */
export function SavingsRulesText({ rules }: { rules: SavingsRules }) {
  const { t, i18n } = useTranslation('savings');
  const { currencySymbol } = useSnapshot(store);
  const cutoff = rules.cutoff;
  const offset = timeZoneOffset(rules.timeZone, i18n.language);
  const zone = offset ? `${rules.timeZone} (${offset})` : rules.timeZone;

  return (
    <article className="card savings-rules" data-testid="savings-rules">
      <p>{t('rules.intro')}</p>

      <Section title={t('rules.movingInTitle')}>
        <p>{t('rules.movingIn')}</p>
        <p data-testid="rules-day-t">{t('rules.dayT', { cutoff })}</p>
        <p data-testid="rules-confirmation">{t('rules.confirmation', { cutoff })}</p>
        <p className="savings-rules-example">{t('rules.example', { cutoff })}</p>
      </Section>

      <Section title={t('rules.tradingDaysTitle')}>
        <p>{t('rules.tradingDays')}</p>
        {rules.upcomingHolidays.length > 0 ? (
          <>
            <p>{t('rules.holidays')}</p>
            <ul className="savings-holidays" data-testid="rules-holidays">
              {rules.upcomingHolidays.map((holiday) => (
                <li key={holiday.day} data-testid="rules-holiday" data-day={holiday.day}>
                  <span>{formatSavingsDay(holiday.day, i18n.language, 'long')}</span>
                  <span className="savings-holiday-name">{holiday.name}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p data-testid="rules-no-holidays">{t('rules.noHolidays')}</p>
        )}
      </Section>

      <Section title={t('rules.earningsTitle')}>
        <p>{t('rules.earnings', { cutoff })}</p>
        <p>{t('rules.compounding')}</p>
        <p data-testid="rules-rate" data-ppb={rules.dailyRatePpb}>
          {t('rules.rate', {
            daily: localDecimal(dailyRatePercent(rules.dailyRatePpb), currentLocale()),
            annual: localDecimal(annualRatePercent(rules.dailyRatePpb), currentLocale()),
          })}
        </p>
        <p data-testid="rules-rounding">{t('rules.rounding')}</p>
      </Section>

      <Section title={t('rules.movingOutTitle')}>
        <p>{t('rules.movingOut')}</p>
      </Section>

      <Section title={t('rules.limitsTitle')}>
        <p data-testid="rules-limits">
          {t('rules.limits', {
            min: formatMoney(rules.minTransfer, currencySymbol),
            count: rules.transfersPerDay,
          })}
        </p>
        <p data-testid="rules-time-zone">{t('rules.timeZone', { zone })}</p>
      </Section>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="savings-rules-section">
      <h2 className="savings-card-title">{title}</h2>
      {children}
    </section>
  );
}
