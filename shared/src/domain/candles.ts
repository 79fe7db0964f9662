// Candles built from ticks. The server builds the authoritative ones; the client folds live ticks
// into the last candle with the same function, so both sides draw the same bar.

export const INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d'] as const;
export type Interval = (typeof INTERVALS)[number];

const MINUTE = 60_000;
/** Length of each interval in milliseconds. Buckets align to the Unix epoch, so days are UTC days. */
export const INTERVAL_MS: Record<Interval, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1_440 * MINUTE,
};

export function isInterval(value: unknown): value is Interval {
  return typeof value === 'string' && (INTERVALS as readonly string[]).includes(value);
}

/** One price change: symbol, price, server timestamp (epoch ms) and traded volume. */
export interface Tick {
  s: string;
  p: number;
  t: number;
  v: number;
}

/** An OHLC bar: open time (epoch ms), open, high, low, close, volume and turnover (Σ price × volume). */
export interface Candle {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
  q: number;
}

/** Open time of the bucket of `interval` that holds `ts`. */
export function bucketStart(ts: number, interval: Interval): number {
  const size = INTERVAL_MS[interval];
  return Math.floor(ts / size) * size;
}

/** A candle opened by a single tick. */
export function candleFromTick(tick: Pick<Tick, 'p' | 't' | 'v'>, interval: Interval): Candle {
  return {
    t: bucketStart(tick.t, interval),
    o: tick.p,
    h: tick.p,
    l: tick.p,
    c: tick.p,
    v: tick.v,
    q: tick.p * tick.v,
  };
}

/**
 * The candle after an in-order tick: the same bucket grows, a later bucket starts a new candle
 * (and `closed` is the previous one). Buckets without ticks get no candle. The caller guarantees
 * ticks arrive in time order; see LiveCandles on the server for late ones.
 */
export function foldTick(
  live: Candle | null,
  tick: Pick<Tick, 'p' | 't' | 'v'>,
  interval: Interval,
): { live: Candle; closed: Candle | null } {
  const start = bucketStart(tick.t, interval);
  if (!live || start > live.t) return { live: candleFromTick(tick, interval), closed: live };
  return {
    live: {
      t: live.t,
      o: live.o,
      h: Math.max(live.h, tick.p),
      l: Math.min(live.l, tick.p),
      c: tick.p,
      v: live.v + tick.v,
      q: live.q + tick.p * tick.v,
    },
    closed: null,
  };
}

/** Rounds a price to the product's number of decimals, so equal prices compare equal exactly. */
export function roundPrice(price: number, precision: number): number {
  const factor = 10 ** precision;
  return Math.round(price * factor) / factor;
}
