import { useTranslation } from 'react-i18next';
import type { Direction } from '@tempo/shared';
import { currentLocale } from '../../../lib/i18n/locale';
import { durationParts } from '../countdown';

/** A countdown's length: "30s", "2m", "1h" in the person's language. */
export function DurationLabel({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const { count, unit } = durationParts(seconds);
  return <>{t(`trade.durations.${unit}`, { count })}</>;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A payout rate in basis points as a percentage, as the language writes one: 8500 → "85%" in
 * English, "85 %" in German and French; 8750 → "87.5%".
 */
export function payoutPercent(bps: number, locale = currentLocale()): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  return format.format(bps / 10_000);
}

export function PayoutRate({ bps }: { bps: number }) {
  return <>{payoutPercent(bps)}</>;
}

/** "Buy up" in green or "Buy down" in red. */
export function DirectionBadge({ direction }: { direction: Direction }) {
  const { t } = useTranslation();
  return (
    <span className={`direction-badge direction-badge-${direction}`}>
      {direction === 'up' ? '▲' : '▼'} {t(direction === 'up' ? 'trade.buyUp' : 'trade.buyDown')}
    </span>
  );
}
