// An ops connection takes a symbol's feed over (tickKeys.feedClaim): the Redis side of the `/ops`
// namespace's `feed:claim`. The ops domain asks the real-money gate and audits the claim first,
// under the product's sandbox lock (admin's claimProductFeed), and calls this last.
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/AppError';
import { tickKeys } from '../../ticks/tickKeys';

export interface FeedClaimTaken {
  /** The symbol to claim. */
  symbol: string;
  /** The claim value of the claiming connection (feedClaimant), kept while the claim lasts. */
  claimant: string;
  /** The claim lapses this long after it is taken or its last batch (ms). */
  ttlMs: number;
}

/**
 * Claims the symbol for the connection, or keeps its own claim, and empties the symbol's inbox of
 * quotes queued before. Throws FORBIDDEN when another connection holds the claim.
 */
export async function takeFeedClaim(ctx: Pick<AppContext, 'redis'>, claim: FeedClaimTaken): Promise<void> {
  const { symbol, claimant, ttlMs } = claim;
  const claimed = await ctx.redis.set(tickKeys.feedClaim(symbol), claimant, 'PX', ttlMs, 'NX');
  if (!claimed && (await ctx.redis.get(tickKeys.feedClaim(symbol))) !== claimant) {
    throw new AppError('FORBIDDEN');
  }
  await ctx.redis.del(tickKeys.feedInbox(symbol));
}
