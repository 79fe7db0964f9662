// Who holds a symbol's ops claim (tickKeys.feedClaim): one ops connection, named by the admin's
// username so that every tick it feeds can say who produced it (`external:<username>`), and
// whether pushed quotes may feed a product at all (the gate's answer: only in the sandbox, SB6).
import type { Redis } from '../../platform/redis';
import { mayFeedProduct } from '../catalogue/realMoneySources';
import { tickKeys } from '../ticks/tickKeys';

/** A claim lapses this long after it was made or its last batch (ms), so a crashed replay hands the symbol back. */
export const FEED_CLAIM_TTL_MS = 30_000;

/**
 * Whether quotes an ops connection pushes may feed `product` now. The gate never lets them price
 * real money, so only a product in the sandbox; the claim, the quotes' way in and the feed all ask.
 */
export function claimMayFeed(product: { sandbox: boolean }, allowedStreams: readonly string[]): boolean {
  return mayFeedProduct(product, { source: 'claim' }, allowedStreams);
}

/** Whether an ops connection holds `symbol`'s claim now. */
export async function isFeedClaimed(redis: Redis, symbol: string): Promise<boolean> {
  return (await redis.exists(tickKeys.feedClaim(symbol))) > 0;
}

/** The claim value of one ops connection; compared whole, so it must be built the same way each time. */
export function feedClaimant(username: string, connectionId: string): string {
  return JSON.stringify({ by: username, conn: connectionId });
}

/** The source label of ticks fed by a claim: `external:<ops username>` (`external` if unreadable). */
export function claimSourceLabel(claimant: string | null): string {
  try {
    const { by } = JSON.parse(claimant ?? '') as { by?: unknown };
    return typeof by === 'string' ? `external:${by}` : 'external';
  } catch {
    return 'external';
  }
}
