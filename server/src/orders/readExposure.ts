// The ops exposure view: what the platform would owe if every open real order won, and what
// today's settlements took and paid.
import {
  SETTLED_STATUSES,
  cents,
  winningPayout,
  type ExposureGroup,
  type ExposureView,
  type SettledStatus,
} from '@tempo/shared';
import type { Db } from '../platform/db/pool';
import { withTransaction } from '../platform/db/transaction';
import {
  listOpenRealStakes,
  platformNow,
  sumRealSettledSince,
  type OpenStakeRow,
  type SettledRow,
} from './exposureRepo';

type OpenFigures = ExposureView['open']['total'];
type SettledFigures = ExposureView['today']['byOutcome'][SettledStatus];

/**
 * Reads the exposure as of one instant: every query sees the same snapshot, so an order settling
 * meanwhile counts as open or as settled today, never both or neither. `timeZone` (an IANA name,
 * PLATFORM_TZ) decides where today starts.
 */
export async function readExposure(db: Db, timeZone: string): Promise<ExposureView> {
  return withTransaction(db, async (client) => {
    await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const now = await platformNow(client, timeZone);
    const stakes = await listOpenRealStakes(client);
    const settled = await sumRealSettledSince(client, now.dayStart);
    return {
      asOf: now.now.toISOString(),
      open: openExposure(stakes),
      today: { ...settledTotals(settled), day: now.day, timeZone, since: now.dayStart.toISOString() },
    };
  });
}

/** Folds rows of equal stake and rate (ordered by symbol, minute, direction) into the view's groups and totals. */
function openExposure(rows: readonly OpenStakeRow[]): ExposureView['open'] {
  const groups: ExposureGroup[] = [];
  const products = new Map<string, OpenFigures & { symbol: string }>();
  const total = emptyOpen();
  for (const row of rows) {
    const expiryMinute = new Date(row.expiryMinuteTs).toISOString();
    let group = groups.at(-1);
    if (
      !group ||
      group.symbol !== row.symbol ||
      group.direction !== row.direction ||
      group.expiryMinute !== expiryMinute
    ) {
      group = { symbol: row.symbol, direction: row.direction, expiryMinute, ...emptyOpen() };
      groups.push(group);
    }
    let product = products.get(row.symbol);
    if (!product) {
      product = { symbol: row.symbol, ...emptyOpen() };
      products.set(row.symbol, product);
    }
    // S4 per order: each one's winnings round down on their own.
    const stake = cents(row.amount * row.count);
    const payoutIfWon = cents(winningPayout(row.amount, row.payoutBps) * row.count);
    for (const figures of [group, product, total]) {
      figures.count += row.count;
      figures.stake = cents(figures.stake + stake);
      figures.payoutIfWon = cents(figures.payoutIfWon + payoutIfWon);
    }
  }
  return { groups, products: [...products.values()], total };
}

/** Adds up the outcomes of today's settled orders; the platform keeps what it did not pay back. */
function settledTotals(
  rows: readonly SettledRow[],
): Omit<ExposureView['today'], 'day' | 'timeZone' | 'since'> {
  const byOutcome = Object.fromEntries(SETTLED_STATUSES.map((status) => [status, emptySettled()])) as Record<
    SettledStatus,
    SettledFigures
  >;
  const all = emptySettled();
  for (const row of rows) {
    byOutcome[row.status] = { count: row.count, stake: row.stake, paidOut: row.paidOut };
    all.count += row.count;
    all.stake = cents(all.stake + row.stake);
    all.paidOut = cents(all.paidOut + row.paidOut);
  }
  return { ...all, byOutcome, platformPnl: all.stake - all.paidOut };
}

const emptyOpen = (): OpenFigures => ({ count: 0, stake: 0, payoutIfWon: 0 });
const emptySettled = (): SettledFigures => ({ count: 0, stake: 0, paidOut: 0 });
