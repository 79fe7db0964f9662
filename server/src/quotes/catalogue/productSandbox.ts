// A product's sandbox state under its sandbox lock (rules SB1–SB7 of server/src/orders/SPEC.md).
// Placement of real-balance orders holds the lock shared while it decides and inserts; entering or
// leaving the sandbox, claiming a product for pushed quotes and changing its price settings hold
// it exclusively. So a product cannot enter the sandbox, nor its prices be reshaped, between
// placement's look at it and the order's commit, and the open orders counted under the lock
// include every real order that could ever have been placed.
//
// The lock is a transaction-scoped advisory lock (two-key form, its own key space), not a row lock:
// placement takes it on every batch, and an advisory lock writes nothing to the products row.
import type { Queryable } from '../../platform/db/pool';
import type { FeedSourceName } from './Product';
import { mayPriceRealMoney } from './realMoneySources';

/** First key of every product sandbox lock; the second is the symbol's hash. */
const SANDBOX_LOCK_CLASS = 7_301;

/**
 * Takes `symbol`'s sandbox lock until the transaction ends (`share` for placement, `exclusive` for
 * a change of the sandbox, of who feeds the product or of its price settings) and returns whether
 * the product is in the sandbox as committed once the lock is held. Must run inside a transaction.
 */
export async function lockProductSandbox(
  tx: Queryable,
  symbol: string,
  mode: 'share' | 'exclusive',
): Promise<boolean> {
  await tx.query({
    name: `lock-product-sandbox-${mode}`,
    text:
      mode === 'share'
        ? 'SELECT pg_advisory_xact_lock_shared($1, hashtext($2))'
        : 'SELECT pg_advisory_xact_lock($1, hashtext($2))',
    values: [SANDBOX_LOCK_CLASS, symbol],
  });
  // A statement of its own: its snapshot is taken after the lock is held (READ COMMITTED), so it
  // sees whatever the last holder of the exclusive lock committed.
  return isInSandbox(tx, symbol);
}

/** Whether the product is in the sandbox as last committed (false when unknown); takes no lock. */
export async function isInSandbox(db: Queryable, symbol: string): Promise<boolean> {
  const { rows } = await db.query<{ sandbox: boolean }>({
    name: 'read-product-sandbox',
    text: 'SELECT sandbox FROM products WHERE symbol = $1',
    values: [symbol],
  });
  return rows[0]?.sandbox ?? false;
}

export interface SandboxRow {
  sandbox: boolean;
  /** Its feed source and options, and when they last changed (epoch ms; null if never since seeding). */
  feed: { source: FeedSourceName; options: Record<string, unknown>; setAt: number | null };
}

const SANDBOX_ROW = `SELECT sandbox,
         json_build_object('source', feed_source, 'options', feed_options,
                           'setAt', (extract(epoch FROM feed_set_at) * 1000)::float8) AS feed
  FROM products WHERE symbol = $1`;

/** The product's sandbox flag and feed, its row locked for a change; null when unknown. */
export async function readSandboxForUpdate(tx: Queryable, symbol: string): Promise<SandboxRow | null> {
  const { rows } = await tx.query<SandboxRow>(`${SANDBOX_ROW} FOR UPDATE`, [symbol]);
  return rows[0] ?? null;
}

/** The product's sandbox flag and feed as last committed, without a lock; null when unknown. */
export async function readSandbox(db: Queryable, symbol: string): Promise<SandboxRow | null> {
  const { rows } = await db.query<SandboxRow>(SANDBOX_ROW, [symbol]);
  return rows[0] ?? null;
}

/**
 * Why a product may not leave the sandbox with `feed` as its source, or null when it may: leaving
 * puts the feed under real money, so the gate must allow it (SB6). A replay still feeds it
 * (SANDBOX_FEED_ACTIVE, SB3), or any other source the gate refuses, such as an exchange stream the
 * deployment does not list (SANDBOX_SOURCE_NOT_ALLOWED).
 */
export function feedRefusedOnLeaving(
  feed: SandboxRow['feed'],
  allowedStreams: readonly string[],
): 'SANDBOX_FEED_ACTIVE' | 'SANDBOX_SOURCE_NOT_ALLOWED' | null {
  if (feed.source === 'replay') return 'SANDBOX_FEED_ACTIVE';
  return mayPriceRealMoney(feed, allowedStreams) ? null : 'SANDBOX_SOURCE_NOT_ALLOWED';
}

/** Sets the product's sandbox flag; call under the exclusive sandbox lock, after the checks. */
export async function writeSandbox(tx: Queryable, symbol: string, on: boolean): Promise<void> {
  await tx.query('UPDATE products SET sandbox = $2, updated_at = now() WHERE symbol = $1', [symbol, on]);
}
