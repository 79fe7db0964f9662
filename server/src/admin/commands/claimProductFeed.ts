// An ops connection takes a symbol over to push quotes into it (the `/ops` namespace's
// `feed:claim`), which only a product in the sandbox allows (SB2 and SB6 of server/src/orders/SPEC.md).
import type { AppContext } from '../../platform/context';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { claimMayFeed, claimSourceLabel, lockProductSandbox, takeFeedClaim } from '../../quotes';
import { writeAuditLog } from '../../audit';

export interface FeedClaim {
  adminId: number;
  symbol: string;
  /** The claim value of the connection (feedClaimant), kept while the claim lasts. */
  claimant: string;
  /** The claim lapses this long after its last batch (ms). */
  ttlMs: number;
}

/**
 * Claims `symbol` for `claimant`, audited in the same transaction: refused when the product is not
 * in the sandbox (PRODUCT_NOT_IN_SANDBOX) or another connection holds it (FORBIDDEN). Under the
 * exclusive sandbox lock, so the product cannot leave the sandbox while the claim is being made.
 */
export async function claimProductFeed(ctx: AppContext, claim: FeedClaim): Promise<void> {
  const { adminId, symbol, claimant, ttlMs } = claim;
  await withTransaction(ctx.db, async (tx) => {
    const sandbox = await lockProductSandbox(tx, symbol, 'exclusive');
    // SB6: pushed quotes never price real money; the gate lets them feed a sandbox product only.
    if (!claimMayFeed({ sandbox }, ctx.config.EXCHANGE_STREAM_URLS)) {
      throw new AppError('PRODUCT_NOT_IN_SANDBOX');
    }
    await writeAuditLog(tx, {
      adminId,
      action: 'feed.claim',
      target: { type: 'product', id: symbol },
      details: { source: claimSourceLabel(claimant) },
    });
    // Last, so that a refusal rolls the audit entry back with it.
    await takeFeedClaim(ctx, { symbol, claimant, ttlMs });
  });
}

/** Audits that `adminId`'s connection handed `symbol`'s feed back (its claim is already gone). */
export async function recordFeedRelease(ctx: AppContext, adminId: number, symbol: string): Promise<void> {
  await writeAuditLog(ctx.db, { adminId, action: 'feed.release', target: { type: 'product', id: symbol } });
}
