import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { SessionResult } from '@tempo/shared';
import { store } from '../../../app/store';
import { formatMoney } from '../../../lib/formatMoney';
import { logOut } from '../../accounts/logOut';
import { fetchSessionResult } from '../api';
import { hoursAndMinutes, nextCheckAt } from '../realityCheck';

/**
 * The reality check (limits/SPEC.md L10): every N minutes of the session, a dialog with how long
 * it has run and its result on real orders, to continue or log out. Mounted while a trader who
 * asked for it is logged in.
 */
export default function RealityCheck({ minutes }: { minutes: number }) {
  const { t, i18n } = useTranslation('limits');
  const { currencySymbol } = useSnapshot(store);
  // The figures shown, with how long the session had run when they were read.
  const [shown, setShown] = useState<(SessionResult & { elapsedMs: number }) | null>(null);

  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    fetchSessionResult().then(
      ({ startedAt }) => {
        if (!active) return;
        timer = setTimeout(
          () => {
            fetchSessionResult().then(
              (result) => active && setShown({ ...result, elapsedMs: Date.now() - result.startedAt }),
              () => undefined,
            );
          },
          nextCheckAt(startedAt, minutes, Date.now()) - Date.now(),
        );
      },
      () => undefined,
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [minutes, shown]);

  if (!shown) return null;
  const { hours, minutes: mins } = hoursAndMinutes(shown.elapsedMs);
  const profit = formatMoney(shown.profit, currencySymbol, i18n.language);
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="reality-check-title"
        aria-describedby="reality-check-message"
        data-testid="reality-check"
      >
        <h2 id="reality-check-title" className="dialog-title">
          {t('realityCheck.title')}
        </h2>
        <p id="reality-check-message" className="dialog-message">
          {t('realityCheck.duration', { hours, minutes: mins })}
          <br />
          <span data-testid="reality-check-result">
            {t('realityCheck.result', { profit, count: shown.settledOrders })}
          </span>
        </p>
        <div className="dialog-actions">
          <button
            type="button"
            className="dialog-button"
            data-testid="reality-check-logout"
            onClick={() => void logOut()}
          >
            {t('realityCheck.logOut')}
          </button>
          <button
            type="button"
            className="dialog-button dialog-button-primary"
            data-testid="reality-check-continue"
            onClick={() => setShown(null)}
          >
            {t('realityCheck.continue')}
          </button>
        </div>
      </div>
    </div>
  );
}
