// Placement of a countdown order (rules P1–P5 of ../SPEC.md).
import type { Balances, OrderView, PlaceOrderBody } from '@tempo/shared';
import { getBalances, postLedgerEntry } from '../../ledger';
import type { AppContext } from '../../platform/context';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/AppError';
import type { AuthUser } from '../../platform/http/requestTypes';
import type { Catalogue } from '../../quotes';
import { countOpenOrders, findOrderByKey, insertOrder } from '../ordersRepo';
import type { UserEvents } from '../../realtime/UserEvents';
import type { SettlementScheduler } from '../SettlementScheduler';
import type { TickWaiter } from '../TickWaiter';

export interface PlacementServices {
  catalogue: Catalogue;
  tickWaiter: TickWaiter;
  scheduler: SettlementScheduler;
  userEvents: UserEvents;
}

type Request = Required<PlaceOrderBody>;

/** Thrown inside the transaction when a concurrent request with the same key committed first. */
class SameKeyRace extends Error {}

export async function placeOrder(
  ctx: AppContext,
  services: PlacementServices,
  user: AuthUser,
  request: Request,
  idempotencyKey: string,
): Promise<OrderView> {
  const repeat = await findOrderByKey(ctx.db, user.id, idempotencyKey);
  if (repeat) return sameRequestOrRefuse(repeat, request);

  // P2: refusals that need no price.
  const product = services.catalogue.get(request.symbol);
  if (!product) throw new AppError('UNKNOWN_SYMBOL');
  if (product.maintenance) throw new AppError('UNDER_MAINTENANCE');
  if (!services.catalogue.hoursOf(product, Date.now()).open) throw new AppError('MARKET_CLOSED');
  const option = product.countdowns.find((countdown) => countdown.durationSec === request.durationSec);
  if (!option) throw new AppError('UNKNOWN_DURATION', { field: 'durationSec' });
  if (request.amount < option.minAmount || request.amount > option.maxAmount) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amount' });
  }
  await assertRate(ctx, user.id);
  const bucket = request.account === 'demo' ? 'demo' : 'available';
  const before = await getBalances(ctx.db, user.id);
  // An early answer for an obvious shortfall; the ledger's conditional debit decides for real.
  if (!before || before[bucket] < request.amount) throw new AppError('INSUFFICIENT_BALANCE');

  // P3: the entry spot is the first tick after acceptance.
  const acceptedAt = Date.now();
  const entry = await services.tickWaiter.firstTickAfter(
    product.symbol,
    acceptedAt,
    ctx.config.FEED_STALE_MS,
  );
  if (!entry) throw new AppError('FEED_UNAVAILABLE');

  let placed: { order: OrderView; balances: Balances };
  try {
    placed = await withTransaction(ctx.db, async (tx) => {
      // P5: the unique (user, key) index refuses a twin here, before any money moves.
      const order = await insertOrder(tx, {
        userId: user.id,
        account: request.account,
        symbol: product.symbol,
        direction: request.direction,
        amount: request.amount,
        durationSec: request.durationSec,
        payoutBps: option.payoutBps,
        idempotencyKey,
        entryPrice: entry.p,
        entryTs: entry.t,
      });
      if (!order) throw new SameKeyRace();
      // P4: the debit locks the balance row, so the open-order count below (which includes this
      // order) cannot race another placement of the same user.
      const { balances } = await postLedgerEntry(tx, {
        userId: user.id,
        bucket,
        kind: 'order_stake',
        amount: -request.amount,
        ref: { type: 'order', id: order.id },
      });
      if ((await countOpenOrders(tx, user.id)) > ctx.config.MAX_OPEN_ORDERS) {
        throw new AppError('TOO_MANY_OPEN_ORDERS');
      }
      return { order, balances };
    });
  } catch (error) {
    // P5: a simultaneous twin won; answer with its order.
    if (!(error instanceof SameKeyRace)) throw error;
    return sameRequestOrRefuse((await findOrderByKey(ctx.db, user.id, idempotencyKey))!, request);
  }

  const { order, balances } = placed;
  await services.scheduler.schedule(order.symbol, order.expiryTs);
  services.userEvents.opened(user.id, order);
  services.userEvents.balance(user.id, balances);
  return order;
}

function sameRequestOrRefuse(order: OrderView & { userId?: number }, request: Request): OrderView {
  const same =
    order.symbol === request.symbol &&
    order.direction === request.direction &&
    order.amount === request.amount &&
    order.durationSec === request.durationSec &&
    order.account === request.account;
  if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const { userId: _userId, ...view } = order;
  return view;
}

async function assertRate(ctx: AppContext, userId: number): Promise<void> {
  const key = `orders:rate:${userId}:${Math.floor(Date.now() / 1000)}`;
  const [[, count]] = (await ctx.redis.multi().incr(key).expire(key, 2).exec()) as [[null, number], unknown];
  if (count > ctx.config.ORDERS_PER_SECOND_PER_USER) throw new AppError('RATE_LIMITED');
}
