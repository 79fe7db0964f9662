// The product sandbox (rules SB1–SB5 of server/src/orders/SPEC.md): ops prices never meet real
// money. A real Tempo with its feed, placement and settlement; ops push quotes through /ops.
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  OPS_NAMESPACE,
  PROTOCOL_VERSION,
  type OpsClientToServerEvents,
  type OpsFeedAck,
  type OrderView,
  type ProductView,
} from '@tempo/shared';
import { commitPlacements } from '../orders';
import { lockProductSandbox, tickKeys } from '../quotes';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';

type OpsSocket = Socket<Record<string, never>, OpsClientToServerEvents>;

const TEST_PRODUCTS = ['OPENUSD', 'SBXUSD', 'RACEUSD', 'LIVEUSD', 'FREEUSD'];
// Loopback with nothing listening: the feed that switches to it only fails to connect.
const ALLOWED_STREAM = 'ws://127.0.0.1:9/allowed/';
let app: TestApp;
let ops: TestAdmin;
let keySequence = 0;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  app = await startTestApp(
    {
      ROLES: ['api', 'realtime', 'worker', 'feed'],
      MAX_OPEN_ORDERS: 50,
      ORDERS_PER_SECOND_PER_USER: 1_000,
      EXCHANGE_STREAM_URLS: [ALLOWED_STREAM],
    },
    {
      prepare: async (db) => {
        await addTestProducts(db, TEST_PRODUCTS);
        // Only the test products are fed (by the simulator), so this file's feed stays small.
        await db.query('UPDATE products SET enabled = false WHERE symbol <> ALL($1)', [TEST_PRODUCTS]);
      },
    },
  );
  ops = await makeAdmin(app, 'ops');
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});
afterAll(async () => {
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const asOps = () => ({ authorization: `Bearer ${ops.token}`, lang: 'en' });

async function trader(balance: number) {
  const user = await makeUser(app);
  if (balance) await fund(app, ops, user.id, balance);
  return { ...user, token: await loginAs(app, user) };
}

function order(token: string, body: Record<string, unknown>) {
  return app.call<OrderView>('POST', '/orders', {
    token,
    body: { direction: 'up', amount: 1_000, durationSec: 1, account: 'real', ...body },
    headers: { 'idempotency-key': `sandbox-${++keySequence}-${Date.now()}`, lang: 'en' },
  });
}

function sandbox(symbol: string, on: boolean) {
  return app.call<{ changed: boolean }>('POST', `/admin/products/${symbol}/sandbox`, {
    body: { on },
    headers: asOps(),
  });
}

async function productRow(symbol: string) {
  const { rows } = await app.ctx.db.query<{ sandbox: boolean; feed_source: string }>(
    'SELECT sandbox, feed_source FROM products WHERE symbol = $1',
    [symbol],
  );
  return rows[0]!;
}

async function auditActions(symbol: string): Promise<string[]> {
  const { rows } = await app.ctx.db.query<{ action: string }>(
    `SELECT action FROM audit_log WHERE target_type = 'product' AND target_id = $1 ORDER BY id`,
    [symbol],
  );
  return rows.map((row) => row.action);
}

async function waitSettled(
  orderId: number,
): Promise<{ status: string; entry_price: number; exit_price: number }> {
  return vi.waitFor(
    async () => {
      const { rows } = await app.ctx.db.query(
        'SELECT status, entry_price, exit_price FROM orders WHERE id = $1',
        [orderId],
      );
      if (rows[0].status === 'open') throw new Error(`order ${orderId} still open`);
      return rows[0];
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** Waits until this process's catalogue shows the product's sandbox state. */
function catalogueShows(symbol: string, sandboxOn: boolean) {
  return vi.waitFor(() => expect(app.tempo.catalogue.get(symbol)?.sandbox).toBe(sandboxOn), {
    timeout: 5_000,
  });
}

async function opsSocket(): Promise<OpsSocket> {
  const socket: OpsSocket = io(`${app.baseUrl}${OPS_NAMESPACE}`, {
    auth: { token: ops.token, lang: 'en', protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  cleanups.push(() => socket.close());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const claim = (socket: OpsSocket, symbol: string): Promise<OpsFeedAck> =>
  socket.timeout(10_000).emitWithAck('feed:claim', { symbol });

/** Pushes `price()` into a claimed symbol every 50 ms, like a replay, until stopped or the test ends. */
function pushQuotes(socket: OpsSocket, symbol: string, price: () => number): () => void {
  const timer = setInterval(() => {
    socket.emit('feed:quotes', { symbol, quotes: [{ p: price(), v: 1 }] }, () => undefined);
  }, 50);
  const stop = () => clearInterval(timer);
  cleanups.unshift(stop);
  return stop;
}

const release = (socket: OpsSocket, symbol: string): Promise<OpsFeedAck> =>
  socket.timeout(20_000).emitWithAck('feed:release', { symbol });

describe('the product sandbox', () => {
  it('SB5: outside the sandbox the live source changes only with no real order open, and to an allowed stream only', async () => {
    const toExchange = (symbol: string, url: string) =>
      app.call('PATCH', `/admin/products/${symbol}`, {
        headers: asOps(),
        body: { feed: { source: 'exchange', options: { url, symbol: 'testusdt' } } },
      });
    const user = await trader(10_000);
    const placed = await order(user.token, { symbol: 'LIVEUSD', durationSec: 300 });
    expect(placed).toMatchObject({ http: 201, status: 1 });

    // A stream of the ops user's own making is refused whatever is open.
    expect(await toExchange('FREEUSD', 'ws://127.0.0.2:9/rigged')).toMatchObject({
      http: 422,
      data: { code: 'FEED_URL_NOT_ALLOWED' },
    });
    // An allowed stream, but a real countdown is running on the simulator's prices.
    expect(await toExchange('LIVEUSD', `${ALLOWED_STREAM}live`)).toMatchObject({
      http: 409,
      data: { code: 'FEED_CHANGE_WITH_ORDERS_OPEN' },
    });
    expect(await productRow('LIVEUSD')).toEqual({ sandbox: false, feed_source: 'simulator' });
    // What does not touch the prices can change meanwhile, the unchanged source included.
    const renamed = await app.call('PATCH', '/admin/products/LIVEUSD', {
      headers: asOps(),
      body: { names: { en: 'Live test' }, feed: { source: 'simulator', options: {} } },
    });
    expect(renamed).toMatchObject({ status: 1 });

    // With no real order open, the allowed stream is accepted; then back to the simulator.
    expect(await toExchange('FREEUSD', `${ALLOWED_STREAM}free`)).toMatchObject({ status: 1 });
    expect(await productRow('FREEUSD')).toEqual({ sandbox: false, feed_source: 'exchange' });
    const back = await app.call('PATCH', '/admin/products/FREEUSD', {
      headers: asOps(),
      body: { feed: { source: 'simulator', options: {} } },
    });
    expect(back).toMatchObject({ status: 1 });
  });

  it('SB3, SB2: while a real-balance order is open, entering the sandbox, a claim and a replay switch are refused and change nothing', async () => {
    const user = await trader(10_000);
    const placed = await order(user.token, { symbol: 'OPENUSD', durationSec: 2 });
    expect(placed).toMatchObject({ http: 201, status: 1 });

    expect(await sandbox('OPENUSD', true)).toMatchObject({ http: 409, data: { code: 'REAL_ORDERS_OPEN' } });
    const socket = await opsSocket();
    expect(await claim(socket, 'OPENUSD')).toMatchObject({ ok: false, code: 'PRODUCT_NOT_IN_SANDBOX' });
    expect(await app.ctx.redis.exists(tickKeys.feedClaim('OPENUSD'))).toBe(0);
    const switched = await app.call('PATCH', '/admin/products/OPENUSD', {
      headers: asOps(),
      body: { feed: { source: 'replay', options: { file: 'scripts/samples/btcusdt-ticks.csv' } } },
    });
    expect(switched).toMatchObject({ http: 409, data: { code: 'PRODUCT_NOT_IN_SANDBOX' } });
    expect(await productRow('OPENUSD')).toEqual({ sandbox: false, feed_source: 'simulator' });
    expect(await auditActions('OPENUSD')).toEqual([]);

    // Once the real order has settled the product may enter, and leave again with nothing open.
    await waitSettled(placed.data.id);
    expect(await sandbox('OPENUSD', true)).toMatchObject({ status: 1, data: { changed: true } });
    expect(await sandbox('OPENUSD', false)).toMatchObject({ status: 1, data: { changed: true } });
    expect(await auditActions('OPENUSD')).toEqual(['product.sandbox.enter', 'product.sandbox.leave']);
  });

  it('SB1: a product in the sandbox refuses real-balance orders with PRODUCT_IN_SANDBOX and takes demo ones', async () => {
    expect(await sandbox('SBXUSD', true)).toMatchObject({ status: 1, data: { changed: true } });
    await catalogueShows('SBXUSD', true);
    const shown = await app.call<ProductView>('GET', '/products/SBXUSD');
    expect(shown.data.sandbox).toBe(true);

    const user = await trader(10_000);
    const real = await order(user.token, { symbol: 'SBXUSD' });
    expect(real).toMatchObject({ http: 409, data: { code: 'PRODUCT_IN_SANDBOX' } });
    expect(real.message).toMatch(/demo/i);
    const demo = await order(user.token, { symbol: 'SBXUSD', account: 'demo' });
    expect(demo).toMatchObject({ http: 201, data: { account: 'demo' } });
    const { rows } = await app.ctx.db.query(
      `SELECT b.available, count(o.*) FILTER (WHERE o.account = 'real')::int AS real_orders
       FROM balances b LEFT JOIN orders o ON o.user_id = b.user_id WHERE b.user_id = $1 GROUP BY b.available`,
      [user.id],
    );
    expect(rows[0]).toEqual({ available: 10_000, real_orders: 0 });
    await waitSettled(demo.data.id);
  });

  it('SB1: placement re-checks the sandbox inside its transaction, after the product entered it meanwhile', async () => {
    const user = await trader(10_000);
    const entering = await app.ctx.db.connect();
    let placing: ReturnType<typeof commitPlacements> | undefined;
    try {
      // Ops enter the sandbox: the exclusive lock is held, the flag written but not yet committed,
      // and the catalogue placement checked against still says the product is live.
      await entering.query('BEGIN');
      await lockProductSandbox(entering, 'RACEUSD', 'exclusive');
      await entering.query(`UPDATE products SET sandbox = true WHERE symbol = 'RACEUSD'`);
      const candidate = {
        userId: user.id,
        symbol: 'RACEUSD',
        direction: 'up' as const,
        amount: 1_000,
        durationSec: 1,
        payoutBps: 7_000,
      };
      placing = commitPlacements(
        app.ctx.db,
        { s: 'RACEUSD', p: 100, t: Date.now(), v: 1 },
        [
          { ...candidate, account: 'real', bucket: 'available', idempotencyKey: `race-real-${Date.now()}` },
          { ...candidate, account: 'demo', bucket: 'demo', idempotencyKey: `race-demo-${Date.now()}` },
        ],
        50,
      );
      // Placement waits for the lock rather than deciding on what it saw before.
      await vi.waitFor(async () => {
        const { rows } = await app.ctx.db.query(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
        );
        expect(rows[0].n).toBeGreaterThan(0);
      });
      await entering.query('COMMIT');
    } finally {
      await entering.query('ROLLBACK').catch(() => undefined);
      entering.release();
    }
    const [real, demo] = await placing!;
    expect(real).toEqual({ kind: 'refused', code: 'PRODUCT_IN_SANDBOX' });
    expect(demo).toMatchObject({ kind: 'placed', order: { account: 'demo' } });
    const { rows } = await app.ctx.db.query(`SELECT available FROM balances WHERE user_id = $1`, [user.id]);
    expect(rows[0].available).toBe(10_000);
    if (demo?.kind === 'placed') await waitSettled(demo.order.id);
  });

  it('SB2, SB4: pushed quotes drive a sandbox product and its demo orders settle on them; every tick names its producer', async () => {
    await catalogueShows('SBXUSD', true);
    const feed = app.tempo.feed!.feed('SBXUSD')!;
    await vi.waitFor(() => expect(feed.currentSourceLabel).toBe('simulator'), { timeout: 10_000 });
    const socket = await opsSocket();
    expect(await claim(socket, 'SBXUSD')).toEqual({ ok: true });
    let price = 123.45;
    const stopPushing = pushQuotes(socket, 'SBXUSD', () => price);
    await vi.waitFor(() => expect(feed.currentSourceLabel).toBe(`external:${ops.username}`), {
      timeout: 10_000,
    });

    const user = await trader(0);
    const demo = await order(user.token, { symbol: 'SBXUSD', account: 'demo', durationSec: 1 });
    expect(demo.data).toMatchObject({ account: 'demo', entryPrice: 123.45 });
    price = 130;
    expect(await waitSettled(demo.data.id)).toMatchObject({
      status: 'won',
      entry_price: 123.45,
      exit_price: 130,
    });

    // SB3: the product stays in the sandbox while the claim lasts.
    expect(await sandbox('SBXUSD', false)).toMatchObject({
      http: 409,
      data: { code: 'SANDBOX_FEED_ACTIVE' },
    });
    stopPushing();
    expect(await release(socket, 'SBXUSD')).toEqual({ ok: true });
    await vi.waitFor(() => expect(feed.currentSourceLabel).toBe('simulator'), { timeout: 10_000 });
  });

  it('SB3, SB4: leaving the sandbox waits until its demo orders have settled, and each switch is audited', async () => {
    const socket = await opsSocket();
    expect(await claim(socket, 'SBXUSD')).toEqual({ ok: true });
    const stopPushing = pushQuotes(socket, 'SBXUSD', () => 140);
    const feed = app.tempo.feed!.feed('SBXUSD')!;
    await vi.waitFor(() => expect(feed.currentSourceLabel).toBe(`external:${ops.username}`), {
      timeout: 10_000,
    });
    const user = await trader(0);
    const demo = await order(user.token, { symbol: 'SBXUSD', account: 'demo', durationSec: 2 });
    expect(demo).toMatchObject({ http: 201, data: { entryPrice: 140 } });
    stopPushing();
    expect(await release(socket, 'SBXUSD')).toEqual({ ok: true });

    expect(await sandbox('SBXUSD', false)).toMatchObject({
      http: 409,
      data: { code: 'SANDBOX_ORDERS_OPEN' },
    });
    expect((await productRow('SBXUSD')).sandbox).toBe(true);
    await waitSettled(demo.data.id);
    expect(await sandbox('SBXUSD', false)).toMatchObject({ status: 1, data: { changed: true } });
    // Asking again changes nothing and audits nothing.
    expect(await sandbox('SBXUSD', false)).toMatchObject({ status: 1, data: { changed: false } });

    await catalogueShows('SBXUSD', false);
    const real = await order((await trader(10_000)).token, { symbol: 'SBXUSD' });
    expect(real).toMatchObject({ http: 201, data: { account: 'real' } });
    await vi.waitFor(() => expect(feed.currentSourceLabel).toBe('simulator'), { timeout: 10_000 });

    expect(await auditActions('SBXUSD')).toEqual([
      'product.sandbox.enter',
      'feed.claim',
      'feed.release',
      'feed.claim',
      'feed.release',
      'product.sandbox.leave',
    ]);
    const { rows } = await app.ctx.db.query(
      `SELECT details FROM audit_log WHERE target_id = 'SBXUSD' AND action = 'feed.claim' ORDER BY id LIMIT 1`,
    );
    expect(rows[0].details).toEqual({ source: `external:${ops.username}` });
    await waitSettled(real.data.id);
  });

  it('refuses a bad sandbox request and support staff, changing nothing', async () => {
    expect(
      await app.call('POST', '/admin/products/NOPEUSD/sandbox', { body: { on: true }, headers: asOps() }),
    ).toMatchObject({ http: 404, data: { code: 'UNKNOWN_SYMBOL' } });
    expect(
      await app.call('POST', '/admin/products/OPENUSD/sandbox', { body: { on: 'yes' }, headers: asOps() }),
    ).toMatchObject({ http: 422 });
    const support = await makeAdmin(app, 'support');
    expect(
      await app.call('POST', '/admin/products/OPENUSD/sandbox', {
        body: { on: true },
        headers: { authorization: `Bearer ${support.token}` },
      }),
    ).toMatchObject({ http: 403, data: { code: 'FORBIDDEN' } });
    expect((await productRow('OPENUSD')).sandbox).toBe(false);
  });
});
