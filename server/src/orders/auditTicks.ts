// S8: keeps, on every settled order, the ticks that decided it — entry and exit with up to three
// on each side — taken from the tick stream a moment after settlement (when ticks after the exit
// exist), in one pass per symbol.
import type { RecordedTick, Tick } from '@tempo/shared';
import type { Db } from '../platform/db/pool';
import type { TickStore } from '../quotes';

const SIDE = 3;
const MARGIN_MS = 60_000;
const BATCH = 1_000;

interface Pending {
  id: number;
  symbol: string;
  entryTs: number;
  entryPrice: number;
  exitTs: number | null;
  exitPrice: number | null;
}

/** The ticks around one tick of `ticks` (publishing order): up to `SIDE` before it, itself, `SIDE` after. */
export function around(ticks: readonly Tick[], ts: number, price: number): RecordedTick[] {
  let index = ticks.findIndex((tick) => tick.t === ts && tick.p === price);
  if (index === -1) index = ticks.findIndex((tick) => tick.t >= ts);
  if (index === -1) return [];
  return ticks.slice(Math.max(0, index - SIDE), index + SIDE + 1).map((tick) => ({ t: tick.t, p: tick.p }));
}

/** Fills the audit ticks of orders settled at least `settledBeforeMs` ago; returns how many. */
export async function recordAuditTicks(db: Db, ticks: TickStore, settledBeforeMs: number): Promise<number> {
  const { rows } = await db.query<Pending>(
    `SELECT id, symbol, entry_ts AS "entryTs", entry_price AS "entryPrice", exit_ts AS "exitTs",
            exit_price AS "exitPrice"
     FROM orders WHERE audit_ticks IS NULL AND status <> 'open' AND settled_at < now() - make_interval(secs => $1)
     ORDER BY settled_at LIMIT $2`,
    [settledBeforeMs / 1000, BATCH],
  );
  const bySymbol = new Map<string, Pending[]>();
  for (const order of rows) bySymbol.set(order.symbol, [...(bySymbol.get(order.symbol) ?? []), order]);
  for (const [symbol, orders] of bySymbol) {
    const from = Math.min(...orders.map((order) => order.entryTs)) - MARGIN_MS;
    const to = Math.max(...orders.map((order) => order.exitTs ?? order.entryTs)) + MARGIN_MS;
    const known = await ticks.between(symbol, from, to, 1_000_000);
    const audits = orders.map((order) => ({
      id: order.id,
      audit: {
        entry: around(known, order.entryTs, order.entryPrice),
        exit:
          order.exitTs === null || order.exitPrice === null
            ? []
            : around(known, order.exitTs, order.exitPrice),
      },
    }));
    await db.query(
      `UPDATE orders o SET audit_ticks = a.audit
       FROM unnest($1::bigint[], $2::jsonb[]) AS a (id, audit) WHERE o.id = a.id`,
      [audits.map((audit) => audit.id), audits.map((audit) => JSON.stringify(audit.audit))],
    );
  }
  return rows.length;
}
