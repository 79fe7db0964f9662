// Quotes an ops connection pushes into a symbol it claimed (the `/ops` namespace's `feed:quotes`):
// queued in the symbol's inbox for its feed leader to publish (ExternalSource), each batch
// renewing the claim. Only the claim's holder may push, only into a product in the sandbox (SB6 of
// server/src/orders/SPEC.md), and only so far ahead of publishing.
import type { FeedQuotesPayload } from '@tempo/shared';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/AppError';
import { isInSandbox } from '../../catalogue/productSandbox';
import { tickKeys } from '../../ticks/tickKeys';
import { claimMayFeed, FEED_CLAIM_TTL_MS } from '../feedClaim';

/** A replay may run at most this many quotes ahead of publishing before it is told to slow down. */
const MAX_INBOX = 50_000;

export interface FeedQuotesBatch {
  /** The claimed symbol. */
  symbol: string;
  /** The claim value of the pushing connection (feedClaimant): it must hold the symbol's claim. */
  claimant: string;
  /** The quotes in the order they are to be published. */
  quotes: FeedQuotesPayload['quotes'];
}

/**
 * Queues `batch`'s quotes for the symbol's feed leader and renews the claim; answers how many were
 * queued. Throws FORBIDDEN when the connection does not hold the claim, PRODUCT_NOT_IN_SANDBOX
 * when the product takes real money, RATE_LIMITED while the inbox is full.
 */
export async function pushFeedQuotes(
  ctx: Pick<AppContext, 'db' | 'redis' | 'config'>,
  batch: FeedQuotesBatch,
): Promise<number> {
  const { symbol, claimant, quotes } = batch;
  if ((await ctx.redis.get(tickKeys.feedClaim(symbol))) !== claimant) throw new AppError('FORBIDDEN');
  // SB6: quotes for a product that takes real money are not even queued. The committed flag, not
  // the catalogue: a product that has just entered the sandbox may not show it there yet.
  const sandbox = await isInSandbox(ctx.db, symbol);
  if (!claimMayFeed({ sandbox }, ctx.config.EXCHANGE_STREAM_URLS)) {
    throw new AppError('PRODUCT_NOT_IN_SANDBOX');
  }
  if ((await ctx.redis.llen(tickKeys.feedInbox(symbol))) > MAX_INBOX) throw new AppError('RATE_LIMITED');
  await ctx.redis
    .multi()
    .rpush(tickKeys.feedInbox(symbol), ...quotes.map((quote) => JSON.stringify(quote)))
    .pexpire(tickKeys.feedClaim(symbol), FEED_CLAIM_TTL_MS)
    .exec();
  return quotes.length;
}
