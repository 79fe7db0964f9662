// Puts a product in the sandbox or takes it out (rules SB1–SB4 and SB6 of server/src/orders/SPEC.md).
import type { AppContext } from '../../platform/context';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { countOpenOrdersOnProduct } from '../../orders';
import {
  awaitFeedFitForRealMoney,
  Catalogue,
  feedRefusedOnLeaving,
  isFeedClaimed,
  lockProductSandbox,
  readSandboxForUpdate,
  runningFeedMayPriceRealMoney,
  writeSandbox,
} from '../../quotes';
import { writeAuditLog, type Actor } from '../../audit';

/**
 * Switches `symbol`'s sandbox to `on`, audited in the same transaction; answers whether it changed
 * (asking for the state it is already in changes nothing). Entering needs no real-balance order
 * open (SB1); leaving needs no ops claim, a source the real-money gate allows (SB6), every order
 * on it settled (SB3), and the feed running that source. Under the exclusive sandbox lock, so no
 * placement or claim can slip in between.
 */
export async function setProductSandbox(
  ctx: AppContext,
  actor: Actor,
  symbol: string,
  on: boolean,
): Promise<{ changed: boolean }> {
  const allowedStreams = ctx.config.EXCHANGE_STREAM_URLS;
  // Outside the lock, so placements on other products are not held while the feed switches.
  if (!on) await awaitFeedFitForRealMoney(ctx.db, ctx.redis, symbol, allowedStreams);
  const changed = await withTransaction(ctx.db, async (tx) => {
    await lockProductSandbox(tx, symbol, 'exclusive');
    const product = await readSandboxForUpdate(tx, symbol);
    if (!product) throw new AppError('UNKNOWN_SYMBOL');
    if (product.sandbox === on) return false;
    const open = await countOpenOrdersOnProduct(tx, symbol);
    if (on && open.real > 0) throw new AppError('REAL_ORDERS_OPEN');
    if (!on) {
      // A claim is made under the same lock, so none can appear before this commits.
      if (await isFeedClaimed(ctx.redis, symbol)) throw new AppError('SANDBOX_FEED_ACTIVE');
      // SB6: leaving puts the feed under real money, so the gate must allow it.
      const refusal = feedRefusedOnLeaving(product.feed, allowedStreams);
      if (refusal) throw new AppError(refusal);
      if (open.real + open.demo > 0) throw new AppError('SANDBOX_ORDERS_OPEN');
      // The feed switches on its own loop about a second after a change: until its leader reports
      // what the gate allows, the old source (a replay, ops' stream) may still be publishing.
      if (!(await runningFeedMayPriceRealMoney(ctx.redis, symbol, product.feed, allowedStreams))) {
        throw new AppError('SANDBOX_FEED_SWITCHING');
      }
    }
    await writeSandbox(tx, symbol, on);
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: on ? 'product.sandbox.enter' : 'product.sandbox.leave',
      target: { type: 'product', id: symbol },
      // Leaving puts the feed under real money: the entry says which.
      details: on ? { sandbox: on } : { sandbox: on, feed: product.feed },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return true;
  });
  if (changed) await Catalogue.announceChange(ctx);
  return { changed };
}
