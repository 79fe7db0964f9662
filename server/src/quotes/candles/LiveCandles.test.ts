import { describe, expect, it } from 'vitest';
import { LiveCandles } from './LiveCandles';

const T0 = Date.UTC(2026, 10, 20, 9, 0, 0); // a minute, five-minute and hour boundary
const tick = (secondsAfter: number, p: number, v = 1) => ({ t: T0 + secondsAfter * 1000, p, v });

describe('candles built from ticks', () => {
  it('opens, grows and closes a 1m candle at the minute boundary', () => {
    const candles = new LiveCandles(['1m']);
    candles.apply(tick(0, 100));
    candles.apply(tick(20, 104));
    candles.apply(tick(40, 98));
    expect(candles.apply(tick(59.999, 101)).closed).toEqual([]);
    const { closed } = candles.apply(tick(60, 102, 2));
    expect(closed).toEqual([
      { interval: '1m', candle: { t: T0, o: 100, h: 104, l: 98, c: 101, v: 4, q: 403 } },
    ]);
    expect(candles.current('1m')).toEqual({ t: T0 + 60_000, o: 102, h: 102, l: 102, c: 102, v: 2, q: 204 });
  });

  it('puts a tick exactly on a boundary into the new candle, not the old one', () => {
    const candles = new LiveCandles(['5m']);
    candles.apply(tick(299.999, 100));
    const { closed } = candles.apply(tick(300, 200));
    expect(closed[0]!.candle).toMatchObject({ t: T0, c: 100 });
    expect(candles.current('5m')).toMatchObject({ t: T0 + 300_000, o: 200 });
  });

  it('leaves empty minutes without a candle: the next tick opens its own minute', () => {
    const candles = new LiveCandles(['1m']);
    candles.apply(tick(10, 100));
    const { closed } = candles.apply(tick(3 * 60 + 5, 110));
    expect(closed).toHaveLength(1);
    expect(closed[0]!.candle.t).toBe(T0);
    expect(candles.current('1m')!.t).toBe(T0 + 3 * 60_000);
  });

  it('builds every interval from the same ticks and closes each at its own boundary', () => {
    const candles = new LiveCandles();
    candles.apply(tick(0, 100));
    candles.apply(tick(61, 101));
    const hour = candles.apply(tick(3600, 102));
    expect(hour.closed.map((close) => close.interval)).toEqual(['1m', '5m', '15m', '30m', '1h']);
    expect(hour.closed.find((close) => close.interval === '1h')!.candle).toMatchObject({
      t: T0,
      o: 100,
      c: 101,
      v: 2,
    });
    expect(candles.current('4h')).toMatchObject({
      t: Date.UTC(2026, 10, 20, 8),
      o: 100,
      h: 102,
      c: 102,
      v: 3,
    });
    expect(candles.current('1d')).toMatchObject({ t: Date.UTC(2026, 10, 20), v: 3 });
  });

  it('a late tick inside the live candle widens high, low and volume but keeps the close', () => {
    const candles = new LiveCandles(['1m', '5m']);
    candles.apply(tick(10, 100));
    candles.apply(tick(30, 101));
    const late = candles.apply(tick(20, 90, 3));
    expect(late).toEqual({ closed: [], inOrder: false, dropped: false });
    expect(candles.current('1m')).toMatchObject({ o: 100, h: 101, l: 90, c: 101, v: 5 });
    expect(candles.current('5m')).toMatchObject({ l: 90, c: 101, v: 5 });
    expect(candles.lastTickTs).toBe(T0 + 30_000);
  });

  it('drops a late tick whose candle has already closed, and counts it', () => {
    const candles = new LiveCandles(['1m']);
    candles.apply(tick(10, 100));
    candles.apply(tick(70, 105));
    const late = candles.apply(tick(50, 50));
    expect(late.dropped).toBe(true);
    expect(candles.droppedLate).toBe(1);
    expect(candles.current('1m')).toMatchObject({ t: T0 + 60_000, l: 105 });
  });

  it('treats a tick with the same time as the last one as in order', () => {
    const candles = new LiveCandles(['1m']);
    candles.apply(tick(10, 100));
    expect(candles.apply(tick(10, 99)).inOrder).toBe(true);
    expect(candles.current('1m')).toMatchObject({ c: 99, l: 99 });
  });

  it('resumes from a stored live candle so a new feed leader continues the same bar', () => {
    const resumed = new LiveCandles(['1m'], {
      live: { '1m': { t: T0, o: 100, h: 100, l: 100, c: 100, v: 1, q: 100 } },
      lastTs: T0 + 5_000,
    });
    resumed.apply(tick(30, 103));
    expect(resumed.current('1m')).toMatchObject({ t: T0, o: 100, h: 103, c: 103, v: 2 });
  });
});
