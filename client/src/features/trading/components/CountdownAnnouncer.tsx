import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@tempo/shared';
import { milestoneAt, type CountdownMilestone } from '../countdownMilestones';
import { secondsLeft } from '../countdown';

/**
 * What a screen reader hears of the running countdowns, in a polite live region: each order's
 * start, a few milestones before its end, and the end. The result itself is announced by the
 * closing dialog or the result toast.
 */
export function CountdownAnnouncer({ orders, now }: { orders: readonly OrderView[]; now: number }) {
  const { t } = useTranslation();
  const announced = useRef(new Map<number, CountdownMilestone | 'start'>());
  const message = useRef('');

  for (const order of orders) {
    const previous = announced.current.get(order.id);
    const direction = t(order.direction === 'up' ? 'trade.buyUp' : 'trade.buyDown');
    if (previous === undefined) {
      announced.current.set(order.id, 'start');
      message.current = t('countdownSpeech.started', {
        symbol: order.symbol,
        direction,
        seconds: order.durationSec,
      });
      continue;
    }
    const milestone = milestoneAt(secondsLeft(order, now), order.durationSec);
    if (milestone === null || milestone === previous) continue;
    announced.current.set(order.id, milestone);
    message.current =
      milestone === 0
        ? t('countdownSpeech.ended', { symbol: order.symbol, direction })
        : t('countdownSpeech.left', { symbol: order.symbol, direction, seconds: milestone });
  }

  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="countdown-announcer">
      {message.current}
    </p>
  );
}
