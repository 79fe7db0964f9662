import { useTranslation } from 'react-i18next';
import type { Direction } from '@tempo/shared';
import { durationParts } from '../countdown';

/** A countdown's length: "30s", "2m", "1h" in the person's language. */
export function DurationLabel({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const { count, unit } = durationParts(seconds);
  return <>{t(`trade.durations.${unit}`, { count })}</>;
}

/** A payout rate in basis points as a percentage: 8500 → 85%, 8750 → 87.5%. */
export function payoutPercent(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
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
