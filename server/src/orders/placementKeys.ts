// P5: a retry must never look like a refusal. A phone on a flaky network resends an order with
// the same idempotency key while the first request is still waiting for its entry tick; counted
// against the rate like a new order, a burst of such retries answered RATE_LIMITED, and the trader
// saw a refusal for an order that was in fact placed.
//
// So each request first claims its key in Redis, in the same script that counts the owner's rate.
// A key already claimed (in flight) or placed is a repeat: it is neither counted nor refused for
// the rate, and waits for the first request's answer instead (`awaitFirstPlacement`). A first
// request that ends without an order (refused, failed) releases its claim, so a waiting repeat is
// decided afresh. Claims lapse on their own should a process die holding one; past its deadline a
// repeat goes ahead itself, and the entry tick's batch still recognises a twin under the balance
// lock (commitPlacements), so a repeat never places a second order.
import type { OrderView } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { orderKeys } from './orderKeys';
import { ordersScripts } from './ordersScripts';
import { findOrderByKey } from './ordersRepo';

/** What claiming a key found: a new request (counted), one over the rate, or a repeat. */
export type KeyClaim = 'claimed' | 'limited' | 'pending' | 'placed';

// A placed key is remembered this long (ms) so that its repeats skip the rate count; later
// repeats are counted but still answered with their order, and their count is given back.
const PLACED_MEMORY_MS = 10 * 60 * 1000;
// Beyond the entry tick's wait (FEED_STALE_MS), what a batch's commit may reasonably take (ms).
const COMMIT_MARGIN_MS = 5_000;

type Ctx = Pick<AppContext, 'db' | 'redis' | 'config'>;

/** How long (ms) a claim lasts unanswered, and a repeat waits for the first's answer. */
const claimMs = (ctx: Ctx) => ctx.config.FEED_STALE_MS + COMMIT_MARGIN_MS;

/** A request's claim on its key (`second`: the epoch second its rate is counted in). */
export interface PlacementKey {
  userId: number;
  key: string;
  second: number;
}

/** Claims `key` for this request and counts it against the owner's rate unless it is a repeat. */
export async function claimPlacementKey(ctx: Ctx, placement: PlacementKey): Promise<KeyClaim> {
  return (await ordersScripts(ctx.redis).claimPlacementKey(
    [
      orderKeys.placementClaim(placement.userId, placement.key),
      orderKeys.placementRate(placement.userId, placement.second),
    ],
    [claimMs(ctx), ctx.config.ORDERS_PER_SECOND_PER_USER],
  )) as KeyClaim;
}

/**
 * Waits for the request that claimed `key` first: resolves with its order once placed, or with
 * `claimed: true` once it ended without one and this request took the claim over, or with
 * `claimed: false` when the deadline passed first.
 */
export async function awaitFirstPlacement(
  ctx: Ctx,
  placement: PlacementKey,
): Promise<{ order: OrderView } | { claimed: boolean }> {
  const claim = orderKeys.placementClaim(placement.userId, placement.key);
  const deadline = Date.now() + claimMs(ctx);
  let pause = 5;
  for (;;) {
    const state = await ctx.redis.get(claim);
    if (state === 'placed') {
      const order = await findOrderByKey(ctx.db, placement.userId, placement.key);
      // Marked placed yet not found: only after a restored database; decide it afresh.
      return order ? { order } : { claimed: false };
    }
    if (state === null && (await ctx.redis.set(claim, 'pending', 'PX', claimMs(ctx), 'NX'))) {
      return { claimed: true };
    }
    if (Date.now() >= deadline) return { claimed: false };
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 100);
  }
}

/** The claimed request ended with an order under its key: repeats answer with it from now on. */
export async function markPlaced(ctx: Ctx, placement: PlacementKey): Promise<void> {
  await ctx.redis.set(
    orderKeys.placementClaim(placement.userId, placement.key),
    'placed',
    'PX',
    PLACED_MEMORY_MS,
  );
}

/** The claimed request ended without an order: a repeat is decided afresh. */
export async function releasePlacementKey(ctx: Ctx, placement: PlacementKey): Promise<void> {
  await ctx.redis.del(orderKeys.placementClaim(placement.userId, placement.key));
}

/** A counted request turned out to repeat a placed order: its count is given back. */
export async function refundRate(ctx: Ctx, placement: PlacementKey): Promise<void> {
  await ordersScripts(ctx.redis).refundPlacementRate(
    [orderKeys.placementRate(placement.userId, placement.second)],
    [],
  );
}
