// Puts a product in the sandbox or takes it out (rules SB1–SB4 of server/src/orders/SPEC.md).
import type { AppContext } from '../../platform/context';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/AppError';
import { countOpenOrdersOnProduct } from '../../orders';
import {
  Catalogue,
  LIVE_FEED_SOURCES,
  lockProductSandbox,
  readSandboxForUpdate,
  tickKeys,
  writeSandbox,
} from '../../quotes';
import { writeAuditLog } from '../auditLog';
import type { Actor } from './actor';

/**
 * Switches `symbol`'s sandbox to `on`, audited in the same transaction; answers whether it changed
 * (asking for the state it is already in changes nothing). Entering needs no real-balance order
 * open (SB1); leaving needs no ops claim, the product's live source back, and every order on it
 * settled (SB3). Under the exclusive sandbox lock, so no placement or claim can slip in between.
 */
export async function setProductSandbox(
  ctx: AppContext,
  actor: Actor,
  symbol: string,
  on: boolean,
): Promise<{ changed: boolean }> {
  const changed = await withTransaction(ctx.db, async (tx) => {
    await lockProductSandbox(tx, symbol, 'exclusive');
    const product = await readSandboxForUpdate(tx, symbol);
    if (!product) throw new AppError('UNKNOWN_SYMBOL');
    if (product.sandbox === on) return false;
    const open = await countOpenOrdersOnProduct(tx, symbol);
    if (on && open.real > 0) throw new AppError('REAL_ORDERS_OPEN');
    if (!on) {
      // A claim is made under the same lock, so none can appear before this commits.
      const claimed = (await ctx.redis.exists(tickKeys.feedClaim(symbol))) > 0;
      if (claimed || !LIVE_FEED_SOURCES.includes(product.feedSource)) {
        throw new AppError('SANDBOX_FEED_ACTIVE');
      }
      if (open.real + open.demo > 0) throw new AppError('SANDBOX_ORDERS_OPEN');
    }
    await writeSandbox(tx, symbol, on);
    await writeAuditLog(tx, {
      adminId: actor.adminId,
      action: on ? 'product.sandbox.enter' : 'product.sandbox.leave',
      target: { type: 'product', id: symbol },
      details: { sandbox: on },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return true;
  });
  if (changed) await Catalogue.announceChange(ctx);
  return { changed };
}
