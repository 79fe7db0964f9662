// Orders wait for the first tick after their acceptance (P3), so every tick releases all the orders
// of its symbol that arrived since the last one. Placing each in its own transaction turned every
// tick into a burst of hundreds of transactions queueing for the pool; here the orders released by
// one tick are placed together, in one transaction (commitPlacements), and their settlement is
// scheduled once per expiry second.
import type { Balances, Tick } from '@tempo/shared';
import { presentBalances } from '../ledger';
import type { Db } from '../platform/db/pool';
import type { Logger } from '../platform/logger';
import {
  commitPlacements,
  type PlacementCandidate,
  type PlacementOutcome,
} from './commands/commitPlacements';
import type { OrderNotifier } from './OrderNotifier';
import { ownerView } from './presenters';
import type { SettlementScheduler } from './SettlementScheduler';
import type { TickWaiter } from './TickWaiter';

interface Member {
  candidate: PlacementCandidate;
  resolve: (outcome: PlacementOutcome | null) => void;
  reject: (error: unknown) => void;
}

interface Batch {
  entry: Tick;
  members: Member[];
}

export interface EntryBatcherOptions {
  /** How long to wait for an entry tick before giving up (ms). */
  staleMs: number;
  maxOpenOrders: number;
  /** The platform's clock, on which the periods of traders' limits begin. */
  timeZone: string;
}

export class EntryBatcher {
  /** Batches being gathered, by symbol and entry tick time. */
  private readonly gathering = new Map<string, Batch>();

  constructor(
    private readonly db: Db,
    private readonly tickWaiter: TickWaiter,
    private readonly scheduler: SettlementScheduler,
    private readonly notify: OrderNotifier,
    private readonly logger: Logger,
    private readonly options: EntryBatcherOptions,
  ) {}

  /**
   * Places `candidate` at the first tick of its symbol after `acceptedAt` (epoch ms). Resolves with
   * its outcome once that tick's batch commits, or null when no tick came within the stale window.
   */
  async place(candidate: PlacementCandidate, acceptedAt: number): Promise<PlacementOutcome | null> {
    const entry = await this.tickWaiter.firstTickAfter(candidate.symbol, acceptedAt, this.options.staleMs);
    if (!entry) return null;
    return new Promise((resolve, reject) => {
      const id = `${entry.s}@${entry.t}`;
      let batch = this.gathering.get(id);
      if (!batch) {
        batch = { entry, members: [] };
        this.gathering.set(id, batch);
        // The tick resolves all its waiters in one pass; by the time the event loop comes back
        // round, every one of them has joined.
        setImmediate(() => void this.commit(id));
      }
      batch.members.push({ candidate, resolve, reject });
    });
  }

  private async commit(id: string): Promise<void> {
    const { entry, members } = this.gathering.get(id)!;
    this.gathering.delete(id);
    let outcomes: PlacementOutcome[];
    try {
      outcomes = await commitPlacements(
        this.db,
        entry,
        members.map((member) => member.candidate),
        this.options.maxOpenOrders,
        this.options.timeZone,
      );
    } catch (error) {
      for (const member of members) member.reject(error);
      return;
    }
    members.forEach((member, index) => member.resolve(outcomes[index]!));
    // The answers go first: with hundreds of orders in a batch, each answer waiting behind every
    // other order's events would be the slowest part of placement. The tick path settles without
    // the job, which is the durable backstop.
    await new Promise((resolve) => setImmediate(resolve));
    this.announce(outcomes);
    await this.scheduleSettlement(outcomes);
  }

  /** `order:opened` for each placed order, and each owner's balance once, as the batch left it. */
  private announce(outcomes: PlacementOutcome[]): void {
    const balances = new Map<number, Balances>();
    for (const outcome of outcomes) {
      if (outcome.kind !== 'placed') continue;
      this.notify.opened(outcome.order.userId, ownerView(outcome.order));
      balances.set(outcome.order.userId, outcome.balances);
    }
    for (const [userId, after] of balances) this.notify.balance(userId, presentBalances(after));
  }

  private async scheduleSettlement(outcomes: PlacementOutcome[]): Promise<void> {
    // The orders of a batch share their entry tick: one expiry per symbol and duration.
    const expiries = new Map<string, { symbol: string; expiryTs: number }>();
    for (const outcome of outcomes) {
      if (outcome.kind !== 'placed') continue;
      const { symbol, expiryTs } = outcome.order;
      expiries.set(`${symbol}@${expiryTs}`, { symbol, expiryTs });
    }
    try {
      await Promise.all(
        [...expiries.values()].map(({ symbol, expiryTs }) => this.scheduler.schedule(symbol, expiryTs)),
      );
    } catch (error) {
      // The orders are committed; the reconciler's sweep settles them even without their job.
      this.logger.error(
        { err: error },
        'settlement scheduling failed; the reconciler will settle these orders',
      );
    }
  }
}
