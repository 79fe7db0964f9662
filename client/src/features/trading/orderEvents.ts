// The logged-in user's orders and balances as they change, from any tab or device: the socket's
// `order:opened`, `orders:settled` and `balance` events, the answers of this tab's purchases, a
// fresh list after a reconnect and orders read back when overdue (overdueOrders.ts). Screens read
// the open orders from `openOrders` and hear each order open and settle once through
// `onOrderEvent`, however many ways its settlement arrives. The balances these events carry are
// the app's (app/balances.ts).
import { useEffect } from 'react';
import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { OrderDetail, OrderView, RecordedTick, SoldOrder, Tick } from '@tempo/shared';
import { applyBalances, refreshProfileQuietly, startBalanceEvents } from '../../app/balances';
import { store } from '../../app/store';
import { exchangeClock, holdConnection, onConnected, onQuote, onSocketEvent } from '../../lib/socket';
import { fetchOrder } from './api';
import { serverClock } from './clockOffset';
import { exitCandidate } from './orderOutcome';

/**
 * The user's open orders by id, and for each the exit spot so far: the newest tick of its symbol
 * at or before its expiry (ticks arrive for the symbols a screen subscribes).
 */
export const openOrders = proxy({
  byId: {} as Record<number, OrderView>,
  exits: {} as Record<number, RecordedTick>,
});

export type OrderEvent = { kind: 'opened'; order: OrderView } | { kind: 'settled'; order: OrderView };

const listeners = new Set<(event: OrderEvent) => void>();
/** Orders known to be settled: a late answer or a stale list must not bring one back as open. */
const settledIds = new Set<number>();

/** Hears every order of the user open (once) and settle (once) while subscribed. */
export function onOrderEvent(listener: (event: OrderEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: OrderEvent): void {
  for (const listener of [...listeners]) listener(event);
}

/** Whether this tab has seen the order settle. */
export function isKnownSettled(id: number): boolean {
  return settledIds.has(id);
}

/** An order seen open (a purchase's answer, `order:opened`, a list). */
export function rememberOpened(order: OrderView): void {
  if (order.status !== 'open') return rememberSettled(order);
  // An open order does not change until it settles: a second sighting changes nothing.
  if (settledIds.has(order.id) || openOrders.byId[order.id] !== undefined) return;
  openOrders.byId[order.id] = order;
  emit({ kind: 'opened', order });
}

/** An order seen settled (`orders:settled`, a list). */
export function rememberSettled(order: OrderView): void {
  forget(order.id);
  if (settledIds.has(order.id)) return;
  settledIds.add(order.id);
  emit({ kind: 'settled', order });
}

/**
 * This tab's sale of an order (orders/SPEC.md E5), answered: told as settled once, whichever of the
 * answer and `orders:settled` comes first; the balances it carries are applied when it is first
 * (the event, when first, brought the same or newer ones).
 */
export function rememberSold({ order, balances }: SoldOrder): void {
  if (!settledIds.has(order.id)) applyBalances(balances);
  rememberSettled(order);
}

/**
 * Brings the open orders in line with a fresh list of all of them. `knownBefore` are the ids
 * known when the list was asked for: those missing from it closed meanwhile, their settlement
 * unheard (the connection was down at its end), so each is fetched and its result told like a
 * live one; orders that arrived after the request are kept.
 */
export function syncOpenOrders(fresh: readonly OrderView[], knownBefore: ReadonlySet<number>): void {
  const ids = new Set(fresh.map((order) => order.id));
  for (const id of knownBefore) {
    if (!ids.has(id) && !settledIds.has(id)) findOutcome(id);
  }
  for (const order of fresh) rememberOpened(order);
}

/**
 * An order read back through the API: settled, it is told like a live settlement (unless it was
 * already), and the balances after it are fetched as the socket's event would have brought them.
 */
export function rememberReadBack(order: OrderDetail): void {
  if (order.status === 'open' || settledIds.has(order.id)) return;
  rememberSettled(toOrderView(order));
  refreshProfileQuietly();
}

/** An order that left the open list: its settlement, or its card dropped when it cannot be read. */
function findOutcome(id: number): void {
  fetchOrder(id).then(
    (order) => {
      if (order.status !== 'open') rememberSettled(toOrderView(order));
    },
    () => forget(id),
  );
}

/** The order without the audit ticks of its detail view. */
function toOrderView({ auditTicks: _ticks, feedStaleMs: _stale, ...order }: OrderDetail): OrderView {
  return order;
}

function forget(id: number): void {
  delete openOrders.byId[id];
  delete openOrders.exits[id];
}

/** Moves the exit spot of every open order of the tick's symbol. */
function followTick(tick: Tick): void {
  for (const order of Object.values(openOrders.byId)) {
    if (order.symbol !== tick.s) continue;
    const previous = openOrders.exits[order.id] ?? null;
    const next = exitCandidate(order, previous, { p: tick.p, t: tick.t });
    if (next && next !== previous) openOrders.exits[order.id] = { p: next.p, t: next.t };
  }
}

/** Ids of the open orders known now. */
export function knownOpenIds(): Set<number> {
  return new Set(Object.keys(openOrders.byId).map(Number));
}

let started = false;

/** Exchanges timed per connection; the shortest round trip of them sets the offset. */
const CLOCK_EXCHANGES = 5;

async function measureServerClock(): Promise<void> {
  serverClock.forgetExchanges();
  for (let i = 0; i < CLOCK_EXCHANGES; i++) {
    const exchange = await exchangeClock();
    if (!exchange) return;
    serverClock.addExchange(exchange);
  }
}

/** Starts following the user's order (and balance) events; idempotent, runs for the app's lifetime. */
export function startOrderEvents(): void {
  if (started) return;
  started = true;
  onQuote('tick', followTick);
  // Ticks carry the server's time: the samples of the countdowns' clock. A batch waited up to
  // QUOTE_BATCH_MS on the server, its newest tick the least, so that one is the sample.
  onSocketEvent('quotes', ({ ticks }) => {
    const newest = ticks?.reduce((latest, tick) => Math.max(latest, tick.t), 0);
    if (newest) serverClock.add(newest, Date.now());
  });
  // Each connection measures the clock again, as NTP does: a new path, maybe another server.
  onConnected(() => void measureServerClock());
  void measureServerClock();
  onSocketEvent('order:opened', rememberOpened);
  // All of the owner's orders one settlement pass closed (the balances after them are the app's).
  // A repeat (the server may announce a chunk again after a crash) shows no result twice:
  // rememberSettled tells each order once.
  onSocketEvent('orders:settled', ({ orders }) => {
    for (const order of orders) rememberSettled(order);
  });
  startBalanceEvents();
  // Another person logs in (or nobody): nothing of the last one's orders stays.
  subscribeKey(store, 'token', () => {
    openOrders.byId = {};
    openOrders.exits = {};
    settledIds.clear();
  });
}

/** Keeps the socket open and the order events flowing while a trading screen is mounted. */
export function useOrderEvents(): void {
  useEffect(() => {
    startOrderEvents();
    return holdConnection();
  }, []);
}
