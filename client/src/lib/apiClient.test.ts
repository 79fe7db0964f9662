// `call` builds the request from the route table and decodes the answer with the route's schema: a
// success whose data does not fit is a reported failure (BAD_RESPONSE), never a silent cast. The
// network is replaced by a recorded answer; the real server is exercised by the browser tests.
import { routes } from '@tempo/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from './apiClient';
import { initI18n } from './i18n/i18n';
import { toastState } from './toast/toast';

const sent: { url: string; init: RequestInit }[] = [];

function answer(http: number, envelope: unknown): void {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(envelope), { status: http });
  });
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
  toastState.message = null;
});

const order = {
  id: 9,
  symbol: 'BTCUSDT',
  account: 'real',
  direction: 'up',
  amount: 1_000,
  durationSec: 60,
  payoutBps: 8_500,
  status: 'open',
  entryPrice: 100.5,
  entryTs: 1_700_000_000_000,
  expiryTs: 1_700_000_060_000,
  exitPrice: null,
  exitTs: null,
  payout: null,
  profit: null,
  settledAt: null,
};

describe('call', () => {
  it('fills path parameters, query and headers from the route and resolves with decoded data', async () => {
    answer(200, {
      status: 1,
      message: 'ok',
      data: { ...order, auditTicks: null, feedStaleMs: null, earlyClose: null, sale: null, extra: 1 },
    });
    const detail = await call(routes.orders.detail, { params: { id: 9 }, quiet: true });
    expect(detail.id).toBe(9);
    // Fields the route does not describe are dropped, not passed on.
    expect(detail).not.toHaveProperty('extra');
    expect(sent.at(-1)!.url).toBe('/api/orders/9');
    expect(sent.at(-1)!.init.method).toBe('GET');

    answer(201, { status: 1, message: 'ok', data: order });
    await call(routes.orders.place, {
      body: { symbol: 'BTCUSDT', direction: 'up', amount: 1_000, durationSec: 60, account: 'real' },
      headers: { 'Idempotency-Key': 'key-12345678' },
    });
    expect(sent.at(-1)!.url).toBe('/api/orders');
    expect(sent.at(-1)!.init.method).toBe('POST');
    expect((sent.at(-1)!.init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-12345678');

    answer(200, { status: 1, message: 'ok', data: { orders: [], nextCursor: null } });
    await call(routes.orders.list, { query: { list: 'closed', cursor: undefined, limit: 5 } });
    expect(sent.at(-1)!.url).toBe('/api/orders?list=closed&limit=5');
  });

  it('rejects and reports a success whose data its route does not describe', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(200, { status: 1, message: 'ok', data: { ...order, amount: '1000' } });
    const failure = await call(routes.orders.detail, { params: { id: 9 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('BAD_RESPONSE');
    expect(toastState.message).toBe((failure as ApiError).message);
    expect(console.error).toHaveBeenCalled();
  });

  it('rejects with the envelope error code and shows its message', async () => {
    answer(409, { status: -18, message: 'Insufficient balance', data: { code: 'INSUFFICIENT_BALANCE' } });
    const failure = (await call(routes.orders.resetDemo).catch((error: unknown) => error)) as ApiError;
    expect(failure.code).toBe('INSUFFICIENT_BALANCE');
    expect(toastState.message).toBe('Insufficient balance');
  });

  it('hands on the price now of a PRICE_MOVED refusal, and drops one that does not fit its schema', async () => {
    const quote = {
      orderId: 9,
      price: 1_310,
      payout: 1_850,
      fair: 1_400,
      spread: 90,
      winMicros: 756_000,
      variancePerSec: 0.25,
      timeLeftMs: 120_000,
      tick: { p: 100.7, t: 1_700_000_030_000 },
    };
    answer(409, { status: -141, message: 'The price has moved', data: { code: 'PRICE_MOVED', quote } });
    const sell = () =>
      call(routes.orders.sell, { params: { id: 9 }, body: { minPrice: 1_400 }, quiet: true }).then(
        () => expect.fail('sold'),
        (error: unknown) => error as ApiError,
      );
    const moved = await sell();
    expect(moved.code).toBe('PRICE_MOVED');
    expect(moved.details.quote).toEqual(quote);
    expect(toastState.message).toBeNull();

    answer(409, {
      status: -141,
      message: 'The price has moved',
      data: { code: 'PRICE_MOVED', quote: { ...quote, price: '13.10' } },
    });
    expect((await sell()).details).toEqual({});
  });
});
