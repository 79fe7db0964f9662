import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDay, routes } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { confirm } from '../../lib/dialog/confirm';
import { toast } from '../../lib/toast/toast';
import { useMoney } from '../queues/Facts';
import { formatDay, todayHere } from './localDay';

/** Runs the savings day roll of a day (and of any day missed before it), after a confirmation. */
export function SavingsRoll() {
  const { t } = useTranslation('ops');
  const money = useMoney();
  const [day, setDay] = useState(todayHere);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !isCalendarDay(day)) return;
    const confirmed = await confirm({
      title: t('calendars.roll.confirmTitle'),
      message: t('calendars.roll.confirm', { day: formatDay(day) }),
      confirmText: t('calendars.roll.confirmOk'),
      cancelText: t('queue.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const rolls = (await call(routes.savings.roll, { body: { day } })).filter((roll) => roll.ran);
      toast(
        rolls.length === 0
          ? t('calendars.roll.nothing', { day: formatDay(day) })
          : t('calendars.roll.done', {
              days: rolls.map((roll) => roll.day).join(', '),
              lots: rolls.reduce((sum, roll) => sum + roll.confirmedLots, 0),
              earnings: money(rolls.reduce((sum, roll) => sum + roll.earningsTotal, 0)),
            }),
        4000,
      );
    } catch {
      // The API client has shown the server's reason (a day still to come).
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ops-card ops-calendar" data-testid="ops-savings-roll">
      <h2>{t('calendars.roll.title')}</h2>
      <p className="ops-muted">{t('calendars.roll.explain')}</p>
      <form className="ops-filters" onSubmit={(event) => void submit(event)}>
        <label className="ops-field">
          <span>{t('calendars.roll.day')}</span>
          <input
            type="date"
            value={day}
            required
            onChange={(event) => setDay(event.target.value)}
            data-testid="ops-savings-roll-day"
          />
        </label>
        <button
          type="submit"
          className="button button-secondary"
          disabled={busy || !isCalendarDay(day)}
          data-testid="ops-savings-roll-submit"
        >
          {t('calendars.roll.submit')}
        </button>
      </form>
    </section>
  );
}
