// A fresh install has no chart history, and a chart with one candle tells a trader nothing. When a
// simulated product has no candles at all, its feed first writes a day of simulated 1-minute
// history (and the coarser intervals built from it) ending at the price the live walk starts
// from. Only simulated products get this: a replayed or exchange-fed product shows real data only.
import { INTERVALS, roundPrice } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';
import type { Product } from '../catalogue/Product';
import { saveClosedCandles } from '../candles/candlesRepo';
import { LiveCandles, type CandleClose } from '../candles/LiveCandles';
import { createWalk, seedFrom } from './SimulatorSource';

const MINUTE = 60_000;
const STEPS_PER_MINUTE = 12;
const INSERT_BATCH = 500;

/** Whether the product has any stored candle. */
export async function hasHistory(db: Queryable, symbol: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM candles WHERE symbol = $1 LIMIT 1', [symbol]);
  return Boolean(rowCount);
}

/**
 * Writes `hours` of simulated candles ending at the minute before `now`, skipping minutes when
 * the market was closed. The walk is seeded, so two installs with the same seed agree.
 */
export async function backfillHistory(
  db: Queryable,
  product: Product,
  options: { seed: string; now: number; hours: number; isOpen: (ts: number) => boolean },
): Promise<number> {
  const end = Math.floor(options.now / MINUTE) * MINUTE;
  const start = end - options.hours * 60 * MINUTE;
  const walk = createWalk({
    seed: seedFrom(`${options.seed}:${product.symbol}:history`),
    startPrice: product.simulator.startPrice,
    volatility: product.simulator.volatility,
    tickVolume: product.simulator.tickVolume * 20,
    precision: 12,
    intervalMs: [MINUTE / STEPS_PER_MINUTE, MINUTE / STEPS_PER_MINUTE],
  });
  const steps: { t: number; p: number; v: number }[] = [];
  for (let minute = start; minute < end; minute += MINUTE) {
    if (!options.isOpen(minute)) continue;
    for (let step = 0; step < STEPS_PER_MINUTE; step++) {
      const next = walk();
      steps.push({ t: minute + step * (MINUTE / STEPS_PER_MINUTE), p: next.price, v: next.volume });
    }
  }
  const last = steps.at(-1);
  if (!last) return 0;
  // Scale the whole path so it ends where the live walk begins: no jump at the seam.
  const scale = product.simulator.startPrice / last.p;
  const candles = new LiveCandles(INTERVALS);
  const closes: CandleClose[] = [];
  for (const step of steps) {
    closes.push(
      ...candles.apply({ t: step.t, p: roundPrice(step.p * scale, product.precision), v: step.v }).closed,
    );
  }
  // The last simulated minute is over too; live ticks open the next one. (Coarser buckets still
  // open are left to the live feed, which opens them afresh.)
  const lastMinute = candles.current('1m');
  if (lastMinute) closes.push({ interval: '1m', candle: lastMinute });
  for (let i = 0; i < closes.length; i += INSERT_BATCH) {
    await saveClosedCandles(db, product.symbol, closes.slice(i, i + INSERT_BATCH));
  }
  return closes.length;
}
