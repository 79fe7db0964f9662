// Countdown orders and the demo balance; a trader sees only their own.
import { z } from 'zod';
import { balancesView } from '../accounts';
import { idParam } from '../fields';
import { orderDetail, orderListQuery, orderPage, orderView, placeOrderBody, sessionResult } from '../orders';
import { defineRoute } from './defineRoute';

export const ordersRoutes = {
  place: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/orders',
    summary: 'Place a countdown order',
    auth: 'trader',
    body: placeOrderBody,
    idempotent: true,
    successStatus: 201,
    response: orderView,
    errors: [
      'UNKNOWN_SYMBOL',
      'UNKNOWN_DURATION',
      'AMOUNT_OUT_OF_RANGE',
      'INSUFFICIENT_BALANCE',
      'MARKET_CLOSED',
      'UNDER_MAINTENANCE',
      'PRODUCT_IN_SANDBOX',
      'TOO_MANY_OPEN_ORDERS',
      'FEED_UNAVAILABLE',
      'RATE_LIMITED',
      // server/src/limits/SPEC.md L4: the trader's own limits on real orders.
      'LIMIT_ORDER_STAKE',
      'LIMIT_OPEN_ORDERS',
      'LIMIT_STAKE_DAY',
      'LIMIT_STAKE_WEEK',
      'LIMIT_STAKE_MONTH',
      'LIMIT_LOSS_DAY',
      'LIMIT_LOSS_WEEK',
      'LIMIT_LOSS_MONTH',
      'TAKING_A_BREAK',
    ],
  }),
  sessionResult: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/orders/session-result',
    summary: "The reality check: when the trader's session began, and its result on real orders since",
    auth: 'trader',
    response: sessionResult,
    errors: [],
  }),
  list: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/orders',
    summary: 'Holding or closed orders, newest first',
    auth: 'trader',
    query: orderListQuery,
    response: orderPage,
    errors: ['NOT_FOUND'],
  }),
  detail: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/orders/:id',
    summary: 'One order with its audit ticks',
    auth: 'trader',
    params: z.object({ id: idParam }),
    response: orderDetail,
    errors: ['NOT_FOUND'],
  }),
  resetDemo: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/user/demo/reset',
    summary: 'Reset the demo balance to 10,000.00; answers with every balance',
    auth: 'trader',
    response: balancesView,
    errors: [],
  }),
};
