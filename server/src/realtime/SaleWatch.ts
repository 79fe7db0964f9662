// The live sale prices of the open orders each socket shows (`sale:watch` → `sale:prices`, E1–E5
// of server/src/orders/SPEC.md). Only the owner's open orders with early-close terms are watched,
// and only by the sockets that asked: a price reaches no socket that does not show its order. A
// tick of a watched product prices its orders after QUOTE_BATCH_MS, with the ticks that came
// meanwhile, so a socket gets them at the pace of its quote frames; every order of the product is
// priced on the same reads of the tick store, as a sale at that moment would be.
import type { SalePriceView, Tick } from '@tempo/shared';
import {
  findWatchableOrders,
  livePrice,
  onceEachReader,
  type QuoteContext,
  type SellableOrder,
} from '../orders';
import type { Logger } from '../platform/logger';
import { queuedFrames } from './quotes/QuoteFanout';
import type { TempoSocket } from './TempoServer';

interface Watcher {
  socket: TempoSocket;
  orders: SellableOrder[];
}

export class SaleWatch {
  private readonly watchers = new Map<string, Watcher>();
  /** The sockets watching an order of each product, by socket id. */
  private readonly bySymbol = new Map<string, Set<string>>();
  /** Products with a pricing pass due. */
  private readonly due = new Map<string, NodeJS.Timeout>();
  /** The latest `watch` each socket asked for: an earlier one answered later must not win. */
  private readonly asked = new Map<string, number>();
  private asks = 0;

  constructor(
    private readonly ctx: QuoteContext,
    private readonly options: { batchMs: number; backlogLimit: number },
    private readonly logger: Logger,
  ) {}

  /**
   * Makes `orderIds` the orders `socket` watches (of those, the user's open ones with terms),
   * answers which, and sends their prices at once.
   */
  async watch(socket: TempoSocket, userId: number, orderIds: readonly number[]): Promise<number[]> {
    const ask = ++this.asks;
    this.asked.set(socket.id, ask);
    const orders = await findWatchableOrders(this.ctx.db, userId, orderIds);
    if (this.asked.get(socket.id) !== ask) return orders.map((order) => order.id);
    this.remove(socket);
    this.asked.set(socket.id, ask);
    if (!orders.length || !socket.connected) return orders.map((order) => order.id);
    this.watchers.set(socket.id, { socket, orders });
    for (const symbol of new Set(orders.map((order) => order.symbol))) {
      let sockets = this.bySymbol.get(symbol);
      if (!sockets) this.bySymbol.set(symbol, (sockets = new Set()));
      sockets.add(socket.id);
    }
    const now = Date.now();
    const reader = onceEachReader(this.ctx.ticks);
    void this.send(this.watchers.get(socket.id)!, orders, { ...this.ctx, ticks: reader }, now);
    return orders.map((order) => order.id);
  }

  remove(socket: TempoSocket): void {
    this.asked.delete(socket.id);
    const watcher = this.watchers.get(socket.id);
    if (!watcher) return;
    this.watchers.delete(socket.id);
    for (const order of watcher.orders) {
      const sockets = this.bySymbol.get(order.symbol);
      sockets?.delete(socket.id);
      if (sockets?.size === 0) this.bySymbol.delete(order.symbol);
    }
  }

  tick(tick: Tick): void {
    if (!this.bySymbol.has(tick.s) || this.due.has(tick.s)) return;
    this.due.set(
      tick.s,
      setTimeout(() => void this.price(tick.s), this.options.batchMs),
    );
  }

  close(): void {
    for (const timer of this.due.values()) clearTimeout(timer);
    this.due.clear();
  }

  /** Prices every watched order of `symbol` now and sends each socket its own. */
  private async price(symbol: string): Promise<void> {
    this.due.delete(symbol);
    const now = Date.now();
    const ctx = { ...this.ctx, ticks: onceEachReader(this.ctx.ticks) };
    const sends: Promise<void>[] = [];
    for (const id of [...(this.bySymbol.get(symbol) ?? [])]) {
      const watcher = this.watchers.get(id);
      if (!watcher) continue;
      // An order past its expiry has nothing left to sell: it settles, and its owner hears so.
      const expired = watcher.orders.filter((order) => order.expiryTs <= now);
      if (expired.length) this.forget(watcher, expired);
      const orders = watcher.orders.filter((order) => order.symbol === symbol);
      if (orders.length) sends.push(this.send(watcher, orders, ctx, now));
    }
    await Promise.all(sends);
  }

  private async send(
    watcher: Watcher,
    orders: SellableOrder[],
    ctx: QuoteContext,
    now: number,
  ): Promise<void> {
    let prices: SalePriceView[];
    try {
      prices = await Promise.all(orders.map((order) => livePrice(ctx, order, now)));
    } catch (error) {
      // The next tick tries again; a price a moment late is better than a wrong one.
      this.logger.warn({ err: error }, 'sale prices not computed');
      return;
    }
    const { socket } = watcher;
    if (!socket.connected || this.watchers.get(socket.id) !== watcher) return;
    // A socket that stopped reading gets the next prices once it drains, not a queue of stale ones.
    if (queuedFrames(socket) >= this.options.backlogLimit) return;
    socket.emit('sale:prices', { prices });
  }

  private forget(watcher: Watcher, orders: readonly SellableOrder[]): void {
    watcher.orders = watcher.orders.filter((order) => !orders.includes(order));
    const symbols = new Set(watcher.orders.map((order) => order.symbol));
    for (const order of orders) {
      if (symbols.has(order.symbol)) continue;
      const sockets = this.bySymbol.get(order.symbol);
      sockets?.delete(watcher.socket.id);
      if (sockets?.size === 0) this.bySymbol.delete(order.symbol);
    }
    if (!watcher.orders.length) this.watchers.delete(watcher.socket.id);
  }
}
