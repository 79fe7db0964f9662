// A product's sandbox state under its sandbox lock (rules SB1–SB4 of server/src/orders/SPEC.md).
// Placement of real-balance orders holds the lock shared while it decides and inserts; entering or
// leaving the sandbox and claiming a product for pushed quotes hold it exclusively. So a product
// cannot enter the sandbox between placement's look at it and the order's commit, and the open
// orders counted on entering include every real order that could ever have been placed.
//
// The lock is a transaction-scoped advisory lock (two-key form, its own key space), not a row lock:
// placement takes it on every batch, and an advisory lock writes nothing to the products row.
import type { Queryable } from '../../platform/db/pool';
import type { FeedSourceName } from './Product';

/** First key of every product sandbox lock; the second is the symbol's hash. */
const SANDBOX_LOCK_CLASS = 7_301;

/**
 * Takes `symbol`'s sandbox lock until the transaction ends (`share` for placement, `exclusive` for
 * a change of the sandbox or of who feeds the product) and returns whether the product is in the
 * sandbox as committed once the lock is held. Must run inside a transaction.
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
  const { rows } = await tx.query<{ sandbox: boolean }>({
    name: 'read-product-sandbox',
    text: 'SELECT sandbox FROM products WHERE symbol = $1',
    values: [symbol],
  });
  return rows[0]?.sandbox ?? false;
}

export interface SandboxRow {
  sandbox: boolean;
  feedSource: FeedSourceName;
}

/** The product's sandbox flag and feed source, its row locked for a change; null when unknown. */
export async function readSandboxForUpdate(tx: Queryable, symbol: string): Promise<SandboxRow | null> {
  const { rows } = await tx.query<SandboxRow>(
    `SELECT sandbox, feed_source AS "feedSource" FROM products WHERE symbol = $1 FOR UPDATE`,
    [symbol],
  );
  return rows[0] ?? null;
}

/** Sets the product's sandbox flag; call under the exclusive sandbox lock, after the checks. */
export async function writeSandbox(tx: Queryable, symbol: string, on: boolean): Promise<void> {
  await tx.query('UPDATE products SET sandbox = $2, updated_at = now() WHERE symbol = $1', [symbol, on]);
}
