import { describe, expect, it } from 'vitest';
import type { Candle, Tick } from '@tempo/shared';
import { CandleBook, combine, mergeByOpenTime } from './candleBook';

const MIN = 60_000;
const T0 = 1_700_000_040_000; // a whole minute

function candle(t: number, c: number, extra: Partial<Candle> = {}): Candle {
  return { t, o: c, h: c, l: c, c, v: 1, q: c, ...extra };
}
const tick = (p: number, t: number, v = 1): Tick => ({ s: 'BTCUSDT', p, t, v });

/** A book of 1m candles whose latest page ends with the live candle of T0 + 2 min as of `lastTickTs`. */
function loadedBook(lastTickTs = T0 + 2 * MIN + 10_000): CandleBook {
  const book = new CandleBook('1m');
  book.applyLatest({
    candles: [candle(T0, 10), candle(T0 + MIN, 11), candle(T0 + 2 * MIN, 12, { o: 11.5, h: 12.5, l: 11 })],
    lastTickTs,
  });
  return book;
}

describe('CandleBook: history and buffered ticks', () => {
  it('holds ticks until the history arrives, then drops those at or before lastTickTs and applies newer ones', () => {
    const book = new CandleBook('1m');
    const lastTickTs = T0 + 2 * MIN + 10_000;
    expect(book.applyTick(tick(99, lastTickTs - 5_000))).toEqual({ kind: 'none' }); // already in the page
    expect(book.applyTick(tick(99, lastTickTs))).toEqual({ kind: 'none' }); // the page's own last tick
    expect(book.applyTick(tick(13, lastTickTs + 1_000, 2))).toEqual({ kind: 'none' }); // newer: held
    expect(book.candles).toEqual([]);

    const change = book.applyLatest({
      candles: [candle(T0, 10), candle(T0 + 2 * MIN, 12, { o: 11.5, h: 12.5, l: 11, v: 3, q: 36 })],
      lastTickTs,
    });
    expect(change).toEqual({ kind: 'reset', keepView: false });
    expect(book.buffering).toBe(false);
    expect(book.candles).toHaveLength(2);
    // Only the newer tick went into the live candle: close 13, high 13, volume 3 + 2.
    expect(book.candles[1]).toEqual({ t: T0 + 2 * MIN, o: 11.5, h: 13, l: 11, c: 13, v: 5, q: 36 + 26 });
  });

  it('opens a new candle for a tick of the next bucket and folds later ticks into it', () => {
    const book = loadedBook();
    expect(book.applyTick(tick(14, T0 + 3 * MIN + 1))).toEqual({ kind: 'from', index: 3 });
    expect(book.applyTick(tick(9, T0 + 3 * MIN + 2))).toEqual({ kind: 'from', index: 3 });
    expect(book.candles[3]).toMatchObject({ t: T0 + 3 * MIN, o: 14, h: 14, l: 9, c: 9, v: 2 });
  });

  it('ignores ticks older than the newest applied one and ticks of an earlier bucket', () => {
    const book = loadedBook();
    book.applyTick(tick(14, T0 + 3 * MIN + 5_000));
    expect(book.applyTick(tick(1, T0 + 3 * MIN + 4_000))).toEqual({ kind: 'none' });
    expect(book.candles[3]!.c).toBe(14);
  });

  it('replaces the folded candle with the closed one from the server', () => {
    const book = loadedBook();
    book.applyTick(tick(13, T0 + 2 * MIN + 20_000));
    book.applyTick(tick(14, T0 + 3 * MIN + 1_000)); // the next bucket starts
    const closed = candle(T0 + 2 * MIN, 12.9, { o: 11.5, h: 13.2, l: 10.9, v: 42, q: 500 });
    expect(book.applyClosed(closed)).toEqual({ kind: 'from', index: 2 });
    expect(book.candles[2]).toEqual(closed);
    expect(book.candles[3]!.c).toBe(14); // the live candle is untouched
    expect(book.candles.map((c) => c.t)).toEqual([T0, T0 + MIN, T0 + 2 * MIN, T0 + 3 * MIN]);
  });

  it('appends a closed candle newer than everything and inserts a missing one in place', () => {
    const book = loadedBook();
    expect(book.applyClosed(candle(T0 + 4 * MIN, 15))).toEqual({ kind: 'from', index: 3 });
    expect(book.applyClosed(candle(T0 + 3 * MIN, 14))).toEqual({ kind: 'reset', keepView: true });
    expect(book.candles.map((c) => c.t)).toEqual([0, 1, 2, 3, 4].map((k) => T0 + k * MIN));
    expect(book.applyClosed(candle(T0 - 10 * MIN, 1))).toEqual({ kind: 'none' }); // before the book
  });

  it('holds closed candles that arrive before the history and applies them after it', () => {
    const book = new CandleBook('1m');
    const closed = candle(T0 + MIN, 11.7, { v: 9 });
    book.applyClosed(closed);
    book.applyLatest({ candles: [candle(T0, 10), candle(T0 + MIN, 11)], lastTickTs: T0 + MIN + 30_000 });
    expect(book.candles[1]).toEqual(closed);
  });
});

describe('CandleBook: refill after a reconnect and older pages', () => {
  it('merges the latest page by open time with no duplicates, the page winning', () => {
    const book = loadedBook();
    book.startBuffering();
    book.applyTick(tick(20, T0 + 4 * MIN + 30_000)); // arrives while the page is on its way
    const change = book.applyLatest({
      candles: [candle(T0 + 2 * MIN, 12.2), candle(T0 + 3 * MIN, 13), candle(T0 + 4 * MIN, 19)],
      lastTickTs: T0 + 4 * MIN + 20_000,
    });
    expect(change).toEqual({ kind: 'reset', keepView: true });
    expect(book.candles.map((c) => c.t)).toEqual([0, 1, 2, 3, 4].map((k) => T0 + k * MIN));
    expect(book.candles[2]!.c).toBe(12.2);
    expect(book.candles[4]).toMatchObject({ c: 20, h: 20 }); // the held tick went on top
  });

  it('starts again from the page when it does not overlap what is held', () => {
    const book = loadedBook();
    book.startBuffering();
    book.applyLatest({ candles: [candle(T0 + 500 * MIN, 50)], lastTickTs: T0 + 500 * MIN });
    expect(book.candles.map((c) => c.t)).toEqual([T0 + 500 * MIN]);
  });

  it('applies held events to what is there when the page fails', () => {
    const book = loadedBook();
    book.startBuffering();
    book.applyTick(tick(16, T0 + 2 * MIN + 40_000));
    expect(book.stopBuffering()).toEqual({ kind: 'from', index: 2 });
    expect(book.candles[2]!.c).toBe(16);
  });

  it('prepends only candles older than the first one', () => {
    const book = loadedBook();
    const { change, added } = book.prependOlder([
      candle(T0 - 2 * MIN, 8),
      candle(T0 - MIN, 9),
      candle(T0, 99),
    ]);
    expect(added).toBe(2);
    expect(change).toEqual({ kind: 'reset', keepView: true });
    expect(book.candles.map((c) => c.c)).toEqual([8, 9, 10, 11, 12]);
    expect(book.prependOlder([]).added).toBe(0);
  });
});

describe('mergeByOpenTime and combine', () => {
  it('keeps order and one candle per open time', () => {
    const merged = mergeByOpenTime(
      [candle(1, 1), candle(3, 3), candle(5, 5)],
      [candle(3, 30), candle(4, 40)],
    );
    expect(merged.map((c) => [c.t, c.c])).toEqual([
      [1, 1],
      [3, 30],
      [4, 40],
      [5, 5],
    ]);
  });

  it('reaches as far as the wider change', () => {
    expect(combine({ kind: 'none' }, { kind: 'from', index: 4 })).toEqual({ kind: 'from', index: 4 });
    expect(combine({ kind: 'from', index: 2 }, { kind: 'from', index: 4 })).toEqual({
      kind: 'from',
      index: 2,
    });
    expect(combine({ kind: 'from', index: 2 }, { kind: 'reset', keepView: true }).kind).toBe('reset');
  });
});
