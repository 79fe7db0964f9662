// Placement of a countdown order (rules P1–P5 and SB1 of ../SPEC.md).
import type { CountdownOption, OrderView, PlaceOrderBody } from '@tempo/shared';
import { limitRefusalError } from '../../limits';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/AppError';
import type { AuthUser } from '../../platform/http/requestTypes';
import type { Catalogue, Product, TickReader } from '../../quotes';
import { findOrderByKey } from '../ordersRepo';
import { ownerView } from '../presenters';
import type { EntryBatcher } from '../EntryBatcher';
import type { OrderNotifier } from '../OrderNotifier';
import type { PlacementOutcome } from './commitPlacements';
import {
  awaitFirstPlacement,
  claimPlacementKey,
  markPlaced,
  refundRate,
  releasePlacementKey,
} from '../placementKeys';

export interface PlacementServices {
  catalogue: Catalogue;
  entryBatcher: EntryBatcher;
  /** Where the demo reset's new balance is announced. */
  notify: OrderNotifier;
  /** Recent ticks, for the price of an early close (E1). */
  ticks: TickReader;
}

type Request = Required<PlaceOrderBody>;

export async function placeOrder(
  ctx: AppContext,
  services: PlacementServices,
  user: AuthUser,
  request: Request,
  idempotencyKey: string,
): Promise<OrderView> {
  const placement = { userId: user.id, key: idempotencyKey, second: Math.floor(Date.now() / 1000) };
  const claim = await claimPlacementKey(ctx, placement);
  let owned = claim === 'claimed';
  if (claim === 'pending' || claim === 'placed') {
    // P5: a repeat of a key in flight or placed is neither counted nor refused for the rate; it
    // waits for the first request's answer and gives the same one.
    const first = await awaitFirstPlacement(ctx, placement);
    if ('order' in first) return sameRequestOrRefuse(first.order, request);
    owned = first.claimed;
  }

  let terms: { product: Product; option: CountdownOption };
  try {
    terms = termsOf(services.catalogue, request);
    if (claim === 'limited') throw new AppError('RATE_LIMITED');
  } catch (refusal) {
    if (owned) await releasePlacementKey(ctx, placement);
    // P5: a repeat of an order placed earlier is answered with it, whatever changed since (the
    // market closed, or the key's claim lapsed and the retries hit the rate limit: then the count
    // is given back). A repeat that gets through is recognised by its entry tick's batch, so the
    // common path costs no look-up.
    const repeat = await findOrderByKey(ctx.db, user.id, idempotencyKey);
    if (repeat) {
      if (claim === 'limited') await refundRate(ctx, placement);
      return sameRequestOrRefuse(repeat, request);
    }
    throw refusal;
  }
  const { product, option } = terms;
  const bucket = request.account === 'demo' ? 'demo' : 'available';

  // P3, P4: the order joins the batch of its entry tick, which commits in one transaction.
  let outcome: PlacementOutcome | null;
  try {
    outcome = await services.entryBatcher.place(
      {
        userId: user.id,
        bucket,
        account: request.account,
        symbol: product.symbol,
        direction: request.direction,
        amount: request.amount,
        durationSec: request.durationSec,
        payoutBps: option.payoutBps,
        idempotencyKey,
        earlyClose: product.earlyClose,
      },
      Date.now(),
    );
  } catch (error) {
    if (owned) await releasePlacementKey(ctx, placement);
    throw error;
  }
  if (owned) {
    // P5: repeats waiting on this request answer with its order, or are decided afresh.
    if (outcome && outcome.kind !== 'refused' && outcome.kind !== 'limited') await markPlaced(ctx, placement);
    else await releasePlacementKey(ctx, placement);
  }
  // P5: counted, yet a repeat of an order its key's claim no longer remembered.
  if (claim === 'claimed' && (outcome?.kind === 'repeat' || outcome?.kind === 'taken')) {
    await refundRate(ctx, placement);
  }
  if (!outcome) throw new AppError('FEED_UNAVAILABLE');
  return answerFor(ctx, user.id, outcome, request, idempotencyKey);
}

async function answerFor(
  ctx: AppContext,
  userId: number,
  outcome: PlacementOutcome,
  request: Request,
  idempotencyKey: string,
): Promise<OrderView> {
  switch (outcome.kind) {
    case 'placed':
      return ownerView(outcome.order);
    case 'refused':
      throw new AppError(outcome.code);
    case 'limited':
      throw limitRefusalError(outcome.refusal, ctx.config.PLATFORM_TZ);
    // P5: a twin with the same key was placed first; answer with its order.
    case 'repeat':
      return sameRequestOrRefuse(outcome.order, request);
    case 'taken':
      return sameRequestOrRefuse((await findOrderByKey(ctx.db, userId, idempotencyKey))!, request);
  }
}

/** P2: the refusals that need no price; otherwise the product and the countdown asked for. */
function termsOf(catalogue: Catalogue, request: Request): { product: Product; option: CountdownOption } {
  const product = catalogue.get(request.symbol);
  if (!product) throw new AppError('UNKNOWN_SYMBOL');
  if (product.maintenance) throw new AppError('UNDER_MAINTENANCE');
  // SB1: checked again inside placement's transaction, where it cannot change before the commit.
  if (product.sandbox && request.account === 'real') throw new AppError('PRODUCT_IN_SANDBOX');
  if (!catalogue.hoursOf(product, Date.now()).open) throw new AppError('MARKET_CLOSED');
  const option = product.countdowns.find((countdown) => countdown.durationSec === request.durationSec);
  if (!option) throw new AppError('UNKNOWN_DURATION', { field: 'durationSec' });
  if (request.amount < option.minAmount || request.amount > option.maxAmount) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amount' });
  }
  return { product, option };
}

function sameRequestOrRefuse(
  order: OrderView & { userId?: number; idempotencyKey?: string },
  request: Request,
): OrderView {
  const same =
    order.symbol === request.symbol &&
    order.direction === request.direction &&
    order.amount === request.amount &&
    order.durationSec === request.durationSec &&
    order.account === request.account;
  if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return ownerView(order);
}
