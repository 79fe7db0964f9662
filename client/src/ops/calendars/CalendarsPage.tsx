import { useTranslation } from 'react-i18next';
import { routes } from '@tempo/shared';
import { useMayCall } from '../access/mayCall';
import { MarketHolidays } from './MarketHolidays';
import { SavingsHolidays } from './SavingsHolidays';
import { SavingsRate } from './SavingsRate';
import { SavingsRoll } from './SavingsRoll';
import './calendars.css';

/** The market holidays, the savings calendar, its rate and its day roll: each as the role may. */
export function CalendarsPage() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  return (
    <section className="ops-calendars" data-testid="ops-calendars">
      <header className="ops-page-head">
        <h1>{t('calendars.title')}</h1>
      </header>
      <div className="ops-calendar-columns">
        {mayCall(routes.admin.holidays) && <MarketHolidays />}
        {mayCall(routes.savings.holidays) && <SavingsHolidays />}
        {mayCall(routes.savings.rates) && <SavingsRate />}
        {mayCall(routes.savings.roll) && <SavingsRoll />}
      </div>
    </section>
  );
}
