import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDay } from '@tempo/shared';

/** The longest holiday name both calendars take. */
const MAX_NAME = 80;

/** A day (date picker) and a name; the form clears once the holiday is added. */
export function AddHolidayForm({
  testId,
  onAdd,
}: {
  testId: string;
  /** Adds the holiday; a rejection keeps what was typed (the API client has shown why). */
  onAdd(holiday: { day: string; name: string }): Promise<void>;
}) {
  const { t } = useTranslation('ops');
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = isCalendarDay(day) && name.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    onAdd({ day, name: name.trim() })
      .then(() => {
        setDay('');
        setName('');
      })
      .catch(() => {
        // The API client has shown the server's reason; what was typed stays for another try.
      })
      .finally(() => setBusy(false));
  };

  return (
    <form className="ops-filters" onSubmit={submit} data-testid={testId}>
      <label className="ops-field">
        <span>{t('calendars.date')}</span>
        <input
          type="date"
          value={day}
          required
          onChange={(event) => setDay(event.target.value)}
          data-testid={`${testId}-day`}
        />
      </label>
      <label className="ops-field">
        <span>{t('calendars.name')}</span>
        <input
          value={name}
          maxLength={MAX_NAME}
          required
          onChange={(event) => setName(event.target.value)}
          data-testid={`${testId}-name`}
        />
      </label>
      <button
        type="submit"
        className="button button-primary"
        disabled={!ready || busy}
        data-testid={`${testId}-submit`}
      >
        {t('calendars.add')}
      </button>
    </form>
  );
}
