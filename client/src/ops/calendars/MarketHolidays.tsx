import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { confirm } from '../../lib/dialog/confirm';
import { toast } from '../../lib/toast/toast';
import { useMayCall } from '../access/mayCall';
import { usePolled } from '../usePolled';
import { AddHolidayForm } from './AddHolidayForm';
import { HolidayList, type Holiday } from './HolidayList';
import { formatDay } from './localDay';

const CALENDARS = ['fx', 'metals'] as const;
type MarketCalendar = (typeof CALENDARS)[number];

/** Holidays change seldom, and this page reloads after its own changes. */
const HOLIDAYS_POLL_MS = 60_000;

/** The market holidays of each calendar (FX, metals): listed by day, added, removed. */
export function MarketHolidays() {
  const { t } = useTranslation('ops');
  const [calendar, setCalendar] = useState<MarketCalendar>('fx');
  return (
    <section className="ops-card ops-calendar" data-testid="ops-market-holidays">
      <h2>{t('calendars.market.title')}</h2>
      <p className="ops-muted">{t('calendars.market.explain')}</p>
      <div className="ops-segments" role="group" aria-label={t('calendars.market.calendar')}>
        {CALENDARS.map((name) => (
          <button
            key={name}
            type="button"
            className={name === calendar ? 'ops-segment active' : 'ops-segment'}
            aria-pressed={name === calendar}
            onClick={() => setCalendar(name)}
            data-testid={`ops-market-calendar-${name}`}
          >
            {t(`calendars.market.calendars.${name}`)}
          </button>
        ))}
      </div>
      <CalendarHolidays key={calendar} calendar={calendar} />
    </section>
  );
}

function CalendarHolidays({ calendar }: { calendar: MarketCalendar }) {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const holidays = usePolled(
    () => call(routes.admin.holidays, { query: { calendar }, hideLoading: true, quiet: true }),
    HOLIDAYS_POLL_MS,
  );
  const calendarName = t(`calendars.market.calendars.${calendar}`);

  const remove = async (holiday: Holiday) => {
    const confirmed = await confirm({
      title: t('calendars.market.confirmTitle'),
      message: t('calendars.market.confirm', {
        name: holiday.name,
        day: formatDay(holiday.day),
        calendar: calendarName,
      }),
      confirmText: t('calendars.remove'),
      cancelText: t('queue.cancel'),
    });
    if (!confirmed) return;
    await call(routes.admin.removeHoliday, { params: { calendar, day: holiday.day } });
    toast(t('calendars.market.removed', { name: holiday.name, calendar: calendarName }), 3000);
    holidays.refresh();
  };

  return (
    <>
      <HolidayList
        holidays={holidays}
        emptyText={t('calendars.market.empty')}
        testId="ops-market-holiday"
        onRemove={mayCall(routes.admin.removeHoliday) ? remove : undefined}
      />
      {mayCall(routes.admin.addHoliday) && (
        <AddHolidayForm
          testId="ops-market-holiday-add"
          onAdd={async (holiday) => {
            await call(routes.admin.addHoliday, { body: { calendar, ...holiday } });
            toast(t('calendars.market.added', { name: holiday.name, calendar: calendarName }), 3000);
            holidays.refresh();
          }}
        />
      )}
    </>
  );
}
