// One round of countdown-bench on one server: --orders countdowns placed open loop at --rate (each
// sent on schedule, whatever the answers), then every `orders:settled` awaited.
// Countdown end → settled = receipt of `orders:settled` − the order's expiry (what the trader
// watching the countdown waits), split into the wait for the first tick after the expiry (the
// floor: no exit spot is final before it, S6) and the settlement lag from that tick.
import type { OrderView } from '@tempo/shared';
import { LatencyRecorder, type LatencySummary } from '../loadtest/LatencyRecorder';
import type { ProgressBar } from '../loadtest/ProgressBar';
import type { CountdownServer } from './CountdownServer';

/** How long after the last expiry a round waits for its settlements. */
const SETTLE_GRACE_MS = 10_000;

export interface RoundPlan {
  orders: number;
  /** Orders per second offered. */
  rate: number;
  durationSec: number;
  symbol: string;
  /** Distinguishes this round's idempotency keys from every other's. */
  roundId: string;
}

export interface CountdownRound {
  placed: number;
  refused: number;
  /** Orders placed per second achieved. */
  achievedRate: number;
  placement: LatencySummary;
  countdownEnd: LatencySummary;
  tickWait: LatencySummary;
  lag: LatencySummary;
  settled: number;
  repeats: number;
  reconciled: boolean;
}

export async function runCountdownRound(
  server: CountdownServer,
  plan: RoundPlan,
  progress: ProgressBar,
): Promise<CountdownRound> {
  const placements: { order: OrderView; sentAt: number; answeredAt: number }[] = [];
  let refused = 0;
  const interval = 1000 / plan.rate;
  const started = performance.now();
  const startWall = Date.now();
  const sending: Promise<void>[] = [];
  const repeatsBefore = server.repeats;
  for (let i = 0; i < plan.orders; i++) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = Date.now();
    const answer = server.api
      .call<OrderView>('POST', '/orders', {
        token: server.trader(i).token,
        idempotencyKey: `bench-${plan.roundId}-${i}`,
        body: {
          symbol: plan.symbol,
          direction: i % 2 ? 'up' : 'down',
          amount: 1_000,
          durationSec: plan.durationSec,
        },
      })
      .then(({ envelope }) => {
        if (envelope.status === 1) placements.push({ order: envelope.data, sentAt, answeredAt: Date.now() });
        else refused++;
      });
    sending.push(answer);
    progress.update('placing', i / plan.orders, `${i}/${plan.orders}`);
  }
  await Promise.all(sending);
  const placingSeconds = Math.max(0.001, (Date.now() - startWall) / 1000);

  const lastExpiry = Math.max(...placements.map(({ order }) => order.expiryTs));
  const settledCount = () => placements.filter(({ order }) => server.settledAt.has(order.id)).length;
  while (Date.now() < lastExpiry + SETTLE_GRACE_MS && settledCount() < placements.length) {
    progress.update('settling', settledCount() / placements.length, `${settledCount()}/${placements.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  progress.done();

  const placement = new LatencyRecorder(startWall);
  const countdownEnd = new LatencyRecorder(startWall);
  const tickWait = new LatencyRecorder(startWall);
  const lag = new LatencyRecorder(startWall);
  for (const { order, sentAt, answeredAt } of placements) {
    placement.record(answeredAt - sentAt, answeredAt);
    const received = server.settledAt.get(order.id);
    if (received === undefined) continue;
    countdownEnd.record(received - order.expiryTs, received);
    // The next tick after expiry: the floor without a watermark (S11). The round may end before
    // it comes for the last orders, which the watermark settled first: they count above only.
    const settleable = server.firstTickAfter(order.expiryTs);
    if (settleable === undefined) continue;
    tickWait.record(settleable - order.expiryTs, received);
    lag.record(received - settleable, received);
  }
  return {
    placed: placements.length,
    refused,
    achievedRate: placements.length / placingSeconds,
    placement: placement.report().summary,
    countdownEnd: countdownEnd.report().summary,
    tickWait: tickWait.report().summary,
    lag: lag.report().summary,
    settled: settledCount(),
    repeats: server.repeats - repeatsBefore,
    reconciled: await server.ledgerReconciles(),
  };
}
