// Rule S10 of SPEC.md in the worker role: every settlement chunk's announcement is a row of the
// outbox (announcementsRepo.ts), written by the statement that settled the chunk, until a realtime
// node has received it.
//  - Hot path: the settling process publishes each chunk the moment it commits and deletes its row.
//    The row is leased to it meanwhile (ANNOUNCEMENT_LEASE_MS), so no drain publishes it as well.
//  - Drain: what is left — a publish that failed (Redis away), a process that died between commit
//    and delete — is published by the drain of any worker once due, oldest first, each row leased
//    to the drain that took it, retried with backoff until it goes through. A worker drains at start
//    (rows a dead process left) and then looks every DRAIN_EVERY_MS, or sooner when a row is due.
// A row is deleted only after its publication, so a result is never dropped; a repeat (a publish
// that went through but whose delete did not) is possible only off the normal path, and the app
// shows each result once whatever it hears twice.
import type { AppContext } from '../platform/context';
import {
  deleteAnnouncement,
  nextAnnouncementDueIn,
  ordersOfAnnouncement,
  postponeAnnouncements,
  takeDueAnnouncements,
} from './announcementsRepo';
import { announceSettledOrders } from './commands/announceSettledOrders';
import type { SettledOrder } from './commands/settleExpiredOrders';
import type { OrderNotifier } from './OrderNotifier';

/** Rows one drain takes at a time: a batch is published one row after another. */
const DRAIN_BATCH = 20;
/** How often an idle drain looks for rows another process left behind, in ms. */
const DRAIN_EVERY_MS = 2_000;
/** A row still failing is logged on its first attempt and every this many after (once a minute or so). */
const LOG_EVERY_ATTEMPTS = 60;
/** The first retry of a failed publication comes this soon, in ms; each next one twice as late… */
const FIRST_RETRY_MS = 100;
/** …up to this: once Redis is back, a result waits at most about this long for its next attempt. */
const LONGEST_RETRY_MS = 1_000;

/** How long a row waits after its `attempts`-th failed publication, in ms. */
function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

export class SettledAnnouncer {
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  /** When the timer fires (epoch ms); Infinity when none is set. */
  private timerAt = Number.POSITIVE_INFINITY;
  private pass: Promise<void> | null = null;
  /** A wake-up came while a pass ran: look again as soon as it ends. */
  private again = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly notifier: OrderNotifier,
  ) {}

  /** Starts the drain, with a pass at once for whatever the last process left. */
  start(): void {
    this.running = true;
    this.wake(0);
  }

  /** Stops the drain once its pass in flight ends; rows left wait for the next worker. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
  }

  /**
   * The hot path: announces a chunk that has just committed, whose row `announcementId` this process
   * holds. Never rejects: a failed publication is left to the drain.
   */
  async announce(announcementId: number, orders: readonly SettledOrder[]): Promise<void> {
    const { db, logger } = this.ctx;
    try {
      await announceSettledOrders(db, this.notifier, orders);
    } catch (error) {
      logger.warn(
        { err: error, orders: orders.length },
        'settled orders not announced yet; the outbox retries',
      );
      // Due for any drain after the first backoff. Should even this fail, the lease runs out instead.
      await postponeAnnouncements(db, [announcementId], FIRST_RETRY_MS).catch(() => undefined);
      this.wake(FIRST_RETRY_MS);
      return;
    }
    await deleteAnnouncement(db, announcementId).catch((error: unknown) => {
      logger.warn(
        { err: error },
        'settled orders announced but kept in the outbox: they may be announced again',
      );
    });
  }

  /** Runs a pass of the drain in `delayMs` unless one is due sooner. */
  private wake(delayMs: number): void {
    if (!this.running) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    const at = Date.now() + delayMs;
    if (at >= this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => this.runPass(), delayMs);
  }

  private runPass(): void {
    this.timer = null;
    this.timerAt = Number.POSITIVE_INFINITY;
    this.again = false;
    this.pass = this.drain()
      .catch((error: unknown) => {
        this.ctx.logger.warn({ err: error }, 'settled orders outbox drain failed; it tries again');
        return DRAIN_EVERY_MS;
      })
      .then((nextIn) => {
        this.pass = null;
        this.wake(this.again ? 0 : nextIn);
      });
  }

  /**
   * One pass: publishes every due announcement it can, oldest first, and stops at the first that
   * fails (the bus is away: the rest would fail alike), postponing the rest of its batch. Resolves
   * with when to look again, in ms.
   */
  async drain(): Promise<number> {
    const { db } = this.ctx;
    for (;;) {
      const dueIn = await nextAnnouncementDueIn(db);
      if (dueIn === null || dueIn > 0) return Math.min(dueIn ?? DRAIN_EVERY_MS, DRAIN_EVERY_MS);
      const due = await takeDueAnnouncements(db, DRAIN_BATCH);
      // Another drain is taking them right now: look again once it has.
      if (!due.length) return FIRST_RETRY_MS;
      for (const [index, { id, attempts }] of due.entries()) {
        if (await this.publish(id, attempts)) continue;
        const delay = retryDelay(attempts);
        await postponeAnnouncements(
          db,
          due.slice(index).map((row) => row.id),
          delay,
        );
        return delay;
      }
    }
  }

  /** Publishes one row the drain holds and deletes it; false when the publication failed. */
  private async publish(id: number, attempts: number): Promise<boolean> {
    const { db, logger } = this.ctx;
    try {
      await announceSettledOrders(db, this.notifier, await ordersOfAnnouncement(db, id));
    } catch (error) {
      if (attempts === 1 || attempts % LOG_EVERY_ATTEMPTS === 0) {
        logger.warn({ err: error, announcementId: id, attempts }, 'settled orders still not announced');
      }
      return false;
    }
    await deleteAnnouncement(db, id);
    return true;
  }
}
