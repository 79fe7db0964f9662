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

/** Holidays change seldom, and this page reloads after its own changes. */
const HOLIDAYS_POLL_MS = 60_000;

const loadHolidays = () => call(routes.savings.holidays, { hideLoading: true, quiet: true });

/** The savings (Yu'ebao) calendar: weekday holidays on which nothing moved in is confirmed. */
export function SavingsHolidays() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const holidays = usePolled(loadHolidays, HOLIDAYS_POLL_MS);

  const remove = async (holiday: Holiday) => {
    const confirmed = await confirm({
      title: t('calendars.savings.confirmTitle'),
      message: t('calendars.savings.confirm', { name: holiday.name, day: formatDay(holiday.day) }),
      confirmText: t('calendars.remove'),
      cancelText: t('queue.cancel'),
    });
    if (!confirmed) return;
    await call(routes.savings.removeHoliday, { params: { day: holiday.day } });
    toast(t('calendars.savings.removed', { name: holiday.name }), 3000);
    holidays.refresh();
  };

  return (
    <section className="ops-card ops-calendar" data-testid="ops-savings-holidays">
      <h2>{t('calendars.savings.title')}</h2>
      <p className="ops-muted">{t('calendars.savings.explain')}</p>
      <HolidayList
        holidays={holidays}
        emptyText={t('calendars.savings.empty')}
        testId="ops-savings-holiday"
        onRemove={mayCall(routes.savings.removeHoliday) ? remove : undefined}
      />
      {mayCall(routes.savings.addHoliday) && (
        <>
          <AddHolidayForm
            testId="ops-savings-holiday-add"
            onAdd={async (holiday) => {
              const added = await call(routes.savings.addHoliday, { body: holiday });
              toast(t('calendars.savings.added', { name: added.name }), 3000);
              holidays.refresh();
            }}
          />
          <small className="ops-muted">{t('calendars.savings.settled')}</small>
        </>
      )}
    </section>
  );
}
