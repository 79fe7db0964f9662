// Ops replay a recorded file into a running Tempo with scripts/replay-feed, and switch a product's
// own source to a recording through the ops API.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tick } from '@tempo/shared';
import { TickStore } from '../../server/src/quotes';
import { parseRecording } from '../../server/src/quotes/replay/parseRecording';
import { makeAdmin, type TestAdmin } from '../../server/src/test/factories';
import { connectSocket, subscribe, type TestSocket } from '../../server/src/test/socketClient';
import { startTestApp, type TestApp } from '../../server/src/test/testApp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TICKS_FILE = `${ROOT}scripts/samples/btcusdt-ticks.csv`;
const BARS_FILE = `${ROOT}scripts/samples/eurusd-1m.ndjson`;

let app: TestApp;
let ops: TestAdmin;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime', 'feed'] });
  ops = await makeAdmin(app, 'ops');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app.close();
});

/** Every tick published for `symbol` since `from`, from the tick stream (sockets may skip ticks by design). */
function published(symbol: string, from: number): Promise<Tick[]> {
  return new TickStore(app.ctx.redis).between(symbol, from, Number.MAX_SAFE_INTEGER, 100_000);
}

async function watch(symbol: string): Promise<Tick[]> {
  const socket = await connectSocket(app.baseUrl);
  sockets.push(socket);
  const ticks: Tick[] = [];
  socket.on('tick', (tick) => tick.s === symbol && ticks.push(tick));
  await subscribe(socket, { symbols: [symbol] });
  return ticks;
}

describe('replaying recorded prices', () => {
  it('replay-feed pushes a file through the ops channel, in order, then hands the symbol back', async () => {
    const recording = await parseRecording(TICKS_FILE);
    const ticks = await watch('BTCUSDT');
    const from = Date.now();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/replay-feed.ts',
        '--file',
        TICKS_FILE,
        '--symbol',
        'BTCUSDT',
        '--speed',
        'max',
        '--url',
        app.baseUrl,
        '--user',
        ops.username,
        '--password',
        ops.password,
      ],
      { cwd: ROOT, timeout: 60_000 },
    );
    expect(stdout).toMatch(new RegExp(`${recording.quotes.length}`));

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
    const countAfterRelease = ticks.length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(ticks.length).toBeGreaterThan(countAfterRelease);
    const { rows } = await app.ctx.db.query(
      `SELECT action FROM audit_log WHERE target_id = 'BTCUSDT' ORDER BY id`,
    );
    expect(rows.map((row) => row.action)).toEqual(['feed.claim', 'feed.release']);
  });

  it('replay-feed refuses a wrong password and an unknown symbol with one clear line', async () => {
    const run = (args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/replay-feed.ts', '--file', TICKS_FILE, '--url', app.baseUrl, ...args],
        {
          cwd: ROOT,
          timeout: 30_000,
        },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
    const wrongPassword = await run(['--symbol', 'BTCUSDT', '--user', ops.username, '--password', 'nope']);
    expect(wrongPassword.code).not.toBe(0);
    expect(wrongPassword.stderr).not.toMatch(/\n\s+at /);
    const unknown = await run(['--symbol', 'NOPEUSD', '--user', ops.username, '--password', ops.password]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toMatch(/NOPEUSD|Unknown product|UNKNOWN_SYMBOL/);
  });

  it('ops switch a product to a recording of 1-minute bars at run time, and back to the simulator', async () => {
    const recording = await parseRecording(BARS_FILE);
    // A product with the recording's five decimals; replays publish whatever the market hours.
    const target = 'EURUSD';
    const from = Date.now();
    const switched = await app.call('PATCH', `/admin/products/${target}`, {
      headers: { authorization: `Bearer ${ops.token}` },
      body: { feed: { source: 'replay', options: { file: BARS_FILE, speed: 1000, loop: false } } },
    });
    expect(switched.status).toBe(1);
    const recorded = recording.quotes.map((quote) => quote.price);
    let prices: number[] = [];
    for (let waited = 0; waited < 20_000; waited += 200) {
      prices = (await published(target, from)).map((tick) => tick.p);
      const start = prices.indexOf(recorded[0]!);
      if (start >= 0 && prices.length - start >= recorded.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const start = prices.indexOf(recorded[0]!);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(prices.slice(start, start + recorded.length)).toEqual(recorded);

    await app.call('PATCH', `/admin/products/${target}`, {
      headers: { authorization: `Bearer ${ops.token}` },
      body: { feed: { source: 'simulator', options: {} } },
    });
  });
});
