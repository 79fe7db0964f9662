import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDay, routes } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { confirm } from '../../lib/dialog/confirm';
import { currentLocale } from '../../lib/i18n/locale';
import { toast } from '../../lib/toast/toast';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import { useMayCall } from '../access/mayCall';
import { StatusPill } from '../queues/Facts';
import { usePolled } from '../usePolled';
import { formatDay, todayHere } from './localDay';
import {
  MAX_DAILY_RATE_PPB,
  annualPercent,
  dailyPercent,
  exactPercent,
  ppbOfDailyPercent,
} from './ratePercent';
import { localDecimal } from '../../lib/localDecimal';

const RATES_POLL_MS = 60_000;

const loadRates = () => call(routes.savings.rates, { hideLoading: true, quiet: true });

/** The figures of a daily rate in ppb as ops read them: per day and per year in percent, and ppb. */
function useRateText() {
  const { t } = useTranslation('ops');
  return (ppb: number) => {
    const locale = currentLocale();
    return {
      daily: localDecimal(dailyPercent(ppb), locale),
      annual: localDecimal(annualPercent(ppb), locale),
      ppb: new Intl.NumberFormat(locale).format(ppb),
      percent: (value: string) => t('calendars.rate.percent', { value }),
    };
  };
}

/** The savings daily rate: each rate with the first day it applies to, and a new one from a day on. */
export function SavingsRate() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const rates = usePolled(loadRates, RATES_POLL_MS);
  const rateText = useRateText();
  const today = todayHere();
  // Latest first: the first that starts on or before today is the one paid today.
  const current = rates.value?.find((rate) => rate.effectiveFrom <= today) ?? null;

  return (
    <section className="ops-card ops-calendar" data-testid="ops-savings-rate">
      <h2>{t('calendars.rate.title')}</h2>
      <p className="ops-muted">{t('calendars.rate.explain')}</p>
      {rates.value === null && !rates.failed && <PageLoading />}
      {rates.value === null && rates.failed && <PageLoadFailed onRetry={rates.refresh} />}
      {rates.value !== null && rates.failed && (
        <p className="ops-note ops-note-live" role="status">
          {t('calendars.reloadFailed')}
        </p>
      )}
      {rates.value?.length === 0 && <p className="ops-empty">{t('calendars.rate.empty')}</p>}
      {rates.value && rates.value.length > 0 && (
        <div className="ops-table-wrap">
          <table className="ops-table" data-testid="ops-savings-rates">
            <thead>
              <tr>
                <th scope="col">{t('calendars.rate.from')}</th>
                <th scope="col" className="ops-number">
                  {t('calendars.rate.daily')}
                </th>
                <th scope="col" className="ops-number">
                  {t('calendars.rate.annual')}
                </th>
                <th scope="col" className="ops-number">
                  {t('calendars.rate.ppb')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rates.value.map((rate) => {
                const text = rateText(rate.dailyRatePpb);
                return (
                  <tr
                    key={rate.effectiveFrom}
                    data-testid="ops-savings-rate-row"
                    data-from={rate.effectiveFrom}
                    data-ppb={rate.dailyRatePpb}
                  >
                    <td>
                      {formatDay(rate.effectiveFrom)}{' '}
                      {rate === current && <StatusPill status="approved" label={t('calendars.rate.now')} />}
                    </td>
                    <td className="ops-number">{text.percent(text.daily)}</td>
                    <td className="ops-number">{text.percent(text.annual)}</td>
                    <td className="ops-number">{text.ppb}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {mayCall(routes.savings.setRate) && <RateForm onDone={rates.refresh} />}
    </section>
  );
}

/** A new daily rate typed in percent (converted to ppb exactly), from today or a later day. */
function RateForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('ops');
  const rateText = useRateText();
  const [typed, setTyped] = useState('');
  const [from, setFrom] = useState(todayHere);
  const [busy, setBusy] = useState(false);
  const ppb = ppbOfDailyPercent(typed);
  const max = localDecimal(exactPercent(MAX_DAILY_RATE_PPB, 0), currentLocale());
  const ready = ppb !== null && isCalendarDay(from);
  const preview = ppb === null ? null : rateText(ppb);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy || ppb === null || !preview) return;
    const confirmed = await confirm({
      title: t('calendars.rate.confirmTitle'),
      message: t('calendars.rate.confirm', {
        daily: preview.daily,
        annual: preview.annual,
        day: formatDay(from),
      }),
      confirmText: t('calendars.rate.confirmOk'),
      cancelText: t('queue.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const saved = await call(routes.savings.setRate, {
        body: { effectiveFrom: from, dailyRatePpb: ppb },
      });
      toast(
        t('calendars.rate.done', {
          daily: rateText(saved.dailyRatePpb).daily,
          day: formatDay(saved.effectiveFrom),
        }),
        3000,
      );
      setTyped('');
      onDone();
    } catch {
      // The API client has shown the server's reason (a day already paid).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="ops-filters"
      onSubmit={(event) => void submit(event)}
      data-testid="ops-savings-rate-form"
    >
      <label className="ops-field">
        <span>{t('calendars.rate.newRate')}</span>
        <input
          inputMode="decimal"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={typed.trim() !== '' && ppb === null}
          aria-describedby="ops-savings-rate-hint"
          data-testid="ops-savings-rate-value"
        />
        <small id="ops-savings-rate-hint" data-testid="ops-savings-rate-preview">
          {preview
            ? t('calendars.rate.willBe', { daily: preview.daily, annual: preview.annual, ppb: preview.ppb })
            : typed.trim() !== ''
              ? t('calendars.rate.invalid', { max })
              : t('calendars.rate.newRateHint', { max })}
        </small>
      </label>
      <label className="ops-field">
        <span>{t('calendars.rate.effectiveFrom')}</span>
        <input
          type="date"
          value={from}
          required
          onChange={(event) => setFrom(event.target.value)}
          data-testid="ops-savings-rate-from"
        />
        <small>{t('calendars.rate.effectiveHint')}</small>
      </label>
      <button
        type="submit"
        className="button button-primary"
        disabled={!ready || busy}
        data-testid="ops-savings-rate-submit"
      >
        {t('calendars.rate.submit')}
      </button>
    </form>
  );
}
