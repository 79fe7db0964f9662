// The transaction that places every order released by one entry tick (P3, P4): orders waiting for
// the same tick are decided together, so a burst of placements costs one transaction, not one each.
import { cents, type Balances, type Tick } from '@tempo/shared';
import { lockBalances, postLedgerEntries, type Bucket, type LedgerEntryInput } from '../../ledger';
import type { Db, DbClient } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import {
  limitsOrders,
  orderRefusal,
  periodWindows,
  readTradingBounds,
  withOrderPlaced,
  type BoundsRefusal,
  type EffectiveLimits,
  type OrderUsage,
  type PeriodWindows,
} from '../../limits';
import { isTickOfCurrentFeed, lockProductSandbox } from '../../quotes';
import { readOrderUsage } from '../limitUsage';
import {
  countOpenOrdersByUser,
  findOrdersByKeys,
  insertOrders,
  type InsertedOrder,
  type NewOrder,
} from '../ordersRepo';

export interface PlacementCandidate extends NewOrder {
  /** The balance the stake comes from: `demo` for demo orders, else `available`. */
  bucket: Bucket;
}

export type PlacementOutcome =
  | { kind: 'placed'; order: InsertedOrder; balances: Balances }
  | {
      kind: 'refused';
      code: 'INSUFFICIENT_BALANCE' | 'TOO_MANY_OPEN_ORDERS' | 'PRODUCT_IN_SANDBOX' | 'FEED_UNAVAILABLE';
    }
  /** A limit the trader set, or a break they are taking, refuses it (limits/SPEC.md L4, L9). */
  | { kind: 'limited'; refusal: BoundsRefusal }
  /** The idempotency key was already used by an order committed elsewhere: answer with that order. */
  | { kind: 'taken' }
  /** The idempotency key was already used (in an earlier batch, or earlier in this one) by `order`. */
  | { kind: 'repeat'; order: InsertedOrder };

const keyOf = (order: { userId: number; idempotencyKey: string }) =>
  `${order.userId}\u0000${order.idempotencyKey}`;

/**
 * Places `candidates` (in arrival order) at the `entry` tick in one transaction. Under the locks of
 * all their owners' balance rows, each candidate is checked against what the ones before it left:
 * the balance (no overdraft), the open-order cap (`maxOpenOrders`) and, for real orders, the
 * limits their owners set (periods on `timeZone`'s clock). Returns one outcome per candidate, in
 * the same order.
 */
export function commitPlacements(
  db: Db,
  entry: Tick,
  candidates: readonly PlacementCandidate[],
  maxOpenOrders: number,
  timeZone = 'UTC',
): Promise<PlacementOutcome[]> {
  return withTransaction(db, async (tx) => {
    // SB1: the catalogue a request was checked against may be a moment old. Under the product's
    // sandbox lock (shared; entering the sandbox takes it exclusively) the committed state decides,
    // and it cannot change before these orders commit. A batch of demo orders needs no look.
    const real = candidates.some((candidate) => candidate.account === 'real');
    const sandbox = real && (await lockProductSandbox(tx, entry.s, 'share'));
    // SB8: under the same lock, the entry tick must come from the source the settings name now.
    const staleEntry = real && !sandbox && !(await isTickOfCurrentFeed(tx, entry));
    const userIds = [...new Set(candidates.map((candidate) => candidate.userId))];
    const balances = await lockBalances(tx, userIds);
    const openOrders = await countOpenOrdersByUser(tx, userIds);
    const limits = await limitsOfRealOrders(tx, candidates, entry.t, timeZone);
    // P5: a repeat whose first order committed after the caller looked. Every placement locks the
    // owner's balance before inserting, so under that lock the first order is visible here.
    const placedBefore = new Map(
      (await findOrdersByKeys(tx, candidates)).map((order) => [keyOf(order), order]),
    );

    const outcomes: PlacementOutcome[] = [];
    const firstWithKey = new Map<string, number>();
    const twins: [index: number, first: number][] = [];
    const accepted: number[] = [];
    candidates.forEach((candidate, index) => {
      const key = keyOf(candidate);
      const first = firstWithKey.get(key);
      if (first !== undefined) return void twins.push([index, first]);
      firstWithKey.set(key, index);
      const earlier = placedBefore.get(key);
      if (earlier) return void (outcomes[index] = { kind: 'repeat', order: earlier });
      if (sandbox && candidate.account === 'real') {
        return void (outcomes[index] = { kind: 'refused', code: 'PRODUCT_IN_SANDBOX' });
      }
      if (staleEntry && candidate.account === 'real') {
        return void (outcomes[index] = { kind: 'refused', code: 'FEED_UNAVAILABLE' });
      }

      const balance = balances.get(candidate.userId);
      if (!balance || balance[candidate.bucket] < candidate.amount) {
        return void (outcomes[index] = { kind: 'refused', code: 'INSUFFICIENT_BALANCE' });
      }
      const open = openOrders.get(candidate.userId) ?? 0;
      if (open >= maxOpenOrders) {
        return void (outcomes[index] = { kind: 'refused', code: 'TOO_MANY_OPEN_ORDERS' });
      }
      // L4, L6: the owner's limits, against what the orders before this one left.
      const limited = candidate.account === 'real' ? limits.get(candidate.userId) : undefined;
      if (limited?.breakUntil) {
        const refusal = { code: 'TAKING_A_BREAK' as const, until: limited.breakUntil };
        return void (outcomes[index] = { kind: 'limited', refusal });
      }
      if (limited) {
        const refusal = orderRefusal(limited.limits, limited.usage, candidate.amount, limited.windows);
        if (refusal) return void (outcomes[index] = { kind: 'limited', refusal });
        limited.usage = withOrderPlaced(limited.usage, candidate.amount);
      }
      balance[candidate.bucket] = cents(balance[candidate.bucket] - candidate.amount);
      openOrders.set(candidate.userId, open + 1);
      accepted.push(index);
    });

    // P5: the unique (user, key) index is the last word. Should a writer that does not take the
    // balance lock first have used a key meanwhile, that order is left out; its stake was counted
    // above, which only ever refuses more, never overdraws.
    const inserted = await insertOrders(
      tx,
      { price: entry.p, ts: entry.t },
      accepted.map((index) => candidates[index]!),
    );
    const insertedByKey = new Map(inserted.map((order) => [keyOf(order), order]));
    const stakes: LedgerEntryInput[] = [];
    for (const index of accepted) {
      const candidate = candidates[index]!;
      const order = insertedByKey.get(keyOf(candidate));
      if (!order) {
        outcomes[index] = { kind: 'taken' };
        continue;
      }
      stakes.push({
        userId: candidate.userId,
        bucket: candidate.bucket,
        kind: 'order_stake',
        amount: cents(-candidate.amount),
        ref: { type: 'order', id: order.id },
      });
    }
    const after = await postLedgerEntries(tx, stakes);
    for (const index of accepted) {
      const order = insertedByKey.get(keyOf(candidates[index]!));
      if (order) outcomes[index] = { kind: 'placed', order, balances: after.get(order.userId)! };
    }
    // P5 inside the batch: a twin is answered as its first was.
    for (const [index, first] of twins) {
      const answer = outcomes[first]!;
      outcomes[index] = answer.kind === 'placed' ? { kind: 'repeat', order: answer.order } : answer;
    }
    return outcomes;
  });
}

interface LimitedTrader {
  limits: EffectiveLimits;
  usage: OrderUsage;
  windows: PeriodWindows;
  breakUntil: number | null;
}

/**
 * The owners of real candidates who set a limit on orders or are taking a break, with what their
 * real orders have used (L4, L9). Read under their balance locks, so no other placement of theirs
 * can change it meanwhile (L6); L7: demo orders are not limited, and an owner with no bounds costs
 * one indexed read.
 */
async function limitsOfRealOrders(
  tx: DbClient,
  candidates: readonly PlacementCandidate[],
  at: number,
  timeZone: string,
): Promise<Map<number, LimitedTrader>> {
  const owners = [...new Set(candidates.filter((c) => c.account === 'real').map((c) => c.userId))];
  if (owners.length === 0) return new Map();
  const bounded = [...(await readTradingBounds(tx, owners))].filter(
    ([, own]) => own.breakUntil !== null || limitsOrders(own.limits),
  );
  if (bounded.length === 0) return new Map();
  const windows = periodWindows(at, timeZone);
  const usage = await readOrderUsage(
    tx,
    bounded.map(([userId]) => userId),
    windows,
  );
  return new Map(
    bounded.map(([userId, own]) => [
      userId,
      { limits: own.limits, breakUntil: own.breakUntil, usage: usage.get(userId)!, windows },
    ]),
  );
}
