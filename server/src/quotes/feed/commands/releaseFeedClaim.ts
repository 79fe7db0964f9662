// An ops connection hands a symbol it claimed back to the symbol's own source (the `/ops`
// namespace's `feed:release`), once the feed has published what the connection queued.
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/AppError';
import { tickKeys } from '../../ticks/tickKeys';

/** The longest the release waits for the inbox to empty (ms); what is left then is dropped. */
const RELEASE_DRAIN_MS = 10_000;
/** How often the release looks at the inbox while it waits (ms). */
const DRAIN_POLL_MS = 50;

export interface FeedClaimRelease {
  /** The claimed symbol. */
  symbol: string;
  /** The claim value of the releasing connection (feedClaimant): it must hold the symbol's claim. */
  claimant: string;
}

/**
 * Waits until the symbol's feed leader has published the queued quotes (at most RELEASE_DRAIN_MS),
 * then deletes the claim and the inbox. Throws FORBIDDEN when the connection does not hold the claim.
 */
export async function releaseFeedClaim(
  ctx: Pick<AppContext, 'redis'>,
  release: FeedClaimRelease,
): Promise<void> {
  const { symbol, claimant } = release;
  if ((await ctx.redis.get(tickKeys.feedClaim(symbol))) !== claimant) throw new AppError('FORBIDDEN');
  const deadline = Date.now() + RELEASE_DRAIN_MS;
  while (Date.now() < deadline && (await ctx.redis.llen(tickKeys.feedInbox(symbol))) > 0) {
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
  }
  await ctx.redis.del(tickKeys.feedClaim(symbol), tickKeys.feedInbox(symbol));
}
