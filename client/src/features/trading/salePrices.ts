// The live sale prices of the open orders on screen (orders/SPEC.md E1–E5): the server prices only
// the orders a socket watches (`sale:watch`), so the watched set is the open orders whose cards
// are mounted, newest first, and none while the page is hidden (a tab in the background shows
// nothing). An order placed with early close off is never priced: it has no entry here, and its
// card offers no sale. Prices are dropped when the connection goes, so nothing is offered on a
// price that stopped moving.
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { MAX_WATCHED_SALES, type SalePriceView, type SaleQuote } from '@tempo/shared';
import { connection, onSocketEvent, watchSales } from '../../lib/socket';
import { STALE_AFTER_MS } from '../quotes/useStalePrice';

/** Each watched order's newest price (or why it cannot sell this moment), by order id. */
export const salePrices = proxy({ byId: {} as Record<number, SalePriceView> });

/** The cards showing each order now (a count: two screens may show the same order). */
const shown = new Map<number, number>();
/** The ids last handed to the socket. */
let watched: number[] = [];
let syncScheduled = false;
let started = false;

/**
 * The orders to watch: the newest of those shown (a higher id is a later order), at most
 * MAX_WATCHED_SALES, and none while the page is hidden.
 */
export function watchedSaleIds(shownIds: Iterable<number>, pageVisible: boolean): number[] {
  if (!pageVisible) return [];
  return [...new Set(shownIds)].sort((a, b) => b - a).slice(0, MAX_WATCHED_SALES);
}

/** Takes a `sale:prices` batch: prices of orders no longer watched (arriving late) are left out. */
export function rememberSalePrices(
  byId: Record<number, SalePriceView>,
  prices: readonly SalePriceView[],
  watchedIds: readonly number[],
): void {
  for (const price of prices) {
    if (watchedIds.includes(price.orderId)) byId[price.orderId] = price;
  }
}

/** What an order's card offers: a sale at `quote`, a sale not possible now and why, or nothing. */
export type SaleOffer =
  | { kind: 'price'; quote: SaleQuote }
  | { kind: 'unavailable'; reason: 'SELL_WINDOW_CLOSED' | 'FEED_UNAVAILABLE' }
  | { kind: 'none' };

/**
 * The offer of a price entry at the server's time `now` (epoch ms). A quote on a tick older than
 * the app's stale-price limit stands for a feed that stopped: no sale is offered on it.
 */
export function saleOfferOf(price: SalePriceView | undefined, now: number): SaleOffer {
  if (!price) return { kind: 'none' };
  if (price.quote) {
    if (now - price.quote.tick.t > STALE_AFTER_MS) return { kind: 'unavailable', reason: 'FEED_UNAVAILABLE' };
    return { kind: 'price', quote: price.quote };
  }
  return { kind: 'unavailable', reason: price.reason ?? 'FEED_UNAVAILABLE' };
}

/**
 * The price the confirmation shows: the live one, or the price a PRICE_MOVED answer brought when
 * it stands on a tick no older (the server priced it at the sale, after the live one on that tick).
 * None while no sale is possible, or no price is known.
 */
export function shownSaleQuote(live: SaleOffer, moved: SaleQuote | null): SaleQuote | null {
  if (live.kind === 'unavailable') return null;
  if (live.kind === 'none') return moved;
  return moved && moved.tick.t >= live.quote.tick.t ? moved : live.quote;
}

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Hands the watched set to the socket once per tick of changes, and forgets prices no longer watched. */
function scheduleSync(): void {
  if (syncScheduled) return;
  syncScheduled = true;
  queueMicrotask(() => {
    syncScheduled = false;
    const next = watchedSaleIds(shown.keys(), pageVisible());
    for (const id of Object.keys(salePrices.byId).map(Number)) {
      if (!next.includes(id)) delete salePrices.byId[id];
    }
    if (next.join(',') === watched.join(',')) return;
    watched = next;
    watchSales(next);
  });
}

function start(): void {
  if (started) return;
  started = true;
  onSocketEvent('sale:prices', ({ prices }) => rememberSalePrices(salePrices.byId, prices, watched));
  subscribeKey(connection, 'state', (state) => {
    if (state !== 'connected') salePrices.byId = {};
  });
  document.addEventListener('visibilitychange', scheduleSync);
}

/** Counts `orderId` as on screen until the returned function is called. */
function showSalePrice(orderId: number): () => void {
  start();
  shown.set(orderId, (shown.get(orderId) ?? 0) + 1);
  scheduleSync();
  return () => {
    const count = (shown.get(orderId) ?? 1) - 1;
    if (count > 0) shown.set(orderId, count);
    else shown.delete(orderId);
    scheduleSync();
  };
}

/** The live sale price of an order whose card is mounted (watched while it is); undefined until one comes. */
export function useSalePrice(orderId: number): SalePriceView | undefined {
  const { byId } = useSnapshot(salePrices);
  useEffect(() => showSalePrice(orderId), [orderId]);
  return byId[orderId];
}
