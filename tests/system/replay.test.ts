// Ops replay a recorded file into a running Tempo with scripts/replay-feed, and switch a product's
// own source to a recording through the ops API — both only on a product in the sandbox, which
// takes demo orders only (rules SB1–SB4 of server/src/orders/SPEC.md).
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderView, Tick } from '@tempo/shared';
import { parseRecording, TickStore } from '../../server/src/quotes';
import { loginAs, makeAdmin, makeUser, type TestAdmin } from '../../server/src/test/factories';
import { connectSocket, onQuotes, subscribe, type TestSocket } from '../../server/src/test/socketClient';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';
import { runScript } from './runScript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TICKS_FILE = `${ROOT}scripts/samples/btcusdt-ticks.csv`;
const BARS_FILE = `${ROOT}scripts/samples/eurusd-1m.ndjson`;

let app: TestApp;
let ops: TestAdmin;
let keySequence = 0;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'worker', 'feed'] },
    {
      // A 1-second countdown, so a demo order placed during a replay settles within it.
      prepare: (db) =>
        db.query(
          `INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount)
           VALUES ('BTCUSDT', 1, 8000, 100, 99999900)`,
        ),
    },
  );
  ops = await makeAdmin(app, 'ops');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

/** Every tick published for `symbol` since `from`, from the tick stream (sockets may skip ticks by design). */
function published(symbol: string, from: number): Promise<Tick[]> {
  return new TickStore(app.ctx.redis).between(symbol, from, Number.MAX_SAFE_INTEGER, 100_000);
}

async function watch(symbol: string): Promise<Tick[]> {
  const socket = await connectSocket(app.baseUrl);
  sockets.push(socket);
  const ticks: Tick[] = [];
  onQuotes(socket, { tick: (tick) => tick.s === symbol && ticks.push(tick) });
  await subscribe(socket, { symbols: [symbol] });
  return ticks;
}

const asOps = () => ({ authorization: `Bearer ${ops.token}`, lang: 'en' });

function replayFeed(args: string[]) {
  return runScript(
    'scripts/replay-feed.ts',
    ['--file', TICKS_FILE, '--url', app.baseUrl, '--user', ops.username, '--password', ops.password, ...args],
    60_000,
  );
}

/** Takes `symbol` out of the sandbox once its demo orders have settled (SB3 refuses until then). */
async function leaveSandbox(symbol: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const left = await app.call('POST', `/admin/products/${symbol}/sandbox`, {
        body: { on: false },
        headers: asOps(),
      });
      expect(left).toMatchObject({ status: 1 });
    },
    { timeout: 30_000, interval: 250 },
  );
}

async function auditActions(symbol: string): Promise<string[]> {
  const { rows } = await app.ctx.db.query<{ action: string }>(
    `SELECT action FROM audit_log WHERE target_type = 'product' AND target_id = $1 ORDER BY id`,
    [symbol],
  );
  return rows.map((row) => row.action);
}

function order(token: string, account: 'real' | 'demo') {
  return app.call<OrderView>('POST', '/orders', {
    token,
    body: { symbol: 'BTCUSDT', direction: 'up', amount: 1_000, durationSec: 1, account },
    headers: { 'idempotency-key': `replay-${++keySequence}-${Date.now()}`, lang: 'en' },
  });
}

describe('replaying recorded prices', () => {
  it('SB2: replay-feed refuses a product outside the sandbox, saying how to put it there', async () => {
    const { code, output } = await replayFeed(['--symbol', 'BTCUSDT', '--speed', 'max']);
    expect(code).toBe(1);
    expect(output).toMatch(/PRODUCT_NOT_IN_SANDBOX/);
    expect(output).toMatch(/--sandbox/);
    expect(output).not.toMatch(/\n\s+at /);
    expect(await auditActions('BTCUSDT')).toEqual([]);
  });

  it('SB4: replay-feed --sandbox pushes a file through the ops channel, in order, then hands the symbol back', async () => {
    const recording = await parseRecording(TICKS_FILE);
    const ticks = await watch('BTCUSDT');
    const from = Date.now();
    const { code, output } = await replayFeed(['--symbol', 'BTCUSDT', '--speed', 'max', '--sandbox']);
    expect(code, output).toBe(0);
    expect(output).toMatch(new RegExp(`${recording.quotes.length}`));
    expect(output).toMatch(/stays in the sandbox/);

    // The recorded prices appear as one unbroken run, in file order, stamped by the server.
    const stream = await published('BTCUSDT', from);
    const prices = stream.map((tick) => tick.p);
    const recorded = recording.quotes.map((quote) => quote.price);
    const start = prices.indexOf(recorded[0]!);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(prices.slice(start, start + recorded.length)).toEqual(recorded);
    const times = stream.map((tick) => tick.t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(ticks.length).toBeGreaterThan(0);

    // Released: the simulator takes the symbol back.
    const feed = app.tempo.feed!.feed('BTCUSDT')!;
    await vi.waitFor(() => expect(feed.currentSourceLabel).toBe('simulator'), { timeout: 10_000 });
    const countAfterRelease = ticks.length;
    await vi.waitFor(() => expect(ticks.length).toBeGreaterThan(countAfterRelease + 3), { timeout: 10_000 });
    await leaveSandbox('BTCUSDT');
    expect(await auditActions('BTCUSDT')).toEqual([
      'product.sandbox.enter',
      'feed.claim',
      'feed.release',
      'product.sandbox.leave',
    ]);
  });

  it('SB1: during a replay the product takes demo orders, which settle on the replayed prices, and refuses real ones', async () => {
    const recorded = new Set((await parseRecording(TICKS_FILE)).quotes.map((quote) => quote.price));
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    // About six seconds of recording at 20 times real time.
    const running = replayFeed(['--symbol', 'BTCUSDT', '--speed', '20', '--sandbox']);
    const feed = app.tempo.feed!.feed('BTCUSDT')!;
    await vi.waitFor(() => expect(feed.currentSourceLabel).toBe(`external:${ops.username}`), {
      timeout: 20_000,
      interval: 50,
    });
    await vi.waitFor(() => expect(app.tempo.catalogue.get('BTCUSDT')?.sandbox).toBe(true));

    expect(await order(token, 'real')).toMatchObject({ http: 409, data: { code: 'PRODUCT_IN_SANDBOX' } });
    const demo = await order(token, 'demo');
    expect(demo).toMatchObject({ http: 201, data: { account: 'demo' } });
    const settled = await vi.waitFor(
      async () => {
        const { rows } = await app.ctx.db.query(
          'SELECT status, entry_price, exit_price FROM orders WHERE id = $1',
          [demo.data.id],
        );
        expect(rows[0].status).not.toBe('open');
        return rows[0] as { status: string; entry_price: number; exit_price: number };
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(recorded.has(settled.entry_price)).toBe(true);
    expect(recorded.has(settled.exit_price)).toBe(true);

    expect((await running).code).toBe(0);
    await leaveSandbox('BTCUSDT');
    // Out of the sandbox, a real order meets the usual rules again (this trader has no real money).
    await vi.waitFor(() => expect(app.tempo.catalogue.get('BTCUSDT')?.sandbox).toBe(false));
    expect((await order(token, 'real')).data).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
  });

  it('replay-feed refuses a wrong password and an unknown symbol with one clear line', async () => {
    const wrongPassword = await runScript(
      'scripts/replay-feed.ts',
      [
        '--file',
        TICKS_FILE,
        '--url',
        app.baseUrl,
        '--symbol',
        'BTCUSDT',
        '--user',
        ops.username,
        '--password',
        'nope',
      ],
      30_000,
    );
    expect(wrongPassword.code).not.toBe(0);
    expect(wrongPassword.output).not.toMatch(/\n\s+at /);
    const unknown = await replayFeed(['--symbol', 'NOPEUSD', '--sandbox']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.output).toMatch(/NOPEUSD|Unknown product|UNKNOWN_SYMBOL/);
    expect(unknown.output).not.toMatch(/\n\s+at /);
  });

  it('SB2: ops switch a sandbox product to a recording of 1-minute bars at run time, and back to the simulator', async () => {
    const recording = await parseRecording(BARS_FILE);
    // A product with the recording's five decimals; replays publish whatever the market hours.
    const target = 'EURUSD';
    const toReplay = { feed: { source: 'replay', options: { file: BARS_FILE, speed: 1000, loop: false } } };
    const outside = await app.call('PATCH', `/admin/products/${target}`, {
      headers: asOps(),
      body: toReplay,
    });
    expect(outside).toMatchObject({ http: 409, data: { code: 'PRODUCT_NOT_IN_SANDBOX' } });

    const entered = await app.call('POST', `/admin/products/${target}/sandbox`, {
      headers: asOps(),
      body: { on: true },
    });
    expect(entered.status).toBe(1);
    const from = Date.now();
    const switched = await app.call('PATCH', `/admin/products/${target}`, {
      headers: asOps(),
      body: toReplay,
    });
    expect(switched.status).toBe(1);
    const feed = app.tempo.feed!.feed(target)!;
    await vi.waitFor(() => expect(feed.currentSourceLabel).toBe(`replay:${ops.username}`), {
      timeout: 10_000,
      interval: 20,
    });
    const recorded = recording.quotes.map((quote) => quote.price);
    let prices: number[] = [];
    await vi.waitFor(
      async () => {
        prices = (await published(target, from)).map((tick) => tick.p);
        const start = prices.indexOf(recorded[0]!);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(prices.length - start).toBeGreaterThanOrEqual(recorded.length);
      },
      { timeout: 20_000, interval: 200 },
    );
    const start = prices.indexOf(recorded[0]!);
    expect(prices.slice(start, start + recorded.length)).toEqual(recorded);

    // SB3: the product leaves the sandbox only once its live source is back.
    const early = await app.call('POST', `/admin/products/${target}/sandbox`, {
      headers: asOps(),
      body: { on: false },
    });
    expect(early).toMatchObject({ http: 409, data: { code: 'SANDBOX_FEED_ACTIVE' } });
    await app.call('PATCH', `/admin/products/${target}`, {
      headers: asOps(),
      body: { feed: { source: 'simulator', options: {} } },
    });
    await leaveSandbox(target);
    expect(await auditActions(target)).toEqual([
      'product.sandbox.enter',
      'product.update',
      'product.update',
      'product.sandbox.leave',
    ]);
  });
});
