import { useEffect, useRef } from 'react';
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
  const region = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let next: string | null = null;
    for (const order of orders) {
      const previous = announced.current.get(order.id);
      const said = {
        symbol: order.symbol,
        direction: t(order.direction === 'up' ? 'trade.buyUp' : 'trade.buyDown'),
      };
      if (previous === undefined) {
        announced.current.set(order.id, 'start');
        next = t('countdownSpeech.started', { ...said, seconds: order.durationSec });
        continue;
      }
      const milestone = milestoneAt(secondsLeft(order, now), order.durationSec);
      if (milestone === null || milestone === previous) continue;
      announced.current.set(order.id, milestone);
      next =
        milestone === 0
          ? t('countdownSpeech.ended', said)
          : t('countdownSpeech.left', { ...said, seconds: milestone });
    }
    // The live region's text is written directly: an announcement is an effect, not state to render.
    if (next !== null && region.current) region.current.textContent = next;
  }, [orders, now, t]);

  return (
    <p
      ref={region}
      className="visually-hidden"
      role="status"
      aria-live="polite"
      data-testid="countdown-announcer"
    />
  );
}
