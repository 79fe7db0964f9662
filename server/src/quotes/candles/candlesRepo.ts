import type { Candle, Interval } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

/** Stores closed candles; a candle written twice (a leader handing over mid-minute) keeps the last write. */
export async function saveClosedCandles(
  db: Queryable,
  symbol: string,
  closes: { interval: Interval; candle: Candle }[],
): Promise<void> {
  if (!closes.length) return;
  const values: (string | number)[] = [];
  const rows = closes.map(({ interval, candle }, index) => {
    const base = index * 9;
    values.push(symbol, interval, candle.t, candle.o, candle.h, candle.l, candle.c, candle.v, candle.q);
    return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}, $${base + 8}, $${base + 9})`;
  });
  await db.query(
    `INSERT INTO candles (symbol, interval, open_time, open, high, low, close, volume, turnover)
     VALUES ${rows.join(', ')}
     ON CONFLICT (symbol, interval, open_time) DO UPDATE SET
       open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low, close = EXCLUDED.close,
       volume = EXCLUDED.volume, turnover = EXCLUDED.turnover`,
    values,
  );
}

const CANDLE_COLUMNS =
  'open_time AS t, open AS o, high AS h, low AS l, close AS c, volume AS v, turnover AS q';

/** Up to `limit` closed candles opened before `before` (epoch ms), oldest first. */
export async function findCandlesBefore(
  db: Queryable,
  symbol: string,
  interval: Interval,
  before: number,
  limit: number,
): Promise<Candle[]> {
  const { rows } = await db.query<Candle>(
    `SELECT ${CANDLE_COLUMNS}
     FROM (
       SELECT * FROM candles WHERE symbol = $1 AND interval = $2 AND open_time < $3
       ORDER BY open_time DESC LIMIT $4
     ) newest
     ORDER BY open_time`,
    [symbol, interval, before, limit],
  );
  return rows;
}

/** Closed candles opened at or after `from` (epoch ms), oldest first. */
export async function findCandlesSince(
  db: Queryable,
  symbol: string,
  interval: Interval,
  from: number,
): Promise<Candle[]> {
  const { rows } = await db.query<Candle>(
    `SELECT ${CANDLE_COLUMNS}
     FROM candles WHERE symbol = $1 AND interval = $2 AND open_time >= $3 ORDER BY open_time`,
    [symbol, interval, from],
  );
  return rows;
}
