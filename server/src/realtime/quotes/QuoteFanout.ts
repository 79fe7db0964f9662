// Market data from the bus to this node's sockets. Sockets with the same subscription set form a
// group (SubscriptionGroups); each frame is built and encoded once per group and written to every
// member. A group's frames are paced by a token bucket: one frame per QUOTE_BATCH_MS on average,
// with a burst of FRAME_BURST. A quote that finds a token leaves at once, the rest wait for the
// next token and leave together. So a product page (~5 messages a second) is almost never
// delayed, and the list of ten symbols (~45 ticks a second) costs at most 1000 / QUOTE_BATCH_MS
// writes a second per client instead of one per tick. A socket whose send queue passes QUOTE_BACKLOG_LIMIT frames (a
// phone on a bad link, a client that stopped reading) is left out of its group's frames and has
// its market data conflated (ConflatedQuotes) until the queue drains: the server keeps at most the
// latest quote per symbol for it, never a queue that grows with the tick rate.
//
// A ticker comes once a second; to a group that also gets the symbol's ticks (a product page, the
// list with ticks on) it rides with the next tick's frame instead of costing a frame of its own,
// within TICKER_RIDE_MS. Writes are what a realtime core spends its time on (docs/capacity.md):
// a product page's frames fall from six a second to five.
import type { CandleEvent, QuotesEvent, Tick, Ticker } from '@tempo/shared';
import type { Metrics } from '../../platform/metrics';
import type { TempoServer, TempoSocket } from '../TempoServer';
import { ConflatedQuotes } from './ConflatedQuotes';
import { PendingBatch } from './PendingBatch';
import { SubscriptionGroups, type GroupMove, type QuoteGroup } from './SubscriptionGroups';

export interface QuoteFanoutOptions {
  /** The least time between two frames to one group, in ms. */
  batchMs: number;
  /** Frames a socket may have queued unsent before it is conflated. */
  backlogLimit: number;
}

/** Frames a group may send back to back before the pace of one per QUOTE_BATCH_MS applies. */
const FRAME_BURST = 2;

/** The longest a ticker waits for a tick's frame to ride with (the next ticker replaces it anyway). */
export const TICKER_RIDE_MS = 1_000;

/** A group's frame in the making, and its token bucket. */
interface Outbox {
  pending: PendingBatch;
  tokens: number;
  tokensAt: number;
  timer: NodeJS.Timeout | NodeJS.Immediate | null;
  /** The timer waits for a tick to ride with: a quote that may not wait brings it forward. */
  riding: boolean;
}

export class QuoteFanout {
  private readonly outboxes = new Map<QuoteGroup, Outbox>();
  private readonly groups = new SubscriptionGroups((group) => this.dropOutbox(group));
  /** Sockets that fell behind, by id, with what they are owed once they catch up. */
  private readonly behind = new Map<string, ConflatedQuotes>();

  constructor(
    private readonly io: TempoServer,
    private readonly metrics: Metrics,
    private readonly options: QuoteFanoutOptions,
  ) {}

  subscribe(socket: TempoSocket, symbols: readonly string[], ticks: boolean): void {
    this.move(socket, this.groups.subscribe(socket.id, symbols, ticks));
  }

  unsubscribe(socket: TempoSocket, symbols: readonly string[]): void {
    this.move(socket, this.groups.unsubscribe(socket.id, symbols));
  }

  /** Forgets a disconnected socket (Socket.IO has taken it out of its rooms already). */
  remove(socket: TempoSocket): void {
    this.groups.remove(socket.id);
    this.behind.delete(socket.id);
  }

  tick(tick: Tick): void {
    this.metrics.ticksFannedOut.inc();
    for (const group of this.groups.groupsWatching(tick.s)) {
      if (group.ticks.has(tick.s)) this.outboxOf(group).pending.addTick(tick);
    }
  }

  candle(candle: CandleEvent): void {
    for (const group of this.groups.groupsWatching(candle.s)) {
      if (group.ticks.has(candle.s)) this.outboxOf(group).pending.addCandle(candle);
    }
  }

  tickers(tickers: readonly Ticker[]): void {
    for (const ticker of tickers) {
      for (const group of this.groups.groupsWatching(ticker.s)) {
        const rides = group.ticks.has(ticker.s);
        this.outboxOf(group, rides ? 'ride' : 'now').pending.addTicker(ticker);
      }
    }
  }

  /** Sends `batch` to one socket now (the latest tickers on subscribe), unless it is behind. */
  sendTo(socket: TempoSocket, batch: QuotesEvent): void {
    const owed = this.behind.get(socket.id);
    if (owed) owed.absorb(batch);
    else socket.emit('quotes', batch);
  }

  close(): void {
    for (const group of [...this.outboxes.keys()]) this.dropOutbox(group);
  }

  private move(socket: TempoSocket, move: GroupMove): void {
    if (move.leave) void socket.leave(move.leave);
    if (move.join) void socket.join(move.join);
  }

  /**
   * The group's outbox, with its frame scheduled: now if a token is left, else when the next one
   * is; for a quote that `ride`s, no sooner than TICKER_RIDE_MS unless another quote comes first.
   */
  private outboxOf(group: QuoteGroup, when: 'now' | 'ride' = 'now'): Outbox {
    let outbox = this.outboxes.get(group);
    if (!outbox) {
      outbox = {
        pending: new PendingBatch(),
        tokens: FRAME_BURST,
        tokensAt: performance.now(),
        timer: null,
        riding: false,
      };
      this.outboxes.set(group, outbox);
    }
    if (outbox.timer && outbox.riding && when === 'now') this.clearTimer(outbox);
    if (!outbox.timer) {
      const send = () => this.send(group);
      const tokens = this.refill(outbox);
      const wait = (1 - tokens) * this.options.batchMs;
      outbox.riding = when === 'ride';
      if (outbox.riding) outbox.timer = setTimeout(send, Math.max(wait, TICKER_RIDE_MS));
      // setImmediate: the other quotes of the same bus read (one Redis reply may carry several) join in.
      else outbox.timer = wait > 0 ? setTimeout(send, wait) : setImmediate(send);
    }
    return outbox;
  }

  private clearTimer(outbox: Outbox): void {
    clearTimeout(outbox.timer as NodeJS.Timeout);
    clearImmediate(outbox.timer as NodeJS.Immediate);
    outbox.timer = null;
  }

  /** Adds the tokens earned since the last refill, up to the burst; answers how many there are. */
  private refill(outbox: Outbox): number {
    const now = performance.now();
    const earned = this.options.batchMs > 0 ? (now - outbox.tokensAt) / this.options.batchMs : FRAME_BURST;
    outbox.tokens = Math.min(FRAME_BURST, outbox.tokens + earned);
    outbox.tokensAt = now;
    return outbox.tokens;
  }

  private dropOutbox(group: QuoteGroup): void {
    const outbox = this.outboxes.get(group);
    if (!outbox) return;
    this.clearTimer(outbox);
    this.outboxes.delete(group);
  }

  /** One encode for the group; members that are behind take the batch into their conflated state. */
  private send(group: QuoteGroup): void {
    const outbox = this.outboxes.get(group);
    if (!outbox) return;
    outbox.timer = null;
    const batch = outbox.pending.take();
    if (!batch) return;
    // A timer may fire a hair early: the token it waited for counts as earned.
    outbox.tokens = Math.max(0, this.refill(outbox) - 1);
    const skipped: string[] = [];
    const sockets = this.io.of('/').sockets;
    for (const id of group.members) {
      const owed = this.behind.get(id);
      if (owed) {
        owed.absorb(batch);
        skipped.push(id);
        continue;
      }
      const socket = sockets.get(id);
      if (socket && queuedFrames(socket) >= this.options.backlogLimit) {
        this.fallBehind(socket, batch);
        skipped.push(id);
      }
    }
    const room = this.io.local.to(group.room);
    (skipped.length ? room.except(skipped) : room).emit('quotes', batch);
    this.metrics.quoteFrames.inc();
  }

  private fallBehind(socket: TempoSocket, batch: QuotesEvent): void {
    const owed = new ConflatedQuotes();
    owed.absorb(batch);
    this.behind.set(socket.id, owed);
    this.metrics.socketsFallenBehind.inc();
    // Engine.IO drains a socket's queue into its transport once the transport can take it again
    // (the kernel took the previous frames, or a long-polling client asked again).
    socket.conn.once('drain', () => this.catchUp(socket));
  }

  private catchUp(socket: TempoSocket): void {
    const owed = this.behind.get(socket.id);
    if (!owed) return;
    this.behind.delete(socket.id);
    if (socket.connected) socket.emit('quotes', owed.toBatch());
  }
}

/**
 * Packets Engine.IO holds for the socket because its transport could not take them yet. The
 * queue is not in Engine.IO's typings, but it is what grows when a client stops reading: a
 * WebSocket transport stays unwritable until the kernel accepts its last frame, a long-polling one
 * until the client polls again.
 */
export function queuedFrames(socket: TempoSocket): number {
  return (socket.conn as unknown as { writeBuffer: readonly unknown[] }).writeBuffer.length;
}
