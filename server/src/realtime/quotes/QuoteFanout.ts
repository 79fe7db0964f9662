// Market data from the bus to this node's sockets. Ticks, closed candles and tickers wait up to
// QUOTE_BATCH_MS and leave together: one frame per subscription group (SubscriptionGroups), encoded
// once and written to each member, so a client's socket writes no longer grow with the symbols it
// watches. A socket whose send queue passes QUOTE_BACKLOG_LIMIT frames (a phone on a bad link, a
// client that stopped reading) leaves its group's broadcasts and has its market data conflated
// (ConflatedQuotes) until the queue drains: the server keeps at most the latest quote per symbol
// for it, never a queue that grows with the tick rate.
import type { CandleEvent, QuotesEvent, Tick, Ticker } from '@tempo/shared';
import type { Metrics } from '../../platform/metrics';
import type { TempoServer, TempoSocket } from '../TempoServer';
import { ConflatedQuotes } from './ConflatedQuotes';
import { PendingQuotes } from './PendingQuotes';
import { SubscriptionGroups, type GroupMove, type QuoteGroup } from './SubscriptionGroups';

export interface QuoteFanoutOptions {
  batchMs: number;
  backlogLimit: number;
}

export class QuoteFanout {
  private readonly groups = new SubscriptionGroups();
  private pending = new PendingQuotes();
  private flushTimer: NodeJS.Timeout | NodeJS.Immediate | null = null;
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
    this.pending.addTick(tick);
    this.metrics.ticksFannedOut.inc();
    this.scheduleFlush();
  }

  candle(candle: CandleEvent): void {
    this.pending.addCandle(candle);
    this.scheduleFlush();
  }

  tickers(tickers: readonly Ticker[]): void {
    for (const ticker of tickers) this.pending.addTicker(ticker);
    this.scheduleFlush();
  }

  /** Sends `batch` to one socket now (the latest tickers on subscribe), unless it is behind. */
  sendTo(socket: TempoSocket, batch: QuotesEvent): void {
    const owed = this.behind.get(socket.id);
    if (owed) owed.absorb(batch);
    else socket.emit('quotes', batch);
  }

  close(): void {
    if (this.flushTimer) {
      clearTimeout(this.flushTimer as NodeJS.Timeout);
      clearImmediate(this.flushTimer as NodeJS.Immediate);
    }
    this.flushTimer = null;
  }

  private move(socket: TempoSocket, move: GroupMove): void {
    if (move.leave) void socket.leave(move.leave);
    if (move.join) void socket.join(move.join);
  }

  private scheduleFlush(): void {
    if (this.flushTimer) return;
    const flush = () => {
      this.flushTimer = null;
      this.flush();
    };
    this.flushTimer =
      this.options.batchMs > 0 ? setTimeout(flush, this.options.batchMs) : setImmediate(flush);
  }

  private flush(): void {
    const pending = this.pending;
    this.pending = new PendingQuotes();
    if (pending.isEmpty) return;
    for (const group of this.groups.groupsOf(pending.symbols())) {
      const batch = pending.batchFor(group);
      if (batch) this.broadcast(group, batch);
    }
  }

  /** One encode for the group; members that are behind take the batch into their conflated state. */
  private broadcast(group: QuoteGroup, batch: QuotesEvent): void {
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
function queuedFrames(socket: TempoSocket): number {
  return (socket.conn as unknown as { writeBuffer: readonly unknown[] }).writeBuffer.length;
}
