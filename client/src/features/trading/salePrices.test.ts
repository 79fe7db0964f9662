// The live sale prices (orders/SPEC.md E1–E5) as the cards and the confirmation use them: which
// orders are watched, which prices are kept, what a card offers and which price a confirm sells at.
import { describe, expect, it } from 'vitest';
import { MAX_WATCHED_SALES, type SalePriceView, type SaleQuote } from '@tempo/shared';
import { STALE_AFTER_MS } from '../quotes/useStalePrice';
import { rememberSalePrices, saleOfferOf, shownSaleQuote, watchedSaleIds } from './salePrices';

const NOW = 1_700_000_060_000;

function quote(orderId: number, price: number, tickTs = NOW - 500): SaleQuote {
  return {
    orderId,
    price,
    payout: 1_900,
    fair: price + 40,
    spread: 40,
    winMicros: 600_000,
    variancePerSec: 0.01,
    timeLeftMs: 200_000,
    tick: { p: 100.5, t: tickTs },
  };
}

const priced = (orderId: number, price: number, tickTs?: number): SalePriceView => ({
  orderId,
  quote: quote(orderId, price, tickTs),
  reason: null,
});

describe('the watched orders', () => {
  it('are the orders on screen, newest first, at most MAX_WATCHED_SALES, each once', () => {
    expect(watchedSaleIds([3, 9, 5, 9], true)).toEqual([9, 5, 3]);
    const many = Array.from({ length: MAX_WATCHED_SALES + 5 }, (_, i) => i + 1);
    const watched = watchedSaleIds(many, true);
    expect(watched).toHaveLength(MAX_WATCHED_SALES);
    expect(watched[0]).toBe(MAX_WATCHED_SALES + 5);
    expect(watched.at(-1)).toBe(6);
  });

  it('are none while the page is hidden: a tab in the background shows no price', () => {
    expect(watchedSaleIds([3, 9], false)).toEqual([]);
  });
});

describe('a sale:prices batch', () => {
  it('replaces the prices of watched orders and leaves out one no longer watched', () => {
    const byId: Record<number, SalePriceView> = { 4: priced(4, 900) };
    rememberSalePrices(byId, [priced(4, 950), priced(7, 1_200)], [4]);
    expect(byId[4]!.quote!.price).toBe(950);
    expect(byId[7]).toBeUndefined();
  });
});

describe('what a card offers', () => {
  it('nothing for an order the server does not price (early close off, or not yet priced)', () => {
    expect(saleOfferOf(undefined, NOW)).toEqual({ kind: 'none' });
  });

  it('a sale at the quoted price', () => {
    expect(saleOfferOf(priced(4, 950), NOW)).toEqual({ kind: 'price', quote: quote(4, 950) });
  });

  it('no sale, and why, while the sell window is closed or the feed is stale', () => {
    expect(saleOfferOf({ orderId: 4, quote: null, reason: 'SELL_WINDOW_CLOSED' }, NOW)).toEqual({
      kind: 'unavailable',
      reason: 'SELL_WINDOW_CLOSED',
    });
    expect(saleOfferOf({ orderId: 4, quote: null, reason: 'FEED_UNAVAILABLE' }, NOW)).toEqual({
      kind: 'unavailable',
      reason: 'FEED_UNAVAILABLE',
    });
  });

  it('no sale on a quote whose tick is older than the stale-price limit: the prices stopped coming', () => {
    expect(saleOfferOf(priced(4, 950, NOW - STALE_AFTER_MS), NOW).kind).toBe('price');
    expect(saleOfferOf(priced(4, 950, NOW - STALE_AFTER_MS - 1), NOW)).toEqual({
      kind: 'unavailable',
      reason: 'FEED_UNAVAILABLE',
    });
  });
});

describe('the price a confirmation shows (and sells for no less than)', () => {
  const live = (price: number, tickTs: number) => saleOfferOf(priced(4, price, tickTs), NOW);

  it('is the live price until a sale is refused', () => {
    expect(shownSaleQuote(live(950, NOW - 800), null)?.price).toBe(950);
  });

  it("is the PRICE_MOVED answer's price on the same or a newer tick, and the live one once a newer tick comes", () => {
    const moved = quote(4, 910, NOW - 800);
    expect(shownSaleQuote(live(950, NOW - 800), moved)?.price).toBe(910);
    expect(shownSaleQuote(live(950, NOW - 1_500), moved)?.price).toBe(910);
    expect(shownSaleQuote(live(930, NOW - 300), moved)?.price).toBe(930);
  });

  it("is the answer's price while no live price is known (a reconnect), none while no sale is possible", () => {
    const moved = quote(4, 910);
    expect(shownSaleQuote({ kind: 'none' }, moved)?.price).toBe(910);
    expect(shownSaleQuote({ kind: 'none' }, null)).toBeNull();
    expect(shownSaleQuote({ kind: 'unavailable', reason: 'SELL_WINDOW_CLOSED' }, moved)).toBeNull();
  });
});
