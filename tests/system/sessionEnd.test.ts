// A session ends everywhere at once: two api+realtime nodes and a worker+feed process, a trader
// with sockets on both nodes. A logout on one node, a new login password or an ops reset ends the
// sockets of the sessions it revoked on both nodes (session:ended, then a disconnect), and only
// those: the user's orders reach the sockets of live sessions and no longer the ended ones.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderView, SessionEndedEvent } from '@tempo/shared';
import type { Config } from '../../server/src/platform/config';
import { hashPassword } from '../../server/src/platform/passwords';
import { connectSocket, firstTick, type TestSocket } from '../../server/src/test/socketClient';
import { createTestConfig, deleteRedisKeys } from '../../server/src/test/testApp';
import { spawnTempo, type TempoProcess } from './tempoProcess';

let config: Config;
let dropDatabase: () => Promise<void>;
let db: pg.Pool;
const processes: TempoProcess[] = [];
const sockets: TestSocket[] = [];
let nodeA: string;
let nodeB: string;
let opsToken: string;
let sequence = 0;

beforeAll(async () => {
  ({ config, dropDatabase } = await createTestConfig());
  db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
  await db.query(
    `INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount) VALUES ('BTCUSDT', 60, 8000, 100, 100000)
     ON CONFLICT DO NOTHING`,
  );
  await db.query(`INSERT INTO opening_codes (code) VALUES ('ENDTEST1')`);
  await db.query(`INSERT INTO admins (username, password_hash, role) VALUES ('endops', $1, 'ops')`, [
    await hashPassword('ops-password'),
  ]);
  // The first api process migrates; the others start on a migrated database.
  const first = await start('api,realtime');
  const [second] = await Promise.all([start('api,realtime'), start('worker,feed')]);
  nodeA = `http://127.0.0.1:${first.port}`;
  nodeB = `http://127.0.0.1:${second.port}`;
  const ops = await call<{ token: string }>(nodeA, 'POST', '/admin/auth/login', {
    body: { username: 'endops', password: 'ops-password' },
  });
  opsToken = ops.data.token;
  // Orders need a live price: a fresh feed writes its history first, seconds on a busy machine.
  await firstTick(nodeA);
}, 150_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(processes.map((process) => process.stop()));
  await db?.end();
  await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
  await dropDatabase();
});

async function start(roles: string) {
  const started = await spawnTempo(config, roles);
  processes.push(started);
  return started;
}

async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { token: options.token } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as { status: number; data: T; message: string };
}

/** A registered, funded trader. */
async function makeTrader() {
  const account = `ends${String(++sequence).padStart(4, '0')}`;
  const password = 'secret-pass';
  const registered = await call(nodeA, 'POST', '/auth/register', {
    body: {
      account,
      phone: '+84912345678',
      openingCode: 'ENDTEST1',
      password,
      passwordConfirm: password,
      transactionPassword: '123456',
      transactionPasswordConfirm: '123456',
    },
  });
  expect(registered.status).toBe(1);
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE account = $1', [account]);
  const id = rows[0]!.id;
  const funded = await call(nodeA, 'POST', `/admin/users/${id}/balance-adjustments`, {
    body: { amount: 50_000, reason: 'session end test' },
    headers: { authorization: `Bearer ${opsToken}`, 'idempotency-key': `end-fund-${account}` },
  });
  expect(funded.status).toBe(1);
  return { id, account, password };
}

async function login(base: string, account: string, password: string): Promise<string> {
  const result = await call<{ token: string }>(base, 'POST', '/auth/login', { body: { account, password } });
  expect(result.status).toBe(1);
  return result.data.token;
}

/** A socket on `base` with `token`, recording what it hears. */
async function watch(base: string, token: string) {
  const socket = await connectSocket(base, { token });
  sockets.push(socket);
  const seen = {
    ended: [] as SessionEndedEvent[],
    opened: [] as OrderView[],
    balances: 0,
    disconnect: null as string | null,
  };
  socket.on('session:ended', (event) => seen.ended.push(event));
  socket.on('order:opened', (order) => seen.opened.push(order));
  socket.on('balance', () => seen.balances++);
  socket.on('disconnect', (reason) => (seen.disconnect = reason));
  return seen;
}
type Seen = Awaited<ReturnType<typeof watch>>;

async function placeOrder(base: string, token: string): Promise<OrderView> {
  const result = await call<OrderView>(base, 'POST', '/orders', {
    token,
    body: { symbol: 'BTCUSDT', direction: 'up', amount: 1_000, durationSec: 60 },
    headers: { 'idempotency-key': `end-order-${++sequence}-${Date.now()}` },
  });
  expect(result.status).toBe(1);
  return result.data;
}

async function expectEnded(reason: SessionEndedEvent['reason'], ...ended: Seen[]) {
  await vi.waitFor(
    () => {
      for (const seen of ended) expect(seen.disconnect).toBe('io server disconnect');
    },
    { timeout: 20_000, interval: 25 },
  );
  for (const seen of ended) expect(seen.ended).toEqual([{ reason }]);
}

/** Places an order and waits until every live socket has heard of it; then none of the ended has. */
async function expectOrderReaches(base: string, token: string, live: Seen[], ended: Seen[]) {
  const order = await placeOrder(base, token);
  await vi.waitFor(
    () => {
      for (const seen of live) {
        expect(seen.opened.map((opened) => opened.id)).toContain(order.id);
        expect(seen.balances).toBeGreaterThan(0);
      }
    },
    { timeout: 20_000, interval: 25 },
  );
  for (const seen of ended) expect([seen.opened, seen.balances]).toEqual([[], 0]);
  for (const seen of live) expect([seen.ended, seen.disconnect]).toEqual([[], null]);
}

describe('a session ends on every node at once', () => {
  it('a logout on node A ends the session’s sockets on A and B; later orders reach only live sessions', async () => {
    const trader = await makeTrader();
    const token = await login(nodeA, trader.account, trader.password);
    const [onA, onB] = await Promise.all([watch(nodeA, token), watch(nodeB, token)]);

    expect((await call(nodeA, 'POST', '/auth/logout', { token })).status).toBe(1);
    await expectEnded('logged-out', onA, onB);

    const fresh = await login(nodeB, trader.account, trader.password);
    const [freshOnA, freshOnB] = await Promise.all([watch(nodeA, fresh), watch(nodeB, fresh)]);
    await expectOrderReaches(nodeB, fresh, [freshOnA, freshOnB], [onA, onB]);
  });

  it('a new login password ends the other sessions’ sockets on both nodes; the current session’s stay', async () => {
    const trader = await makeTrader();
    const other = await login(nodeA, trader.account, trader.password);
    const current = await login(nodeB, trader.account, trader.password);
    const [otherOnA, otherOnB, currentOnA, currentOnB] = await Promise.all([
      watch(nodeA, other),
      watch(nodeB, other),
      watch(nodeA, current),
      watch(nodeB, current),
    ]);

    const changed = await call(nodeB, 'POST', '/user/password', {
      token: current,
      body: {
        kind: 'login',
        oldPassword: trader.password,
        newPassword: 'new-secret-pass',
        newPasswordConfirm: 'new-secret-pass',
      },
    });
    expect(changed.status).toBe(1);
    await expectEnded('revoked', otherOnA, otherOnB);

    await expectOrderReaches(nodeA, current, [currentOnA, currentOnB], [otherOnA, otherOnB]);
  });

  it('an ops password reset ends every session’s sockets on both nodes', async () => {
    const trader = await makeTrader();
    const [first, second] = [
      await login(nodeA, trader.account, trader.password),
      await login(nodeB, trader.account, trader.password),
    ];
    const before = await Promise.all([
      watch(nodeA, first),
      watch(nodeB, first),
      watch(nodeA, second),
      watch(nodeB, second),
    ]);

    const reset = await call(nodeB, 'POST', `/admin/users/${trader.id}/password-reset`, {
      body: { kind: 'login', newPassword: 'reset-secret-pass' },
      headers: { authorization: `Bearer ${opsToken}` },
    });
    expect(reset.status).toBe(1);
    await expectEnded('revoked', ...before);

    const fresh = await login(nodeA, trader.account, 'reset-secret-pass');
    const after = await Promise.all([watch(nodeA, fresh), watch(nodeB, fresh)]);
    await expectOrderReaches(nodeA, fresh, after, before);
  });
});
