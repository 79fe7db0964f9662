// Every core of one machine (app/cluster/runCluster.ts): `main.ts` with WEB_CONCURRENCY=2 runs two
// web processes behind one port and the worker and feed in a third. A client's connections all
// reach the process its address maps to, long-polling included; a trader's events reach each of
// their sockets on either process once. When a web process is SIGKILLed its clients come back on
// the other at once (the app's jittered first retry), hear what settles from then on, and read
// what settled meanwhile; none hears a result twice. The primary starts a new process in its slot.
import { Redis } from 'ioredis';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION, type OrdersSettledEvent, type OrderView } from '@tempo/shared';
import { connectionSlot } from '../../server/src/app/cluster/connectionSlot';
import type { Config } from '../../server/src/platform/config';
import { platformKeys } from '../../server/src/platform/platformKeys';
import { hashPassword } from '../../server/src/platform/passwords';
import { findOwnerNodes } from '../../server/src/realtime';
import { firstTick, type TestSocket } from '../../server/src/test/socketClient';
import { createTestConfig, deleteRedisKeys } from '../../server/src/test/testApp';
import { callApi } from './callApi';
import { spawnTempo, type TempoProcess } from './tempoProcess';

const WEB_PROCESSES = 2;
/** Guests on the process to be killed besides the trader: the reconnect figure is over all of them. */
const GUESTS = 20;
const DEADLINE_MS = 30_000;

let config: Config;
let dropDatabase: () => Promise<void>;
let db: pg.Pool;
let redis: Redis;
let tempo: TempoProcess;
let base: string;
let opsToken: string;
const sockets: TestSocket[] = [];
let sequence = 0;

beforeAll(async () => {
  ({ config, dropDatabase } = await createTestConfig());
  db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
  await db.query(
    `INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount)
     VALUES ('BTCUSDT', 1, 8000, 100, 100000) ON CONFLICT DO NOTHING`,
  );
  await db.query(`INSERT INTO opening_codes (code) VALUES ('CLUSTER1')`);
  await db.query(`INSERT INTO admins (username, password_hash, role) VALUES ('clusterops', $1, 'ops')`, [
    await hashPassword('ops-password'),
  ]);
  redis = new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX });
  tempo = await spawnTempo(config, 'all', { WEB_CONCURRENCY: String(WEB_PROCESSES) });
  base = `http://127.0.0.1:${tempo.port}`;
  const ops = await callApi<{ token: string }>(base, 'POST', '/admin/auth/login', {
    username: 'clusterops',
    password: 'ops-password',
  });
  opsToken = ops.data.token;
  await firstTick(base);
}, 180_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await tempo?.stop();
  await db?.end();
  redis?.disconnect();
  await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
  await dropDatabase();
});

/** A loopback address whose connections the primary hands to web process `slot`. */
function addressOfSlot(slot: number): string {
  for (let host = 1; host < 255; host++) {
    if (connectionSlot(`127.0.0.${host}`, WEB_PROCESSES) === slot) return `127.0.0.${host}`;
  }
  throw new Error(`no loopback address maps to slot ${slot}`);
}

/** A socket from `localAddress`, reconnecting as the app does (client/src/lib/socket.ts). */
async function connectFrom(
  localAddress: string,
  options: { token?: string; transports?: ('websocket' | 'polling')[] } = {},
): Promise<TestSocket> {
  const socket: TestSocket = io(base, {
    transports: options.transports ?? ['websocket'],
    auth: { protocol: PROTOCOL_VERSION, ...(options.token ? { token: options.token } : {}) },
    localAddress,
    forceNew: true,
    reconnectionDelay: 250,
    randomizationFactor: 0.5,
    reconnectionDelayMax: 5_000,
  } as Parameters<typeof io>[1]);
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** What a socket hears of its trader's orders. */
function record(socket: TestSocket) {
  const opened: number[] = [];
  const settled: number[] = [];
  socket.on('order:opened', (order: OrderView) => opened.push(order.id));
  socket.on('orders:settled', (event: OrdersSettledEvent) =>
    settled.push(...event.orders.map(({ id }) => id)),
  );
  return { opened, settled };
}

async function makeTrader() {
  const account = `clus${String(++sequence).padStart(4, '0')}`;
  const password = 'secret-pass';
  const registered = await callApi(base, 'POST', '/auth/register', {
    account,
    phone: '+84912345678',
    openingCode: 'CLUSTER1',
    password,
    passwordConfirm: password,
    transactionPassword: '123456',
    transactionPasswordConfirm: '123456',
  });
  expect(registered.status, registered.message).toBe(1);
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE account = $1', [account]);
  const id = rows[0]!.id;
  const funded = await callApi(
    base,
    'POST',
    `/admin/users/${id}/balance-adjustments`,
    { amount: 50_000, reason: 'cluster test' },
    { authorization: `Bearer ${opsToken}`, 'idempotency-key': `cluster-fund-${account}` },
  );
  expect(funded.status, funded.message).toBe(1);
  const login = await callApi<{ token: string }>(base, 'POST', '/auth/login', { account, password });
  expect(login.status, login.message).toBe(1);
  return { id, token: login.data.token };
}

/**
 * Places an order, as the app does: a request cut off by a dying process is sent again with the
 * same idempotency key, so it is placed once.
 */
async function place(token: string): Promise<OrderView> {
  const key = `cluster-order-${++sequence}-${Date.now()}`;
  const body = { symbol: 'BTCUSDT', direction: 'up', amount: 1_000, durationSec: 1 };
  const placed = await until(() =>
    callApi<OrderView>(base, 'POST', '/orders', body, { token, 'idempotency-key': key }).catch(() => null),
  );
  expect(placed.status, placed.message).toBe(1);
  return placed.data;
}

/** The web processes' vitals: pid and sockets held, from the reports each process writes. */
async function webProcesses(): Promise<{ pid: number; sockets: number }[]> {
  const ids = await redis.zrange(platformKeys.vitalsProcesses(), 0, -1);
  const reports = await Promise.all(ids.map((id) => redis.get(platformKeys.vitalsReport(id))));
  return reports
    .filter((report): report is string => report !== null)
    .map((report) => JSON.parse(report) as { id: string; roles: string[]; sockets: number })
    .filter((report) => report.roles.includes('realtime'))
    .map((report) => ({ pid: Number(report.id.split(':')[1]), sockets: report.sockets }));
}

const until = <T>(condition: () => T | Promise<T>, timeout = DEADLINE_MS) =>
  vi.waitUntil(condition, { timeout, interval: 25 });
const once = (ids: number[]) => new Set(ids).size === ids.length;

it('serves a trader on both web processes, long-polling included; a killed one’s clients return on the other', async () => {
  const trader = await makeTrader();
  const [first, second] = [addressOfSlot(0), addressOfSlot(1)];
  const onFirst = await connectFrom(first, { token: trader.token });
  const onSecond = await connectFrom(second, { token: trader.token });
  // Long-polling requests leave from the default address, whichever process that maps to.
  const polling = await connectFrom('127.0.0.1', { token: trader.token, transports: ['polling'] });
  const heard = [onFirst, onSecond, polling].map(record);
  const guests = await Promise.all(Array.from({ length: GUESTS }, () => connectFrom(first)));

  // Two processes hold the trader's sockets, each listed in the owner directory.
  expect((await findOwnerNodes(redis, [trader.id])).byNode.size).toBe(WEB_PROCESSES);
  const order = await place(trader.token);
  await until(() => heard.every(({ settled }) => settled.includes(order.id)));
  for (const { opened, settled } of heard) {
    expect(opened).toEqual([order.id]);
    expect(settled).toEqual([order.id]);
  }

  // The process holding the first slot's sockets (the trader's, the guests' and maybe the polling
  // one) is killed.
  await until(async () => (await webProcesses()).some((process) => process.sockets > GUESTS));
  const doomed = (await webProcesses()).find((process) => process.sockets > GUESTS)!;
  const reconnectedAfter: number[] = [];
  const killedAt = performance.now();
  for (const socket of [onFirst, ...guests]) {
    socket.io.once('reconnect', () => reconnectedAfter.push(performance.now() - killedAt));
  }
  process.kill(doomed.pid, 'SIGKILL');
  // An order placed while its owner's socket is away settles meanwhile.
  const meanwhile = await place(trader.token);

  await until(() => reconnectedAfter.length === GUESTS + 1);
  const sortedTimes = [...reconnectedAfter].sort((a, b) => a - b);
  const p99 = sortedTimes[Math.ceil(sortedTimes.length * 0.99) - 1]!;
  console.log(
    `back on the other web process: median ${Math.round(sortedTimes[sortedTimes.length >> 1]!)} ms, ` +
      `p99 ${Math.round(p99)} ms (${sortedTimes.length} sockets)`,
  );

  // Back on the surviving process: what settled meanwhile reads as settled, as the app reads it
  // on reconnecting; what settles from now on is heard once on every socket.
  await until(async () => {
    const read = await callApi<OrderView>(base, 'GET', `/orders/${meanwhile.id}`, undefined, {
      token: trader.token,
    });
    return read.status === 1 && read.data.status !== 'open';
  });
  const after = await place(trader.token);
  await until(() => heard.every(({ settled }) => settled.includes(after.id)));
  for (const { opened, settled } of heard) {
    expect(once(opened)).toBe(true);
    expect(once(settled)).toBe(true);
  }

  // The primary starts a new process in the dead one's slot.
  await until(
    async () =>
      (await webProcesses()).filter((process) => process.pid !== doomed.pid).length === WEB_PROCESSES,
    90_000,
  );
}, 180_000);
