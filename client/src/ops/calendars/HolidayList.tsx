import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import type { Polled } from '../usePolled';
import { formatDay } from './localDay';

export interface Holiday {
  day: string;
  name: string;
}

interface HolidayListProps {
  holidays: Polled<readonly Holiday[]>;
  emptyText: string;
  testId: string;
  /** Removes a holiday (after the caller's confirmation); absent when the role may not. */
  onRemove?: (holiday: Holiday) => Promise<void>;
}

/** A calendar's holidays by day, with their loading, empty and failed states and a remove button each. */
export function HolidayList({ holidays, emptyText, testId, onRemove }: HolidayListProps) {
  const { t } = useTranslation('ops');
  const [busy, setBusy] = useState<string | null>(null);
  if (holidays.value === null) {
    return holidays.failed ? <PageLoadFailed onRetry={holidays.refresh} /> : <PageLoading />;
  }
  return (
    <>
      {holidays.failed && (
        <p className="ops-note ops-note-live" role="status">
          {t('calendars.reloadFailed')}
        </p>
      )}
      {holidays.value.length === 0 ? (
        <p className="ops-empty" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      ) : (
        <div className="ops-table-wrap">
          <table className="ops-table" data-testid={testId}>
            <thead>
              <tr>
                <th scope="col">{t('calendars.day')}</th>
                <th scope="col">{t('calendars.name')}</th>
                {onRemove && <th scope="col" aria-label={t('calendars.remove')} />}
              </tr>
            </thead>
            <tbody>
              {holidays.value.map((holiday) => (
                <tr key={holiday.day} data-testid={`${testId}-row`} data-day={holiday.day}>
                  <td>
                    {formatDay(holiday.day)}
                    <span className="ops-cell-sub">{holiday.day}</span>
                  </td>
                  <td className="ops-cell-wrap">{holiday.name}</td>
                  {onRemove && (
                    <td className="ops-cell-action">
                      <button
                        type="button"
                        className="button ops-button-danger-outline button-small"
                        disabled={busy !== null}
                        onClick={() => {
                          setBusy(holiday.day);
                          onRemove(holiday)
                            .catch(() => {
                              // The API client has shown the server's reason.
                            })
                            .finally(() => setBusy(null));
                        }}
                        data-testid={`${testId}-remove`}
                      >
                        {t('calendars.remove')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
