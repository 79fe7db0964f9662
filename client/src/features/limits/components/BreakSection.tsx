import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
  type BreakPeriod,
  type BreakView,
  type TakeBreakBody,
} from '@tempo/shared';
import { navigate } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { endSession } from '../../../app/session';
import { confirm } from '../../../lib/dialog/confirm';
import { formatDateTime } from '../../../lib/formatDateTime';
import { toast } from '../../../lib/toast/toast';
import { fetchBreak, takeBreak } from '../api';

const DAY_MS = 86_400_000;
/** Roughly when each break ends, for the confirmation; the server's answer is the word. */
const APPROXIMATE_MS: Record<BreakPeriod, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '6w': 42 * DAY_MS,
  '6m': 182 * DAY_MS,
  '1y': 365 * DAY_MS,
  '5y': 1_826 * DAY_MS,
};

/** Roughly when a break of `period` taken now would end (epoch ms). */
const approximateEnd = (period: BreakPeriod) => Date.now() + APPROXIMATE_MS[period];

/**
 * Time-out and self-exclusion (limits/SPEC.md L9): the break in force, read-only with its end, or
 * the choices of one, each confirmed first; taking one logs the trader out here and everywhere.
 */
export function BreakSection() {
  const { t, i18n } = useTranslation('limits');
  const [current, setCurrent] = useState<BreakView | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    fetchBreak().then(
      (state) => active && setCurrent(state.current),
      () => active && setCurrent(null),
    );
    return () => {
      active = false;
    };
  }, []);

  async function start(body: TakeBreakBody & { period: BreakPeriod }) {
    const period = t(`break.periods.${body.period}`);
    const confirmed = await confirm({
      title: t('break.confirmTitle', { period }),
      message: t('break.confirmMessage', {
        date: formatDateTime(approximateEnd(body.period), i18n.language),
      }),
      confirmText: t('break.confirm'),
      cancelText: t('break.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const { current: taken } = await takeBreak(body);
      if (taken)
        toast(t(`break.current.${taken.kind}`, { date: formatDateTime(taken.until, i18n.language) }));
      // Every session ended, this one too: log in again to withdraw.
      navigate(PATHS.login, { replace: true });
      endSession();
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="card limits-group limits-break"
      aria-labelledby="limits-break"
      data-testid="break-section"
    >
      <h2 className="limits-group-title" id="limits-break">
        {t('break.title')}
      </h2>
      {current ? (
        <div className="limits-break-current" data-testid="break-current">
          <p className="limits-break-until">
            {t(`break.current.${current.kind}`, { date: formatDateTime(current.until, i18n.language) })}
          </p>
          <p className="limits-intro">{t('break.currentNote')}</p>
        </div>
      ) : (
        <p className="limits-intro">{t('break.intro')}</p>
      )}
      {current !== undefined &&
        [
          { kind: 'timeout', periods: TIMEOUT_PERIODS },
          { kind: 'exclusion', periods: EXCLUSION_PERIODS },
        ].map(({ kind, periods }) => (
          <div
            key={kind}
            className="limits-break-choices"
            role="group"
            aria-label={t(`break.${kind}` as 'break.timeout')}
          >
            <span className="limit-row-label">{t(`break.${kind}` as 'break.timeout')}</span>
            {periods.map((period) => (
              <button
                key={period}
                type="button"
                className="button button-small button-secondary"
                disabled={busy}
                data-testid={`break-${period}`}
                onClick={() => void start({ kind, period } as TakeBreakBody & { period: BreakPeriod })}
              >
                {t(`break.periods.${period}`)}
              </button>
            ))}
          </div>
        ))}
    </section>
  );
}
