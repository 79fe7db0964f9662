import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductView } from '@tempo/shared';
import { startTempo, type RunningTempo } from '../app/startTempo';
import { makeAdmin, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';

let app: TestApp;
let otherNode: RunningTempo;
let ops: TestAdmin;
beforeAll(async () => {
  app = await startTestApp();
  // A second process on the same database and Redis: catalogue changes must reach it too.
  otherNode = await startTempo(app.config);
  ops = await makeAdmin(app, 'ops');
});
afterAll(async () => {
  // The app closes even when the second node never started or fails to stop.
  try {
    await otherNode?.close();
  } finally {
    await app?.close();
  }
});

const asOps = () => ({ authorization: `Bearer ${ops.token}`, lang: 'en' });

async function productOnOtherNode(symbol: string): Promise<ProductView> {
  const response = await fetch(`http://127.0.0.1:${otherNode.port}/api/products/${symbol}`);
  return ((await response.json()) as { data: ProductView }).data;
}

/** The first value `read` gives that `accept` takes; a change reaches the other node in its own time. */
function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!accept(value)) throw new Error(`not yet: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: 20_000, interval: 50 },
  );
}

const auditCount = async () =>
  (
    await app.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'product'`,
    )
  ).rows[0]!.n;

describe('ops control of the catalogue', () => {
  it('puts a product under maintenance and every node shows it without a restart', async () => {
    const result = await app.call('PATCH', '/admin/products/BTCUSDT', {
      body: { maintenance: true },
      headers: asOps(),
    });
    expect(result.status).toBe(1);
    // The node that made the change answers with it at once: its next request already sees it.
    expect((await app.call('GET', '/products/BTCUSDT')).data).toMatchObject({ status: 'maintenance' });
    const seen = await eventually(
      () => productOnOtherNode('BTCUSDT'),
      (product) => product.status === 'maintenance',
    );
    expect(seen.status).toBe('maintenance');
    await app.call('PATCH', '/admin/products/BTCUSDT', { body: { maintenance: false }, headers: asOps() });
    expect(
      (
        await eventually(
          () => productOnOtherNode('BTCUSDT'),
          (p) => p.status === 'open',
        )
      ).status,
    ).toBe('open');
  });

  it('replaces countdowns and renames a product in one language, keeping the others', async () => {
    const countdowns = [
      { durationSec: 5, payoutBps: 7000, minAmount: 100, maxAmount: 10_000 },
      { durationSec: 60, payoutBps: 8500, minAmount: 1_000, maxAmount: 99_999_900 },
    ];
    await app.call('PATCH', '/admin/products/ETHUSDT', {
      body: { countdowns, names: { en: 'Ether' } },
      headers: asOps(),
    });
    const product = await eventually(
      () => productOnOtherNode('ETHUSDT'),
      (p) => p.countdowns.length === 2,
    );
    expect(product.countdowns).toEqual(countdowns);
    const english = await fetch(`http://127.0.0.1:${otherNode.port}/api/products/ETHUSDT`, {
      headers: { lang: 'en' },
    });
    expect(((await english.json()) as { data: ProductView }).data.name).toBe('Ether');
    expect(product.name).toBe('Ethereum');
  });

  it('a holiday closes the whole local day and moves the next opening past it', async () => {
    await app.call('POST', '/admin/holidays', {
      body: { calendar: 'fx', day: '2026-12-01', name: 'Test holiday' },
      headers: asOps(),
    });
    const catalogue = otherNode.catalogue;
    await eventually(
      async () => catalogue.scheduleOf(catalogue.get('EURUSD')!).holidays,
      (days) => days.includes('2026-12-01'),
    );
    const tuesdayNoonNewYork = Date.UTC(2026, 11, 1, 17, 0);
    const status = catalogue.statusOf(catalogue.get('EURUSD')!, tuesdayNoonNewYork);
    expect(status).toEqual({ status: 'closed', nextOpenAt: Date.UTC(2026, 11, 2, 5, 0) });
    expect(catalogue.statusOf(catalogue.get('BTCUSDT')!, tuesdayNoonNewYork).status).toBe('open');

    await app.call('DELETE', '/admin/holidays/fx/2026-12-01', { headers: asOps() });
    await eventually(
      async () => catalogue.scheduleOf(catalogue.get('EURUSD')!).holidays,
      (days) => !days.includes('2026-12-01'),
    );
    expect(catalogue.statusOf(catalogue.get('EURUSD')!, tuesdayNoonNewYork).status).toBe('open');
  });

  it('adds a new product that the list shows', async () => {
    const result = await app.call('POST', '/admin/products', {
      headers: asOps(),
      body: {
        symbol: 'ADAUSDT',
        kind: 'crypto',
        names: { en: 'Cardano', vi: 'Cardano' },
        precision: 4,
        schedule: 'always',
        countdowns: [{ durationSec: 30, payoutBps: 8000, minAmount: 1000, maxAmount: 100_000 }],
        simulator: { startPrice: 0.45, volatility: 0.9, tickVolume: 3000 },
      },
    });
    expect(result.http).toBe(201);
    const listed = await eventually(
      async () => (await app.call<ProductView[]>('GET', '/products')).data,
      (products) => products.some((product) => product.symbol === 'ADAUSDT'),
    );
    expect(listed.find((product) => product.symbol === 'ADAUSDT')).toMatchObject({
      name: 'Cardano',
      precision: 4,
    });
  });

  it.each([
    ['an unknown product', 'PATCH', '/admin/products/NOPEUSD', { maintenance: true }, 404, 'UNKNOWN_SYMBOL'],
    ['an empty change', 'PATCH', '/admin/products/BTCUSDT', {}, 422, 'EMPTY_VALUE'],
    [
      'a countdown whose minimum exceeds its maximum',
      'PATCH',
      '/admin/products/BTCUSDT',
      { countdowns: [{ durationSec: 30, payoutBps: 8000, minAmount: 500, maxAmount: 100 }] },
      422,
      'VALIDATION_FAILED',
    ],
    [
      'an exchange feed without a WebSocket URL',
      'PATCH',
      '/admin/products/BTCUSDT',
      { feed: { source: 'exchange', options: { url: 'http://example' } } },
      422,
      'VALIDATION_FAILED',
    ],
    [
      'a duplicate product',
      'POST',
      '/admin/products',
      {
        symbol: 'BTCUSDT',
        kind: 'crypto',
        names: { en: 'Again' },
        precision: 2,
        schedule: 'always',
        countdowns: [],
        simulator: { startPrice: 1, volatility: 0.5, tickVolume: 1 },
      },
      409,
      'PRODUCT_EXISTS',
    ],
  ])('refuses %s and changes nothing', async (_name, method, path, body, http, code) => {
    const before = await auditCount();
    const result = await app.call(method, path, { body, headers: asOps() });
    expect(result).toMatchObject({ http, data: { code } });
    expect(await auditCount()).toBe(before);
  });

  it('keeps support staff out of the catalogue', async () => {
    const support = await makeAdmin(app, 'support');
    const result = await app.call('PATCH', '/admin/products/BTCUSDT', {
      body: { maintenance: true },
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(result).toMatchObject({ http: 403, data: { code: 'FORBIDDEN' } });
  });
});
