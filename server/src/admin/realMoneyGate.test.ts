// No ops path puts a price source of its choosing under real money (SB5–SB7 of
// server/src/orders/SPEC.md): the issue's own four steps, the stream URL that merely starts with an
// allowed one, the feed at start-up and after a reload, pushed quotes, and the price settings frozen
// under open real orders. A real Tempo with its feed, placement and settlement, and exchange streams
// on loopback: an allowed one, and an ops user's own whose every trade is at RIGGED.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminProductView, AuditRecord, Tick } from '@tempo/shared';
import { commitPlacements } from '../orders';
import { Catalogue, feedClaimant, readFeedStatuses, tickKeys } from '../quotes';
import { makeAdmin, type TestAdmin } from '../test/factories';
import {
  claimFeed,
  productOps,
  pushQuotes,
  releaseFeed,
  settledOrder,
  ticksBetween,
} from '../test/productOps';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TradeStreams } from '../test/tradeStreams';

const PRODUCTS = [
  'GATEUSD',
  'TRICKUSD',
  'BOOTUSD',
  'RELOADUSD',
  'PUSHUSD',
  'FROZENUSD',
  'RACEUSD',
  'CLAIMUSD',
];
/** The ops user's stream trades here; an honest stream or the simulator never comes near it. */
const RIGGED = 777;

let app: TestApp;
let ops: TestAdmin;
let api: ReturnType<typeof productOps>;
let exchange: TradeStreams;
let own: TradeStreams;
let allowedPrefix: string;

beforeAll(async () => {
  // The allowed exchange: honest on /allowed/…, rigged on any other path of the same host and port.
  exchange = await TradeStreams.start({
    symbols: PRODUCTS,
    priceOf: (path) => (path.startsWith('/allowed/') ? 100 : RIGGED),
  });
  own = await TradeStreams.start({ symbols: PRODUCTS, priceOf: () => RIGGED });
  allowedPrefix = exchange.url('/allowed/');
  app = await startTestApp(
    {
      ROLES: ['api', 'realtime', 'worker', 'feed'],
      ORDERS_PER_SECOND_PER_USER: 1_000,
      EXCHANGE_STREAM_URLS: [allowedPrefix, 'wss://stream.binance.com'],
    },
    {
      prepare: async (db) => {
        await addTestProducts(db, PRODUCTS);
        await db.query('UPDATE products SET enabled = false WHERE symbol <> ALL($1)', [PRODUCTS]);
        // A live product whose row names the ops user's stream, as a hand edit or an older
        // release could have left it: the feed must not run it from the start.
        await db.query(`UPDATE products SET feed_source = 'exchange', feed_options = $2 WHERE symbol = $1`, [
          'BOOTUSD',
          { url: own.url('/boot') },
        ]);
      },
    },
  );
  ops = await makeAdmin(app, 'ops');
  api = productOps(app, ops);
}, 120_000);

afterAll(async () => {
  const mismatches = await app?.ledgerMismatches();
  await app?.close();
  await Promise.all([exchange?.close(), own?.close()]);
  expect(mismatches).toEqual([]);
});

const exchangeFeed = (url: string, symbol?: string) => ({
  feed: { source: 'exchange', options: { url, ...(symbol ? { symbol } : {}) } },
});
const simulatorFeed = { feed: { source: 'simulator', options: {} } };

async function productRow(symbol: string) {
  const { rows } = await app.ctx.db.query<{
    sandbox: boolean;
    feed_source: string;
    feed_options: Record<string, unknown>;
    feed_version: number;
  }>('SELECT sandbox, feed_source, feed_options, feed_version FROM products WHERE symbol = $1', [symbol]);
  return rows[0]!;
}

const feedOf = (symbol: string) => app.tempo.feed!.feed(symbol)!;

/** Waits until this process's feed of `symbol` publishes what `label` names. */
const feedRuns = (symbol: string, label: string) =>
  vi.waitFor(() => expect(feedOf(symbol).currentSourceLabel).toBe(label), { timeout: 15_000 });

/** Waits until the leader of `symbol` reported at least `afterMs` after `from`: it has checked its source since. */
function feedReportedAfter(symbol: string, from: number, afterMs: number) {
  return vi.waitFor(
    async () => {
      const [report] = await readFeedStatuses(app.ctx.redis, [symbol]);
      const ttl = await app.ctx.redis.pttl(tickKeys.feedStatus(symbol));
      expect(report).not.toBeNull();
      // A report lives 5 s: what it has left tells when it was written.
      expect(Date.now() - (5_000 - ttl)).toBeGreaterThan(from + afterMs);
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** Takes the product out of the sandbox once the feed has switched and its orders settled. */
function leaveSandbox(symbol: string) {
  return vi.waitFor(
    async () => {
      const left = await api.sandbox(symbol, false);
      expect(['SANDBOX_FEED_SWITCHING', 'SANDBOX_ORDERS_OPEN', undefined]).toContain(
        (left.data as { code?: string } | null)?.code,
      );
      expect(left.status).toBe(1);
    },
    { timeout: 20_000, interval: 200 },
  );
}

async function auditDetails(symbol: string, action: string): Promise<AuditRecord['details'][]> {
  const { rows } = await app.ctx.db.query<{ details: AuditRecord['details'] }>(
    `SELECT details FROM audit_log WHERE target_id = $1 AND action = $2 ORDER BY id`,
    [symbol, action],
  );
  return rows.map((row) => row.details);
}

describe('the real-money gate', () => {
  it("SB6: the issue's four steps: a product in the sandbox on an ops user's own stream cannot leave it, and no real order takes that stream's prices", async () => {
    const ownStream = own.url('/ws/trade');
    const user = await api.trader(10_000);
    // 1. Into the sandbox. 2. Its feed pointed at the ops user's stream, which only the sandbox allows.
    expect(await api.sandbox('GATEUSD', true)).toMatchObject({ status: 1, data: { changed: true } });
    expect(await api.update('GATEUSD', exchangeFeed(ownStream))).toMatchObject({ status: 1 });
    await feedRuns('GATEUSD', 'exchange');
    const demo = await api.order(user.token, { symbol: 'GATEUSD', account: 'demo' });
    expect(demo).toMatchObject({ http: 201, data: { entryPrice: RIGGED } });

    // 3. Out of the sandbox with that stream as its live source: refused, nothing changes.
    expect(await api.sandbox('GATEUSD', false)).toMatchObject({
      http: 409,
      data: { code: 'SANDBOX_SOURCE_NOT_ALLOWED' },
    });
    expect(await productRow('GATEUSD')).toMatchObject({
      sandbox: true,
      feed_source: 'exchange',
      feed_options: { url: ownStream },
    });
    // 4. A trader's real-balance order is refused while it stays in the sandbox.
    expect(await api.order(user.token, { symbol: 'GATEUSD' })).toMatchObject({
      http: 409,
      data: { code: 'PRODUCT_IN_SANDBOX' },
    });

    // Back on the simulator it leaves, once the feed has switched; real orders then see its ticks only.
    await settledOrder(app, demo.data.id);
    expect(await api.update('GATEUSD', simulatorFeed)).toMatchObject({ status: 1 });
    await leaveSandbox('GATEUSD');
    const real = await api.order(user.token, { symbol: 'GATEUSD', durationSec: 2 });
    expect(real).toMatchObject({ http: 201, data: { account: 'real' } });
    const settled = await settledOrder(app, real.data.id);
    const ticks = await ticksBetween(app, 'GATEUSD', settled.entry_ts, settled.expiry_ts);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.filter((tick) => tick.source !== 'simulator')).toEqual([]);

    // The same stream outside the sandbox: refused as before.
    expect(await api.update('GATEUSD', exchangeFeed(ownStream))).toMatchObject({
      http: 422,
      data: { code: 'FEED_URL_NOT_ALLOWED' },
    });
    expect(await productRow('GATEUSD')).toMatchObject({ sandbox: false, feed_source: 'simulator' });
  });

  it('SB6: a stream URL that merely starts with an allowed one is refused outside the sandbox and on leaving it', async () => {
    const tricks = [
      // The issue's own: an allowed host as the start of another one.
      'wss://stream.binance.com.evil.example/ws/btcusdt@trade',
      'wss://stream.binance.com@evil.example/ws/btcusdt@trade',
      // On loopback, each of these reaches the rigged part of the allowed exchange, or the ops user's stream.
      `${allowedPrefix}../rigged`,
      `${allowedPrefix}trade?rig=1`,
      `${exchange.url()}@127.0.0.1:${own.port}/allowed/trade`,
      exchange.url('/allowedx/trade'),
    ];
    for (const url of tricks) {
      expect(await api.update('TRICKUSD', exchangeFeed(url)), url).toMatchObject({
        http: 422,
        data: { code: 'FEED_URL_NOT_ALLOWED' },
      });
    }
    expect(await productRow('TRICKUSD')).toMatchObject({ feed_source: 'simulator', feed_version: 1 });

    // A stream the prefix allows is taken, and its honest prices are published.
    expect(await api.update('TRICKUSD', exchangeFeed(`${allowedPrefix}trade`))).toMatchObject({ status: 1 });
    await feedRuns('TRICKUSD', 'exchange');
    const from = Date.now();
    await vi.waitFor(async () =>
      expect((await ticksBetween(app, 'TRICKUSD', from, Date.now() + 1)).length).toBeGreaterThan(2),
    );
    expect((await ticksBetween(app, 'TRICKUSD', from, Date.now() + 1)).map((tick) => tick.p)).not.toContain(
      RIGGED,
    );

    // In the sandbox a trick URL may be set, but the product does not leave with it.
    expect(await api.sandbox('TRICKUSD', true)).toMatchObject({ status: 1 });
    expect(await api.update('TRICKUSD', exchangeFeed(tricks[2]!))).toMatchObject({ status: 1 });
    expect(await api.sandbox('TRICKUSD', false)).toMatchObject({
      http: 409,
      data: { code: 'SANDBOX_SOURCE_NOT_ALLOWED' },
    });
    expect(await api.update('TRICKUSD', exchangeFeed(`${allowedPrefix}trade`))).toMatchObject({ status: 1 });
    await leaveSandbox('TRICKUSD');
    expect(await productRow('TRICKUSD')).toMatchObject({ sandbox: false, feed_source: 'exchange' });
  });

  it('SB6: leaving the sandbox waits until the feed has switched away from the stream it ran there', async () => {
    expect(await api.sandbox('PUSHUSD', true)).toMatchObject({ status: 1 });
    expect(await api.update('PUSHUSD', exchangeFeed(own.url('/switch')))).toMatchObject({ status: 1 });
    await feedRuns('PUSHUSD', 'exchange');
    expect(await api.update('PUSHUSD', simulatorFeed)).toMatchObject({ status: 1 });
    // Asked at once, while the stream may still run: the answer waits for the switch, so no tick
    // of the stream can reach a real order placed right after it.
    expect(await api.sandbox('PUSHUSD', false)).toMatchObject({ status: 1 });
    expect(feedOf('PUSHUSD').currentSourceLabel).toBe('simulator');
    const left = Date.now();
    const user = await api.trader(10_000);
    const real = await api.order(user.token, { symbol: 'PUSHUSD' });
    expect(real).toMatchObject({ http: 201 });
    const settled = await settledOrder(app, real.data.id);
    const ticks = await ticksBetween(app, 'PUSHUSD', left, settled.expiry_ts);
    expect(ticks.filter((tick) => tick.source !== 'simulator')).toEqual([]);
  });

  it('SB6: the feed reports pushed quotes as its source before the first of them, so no report of before lets the product out while they run', async () => {
    expect(await api.sandbox('CLAIMUSD', true)).toMatchObject({ status: 1 });
    await feedRuns('CLAIMUSD', 'simulator');
    const socket = await api.opsSocket();
    try {
      expect(await claimFeed(socket, 'CLAIMUSD')).toMatchObject({ ok: true });
      const since = Date.now();
      await vi.waitFor(
        async () => {
          await pushQuotes(socket, 'CLAIMUSD', RIGGED);
          const ticks = await ticksBetween(app, 'CLAIMUSD', since, Date.now());
          expect(ticks.some((tick) => tick.source.startsWith('external'))).toBe(true);
        },
        { timeout: 15_000, interval: 50 },
      );
      // The report of the simulator, written the moment before the feed switched, no longer stands.
      const [report] = await readFeedStatuses(app.ctx.redis, ['CLAIMUSD']);
      expect(report?.source).toMatch(/^external/);
      expect(await releaseFeed(socket, 'CLAIMUSD')).toMatchObject({ ok: true });
      await leaveSandbox('CLAIMUSD');
      const left = Date.now();
      const user = await api.trader(10_000);
      const real = await api.order(user.token, { symbol: 'CLAIMUSD' });
      expect(real).toMatchObject({ http: 201 });
      const settled = await settledOrder(app, real.data.id);
      const ticks = await ticksBetween(app, 'CLAIMUSD', left, settled.expiry_ts);
      expect(ticks.filter((tick) => tick.source !== 'simulator')).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('SB6: at start-up the feed simulates a live product whose row names a stream the gate refuses', async () => {
    expect(app.tempo.catalogue.get('BOOTUSD')?.feed).toMatchObject({
      source: 'exchange',
      options: { url: own.url('/boot') },
    });
    await feedRuns('BOOTUSD', 'simulator');
    await feedReportedAfter('BOOTUSD', Date.now(), 0);
    expect(own.everConnected()).not.toContain('/boot');
    const ticks = await ticksBetween(app, 'BOOTUSD', 0, Date.now());
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.filter((tick) => tick.source !== 'simulator')).toEqual([]);
  });

  it('SB6: after a catalogue reload the feed keeps simulating a live product whose row was changed to a refused stream', async () => {
    await feedRuns('RELOADUSD', 'simulator');
    await app.ctx.db.query(
      `UPDATE products SET feed_source = 'exchange', feed_options = $2 WHERE symbol = $1`,
      ['RELOADUSD', { url: own.url('/reload') }],
    );
    await Catalogue.announceChange(app.ctx);
    await vi.waitFor(() => expect(app.tempo.catalogue.get('RELOADUSD')?.feed.source).toBe('exchange'));
    const reloaded = Date.now();
    // Reported after the reload and once more: the leader has checked its source twice since.
    await feedReportedAfter('RELOADUSD', reloaded, 1_200);
    expect(feedOf('RELOADUSD').currentSourceLabel).toBe('simulator');
    expect(own.everConnected()).not.toContain('/reload');
    const ticks = await ticksBetween(app, 'RELOADUSD', reloaded, Date.now());
    expect(ticks.filter((tick) => tick.source !== 'simulator')).toEqual([]);
  });

  it('SB6: pushed quotes for a product outside the sandbox are refused at the door, and the feed ignores a claim there', async () => {
    const socket = await api.opsSocket();
    try {
      expect(await claimFeed(socket, 'PUSHUSD')).toMatchObject({ ok: false, code: 'PRODUCT_NOT_IN_SANDBOX' });
      // A claim left behind (as by a bug, or a hand in Redis) on a live product still feeds nothing.
      const claimant = feedClaimant(ops.username, `${ops.id}:${socket.id}`);
      await app.ctx.redis.set(tickKeys.feedClaim('PUSHUSD'), claimant, 'PX', 30_000);
      const since = Date.now();
      expect(await pushQuotes(socket, 'PUSHUSD', RIGGED)).toMatchObject({
        ok: false,
        code: 'PRODUCT_NOT_IN_SANDBOX',
      });
      expect(await app.ctx.redis.llen(tickKeys.feedInbox('PUSHUSD'))).toBe(0);
      await feedReportedAfter('PUSHUSD', since, 1_200);
      expect(feedOf('PUSHUSD').currentSourceLabel).toBe('simulator');
      const ticks = await ticksBetween(app, 'PUSHUSD', since, Date.now());
      expect(ticks.filter((tick) => tick.source !== 'simulator')).toEqual([]);
    } finally {
      await app.ctx.redis.del(tickKeys.feedClaim('PUSHUSD'));
      socket.close();
    }
  });

  it('SB7: while a real-balance order is open no price-shaping setting changes; the rest does, and the version stays', async () => {
    const user = await api.trader(10_000);
    const real = await api.order(user.token, { symbol: 'FROZENUSD', durationSec: 2 });
    expect(real).toMatchObject({ http: 201 });
    const frozen = { http: 409, data: { code: 'PRICE_SETTINGS_WITH_ORDERS_OPEN' } };
    expect(
      await api.update('FROZENUSD', { simulator: { startPrice: 120, volatility: 0.5, tickVolume: 1 } }),
    ).toMatchObject(frozen);
    expect(
      await api.update('FROZENUSD', { simulator: { startPrice: 100, volatility: 0.9, tickVolume: 1 } }),
    ).toMatchObject(frozen);
    expect(
      await api.update('FROZENUSD', { simulator: { startPrice: 100, volatility: 0.5, tickVolume: 3 } }),
    ).toMatchObject(frozen);
    expect(await api.update('FROZENUSD', { precision: 0 })).toMatchObject(frozen);
    expect(await api.update('FROZENUSD', exchangeFeed(`${allowedPrefix}trade`))).toMatchObject({
      http: 409,
      data: { code: 'FEED_CHANGE_WITH_ORDERS_OPEN' },
    });
    // The same values, and what does not shape prices, change meanwhile.
    expect(
      await api.update('FROZENUSD', {
        precision: 2,
        simulator: { startPrice: 100, volatility: 0.5, tickVolume: 1 },
        ...simulatorFeed,
        names: { en: 'Frozen' },
        sortOrder: 7,
      }),
    ).toMatchObject({ status: 1 });
    expect(await productRow('FROZENUSD')).toMatchObject({ feed_version: 1 });

    await settledOrder(app, real.data.id);
    const reshaped = { simulator: { startPrice: 120, volatility: 0.6, tickVolume: 2 }, precision: 3 };
    expect(await api.update('FROZENUSD', reshaped)).toMatchObject({ status: 1 });
    expect(await productRow('FROZENUSD')).toMatchObject({ feed_version: 2 });
    const [details] = await auditDetails('FROZENUSD', 'product.update').then((all) => all.slice(-1));
    expect(details).toMatchObject({
      ...reshaped,
      priceSettings: {
        before: {
          feedVersion: 1,
          precision: 2,
          simulator: { startPrice: 100, volatility: 0.5, tickVolume: 1 },
          feed: { source: 'simulator', options: {} },
        },
        after: { feedVersion: 2, ...reshaped, feed: { source: 'simulator', options: {} } },
      },
    });
  });

  it("SB7: an exchange stream's url and symbol stay while a real order is open; the version counts every change", async () => {
    const url = `${allowedPrefix}frozen`;
    expect(await api.update('FROZENUSD', { ...exchangeFeed(url), precision: 2 })).toMatchObject({
      status: 1,
    });
    expect(await productRow('FROZENUSD')).toMatchObject({ feed_version: 3 });
    await feedRuns('FROZENUSD', 'exchange');
    const user = await api.trader(10_000);
    const real = await api.order(user.token, { symbol: 'FROZENUSD', durationSec: 2 });
    expect(real).toMatchObject({ http: 201, data: { entryPrice: 100 } });
    const moved = { http: 409, data: { code: 'FEED_CHANGE_WITH_ORDERS_OPEN' } };
    expect(await api.update('FROZENUSD', exchangeFeed(url, 'OTHERUSD'))).toMatchObject(moved);
    expect(await api.update('FROZENUSD', exchangeFeed(`${allowedPrefix}other`))).toMatchObject(moved);
    expect(await api.update('FROZENUSD', simulatorFeed)).toMatchObject(moved);
    // Stopping a replay that is not running touches nothing.
    expect(await api.stopReplay('FROZENUSD')).toMatchObject({ status: 1 });
    expect(await productRow('FROZENUSD')).toMatchObject({ feed_source: 'exchange', feed_version: 3 });
    expect((await auditDetails('FROZENUSD', 'product.replay.stop')).at(-1)).toEqual({ stopped: false });

    await settledOrder(app, real.data.id);
    expect(await api.update('FROZENUSD', exchangeFeed(url, 'FROZENUSD'))).toMatchObject({ status: 1 });
    expect(await api.update('FROZENUSD', simulatorFeed)).toMatchObject({ status: 1 });
    const listed = await app.call<AdminProductView[]>('GET', '/admin/products', { headers: api.headers() });
    expect(listed.data.find((product) => product.symbol === 'FROZENUSD')).toMatchObject({ feedVersion: 5 });
    await vi.waitFor(() => expect(app.tempo.catalogue.get('FROZENUSD')?.feedVersion).toBe(5));
  });

  it('SB7: a price change waits for a real order in flight to commit, then is refused', async () => {
    const user = await api.trader(10_000);
    const holder = await app.ctx.db.connect();
    try {
      // Placement holds the product's sandbox lock shared, then waits for its owner's balance row.
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM balances WHERE user_id = $1 FOR UPDATE', [user.id]);
      // Its entry is a tick the feed published (SB8: entries come from the record).
      const entry = await vi.waitUntil(
        async () =>
          (
            await app.ctx.db.query<Tick>(
              `SELECT symbol AS s, ts AS t, price AS p, volume AS v FROM ticks
               WHERE symbol = 'RACEUSD' ORDER BY ts DESC, seq DESC LIMIT 1`,
            )
          ).rows[0],
        { timeout: 20_000, interval: 50 },
      );
      const placing = commitPlacements(
        app.ctx.db,
        entry,
        [
          {
            userId: user.id,
            symbol: 'RACEUSD',
            direction: 'up',
            amount: 1_000,
            durationSec: 300,
            payoutBps: 8_500,
            account: 'real',
            bucket: 'available',
            idempotencyKey: `race-${Date.now()}`,
          },
        ],
        50,
      );
      const waiting = async (locktype: string) => {
        const { rows } = await app.ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND locktype = $1`,
          [locktype],
        );
        return rows[0]!.n;
      };
      await vi.waitFor(async () => expect(await waiting('transactionid')).toBeGreaterThan(0));
      // The change waits for the sandbox lock rather than counting before the order commits.
      const changing = api.update('RACEUSD', {
        simulator: { startPrice: 150, volatility: 0.5, tickVolume: 1 },
      });
      await vi.waitFor(async () => expect(await waiting('advisory')).toBeGreaterThan(0));
      await holder.query('COMMIT');
      const [placed] = await placing;
      expect(placed).toMatchObject({ kind: 'placed', order: { account: 'real' } });
      expect(await changing).toMatchObject({ http: 409, data: { code: 'PRICE_SETTINGS_WITH_ORDERS_OPEN' } });
      expect(await productRow('RACEUSD')).toMatchObject({ feed_version: 1 });
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
    }
  });
});
