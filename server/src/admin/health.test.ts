// The platform's health as ops read it: every running process reports its vital signs, and the
// api adds them up — sockets held, ticks published, orders settled and how late, queue depths —
// and forgets a process once it stops.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { HealthView, OrderView } from '@tempo/shared';
import { startTempo, type RunningTempo } from '../app/startTempo';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { connectSocket, type TestSocket } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';

const SYMBOL = 'HEALTHUSD';
let app: TestApp;
let feed: RunningTempo | null = null;
let ops: TestAdmin;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'worker'], ORDERS_PER_SECOND_PER_USER: 1_000 },
    {
      prepare: async (db) => {
        await addTestProducts(db, [SYMBOL]);
        await db.query('UPDATE products SET enabled = false WHERE symbol <> $1', [SYMBOL]);
      },
    },
  );
  // The feed in a process of its own: the health page shows both.
  feed = await startTempo({ ...app.config, ROLES: ['feed'] });
  ops = await makeAdmin(app, 'ops');
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await feed?.close();
  await app?.close();
});

const health = async (admin: TestAdmin = ops) =>
  app.call<HealthView>('GET', '/admin/health', { headers: { authorization: `Bearer ${admin.token}` } });

/** Reads the health until `done` holds, for at most 20 s; fails naming `what` and the last view. */
function waitForHealth(done: (view: HealthView) => boolean, what: string): Promise<HealthView> {
  return vi.waitFor(
    async () => {
      const view = (await health()).data;
      if (!done(view)) throw new Error(`waiting for ${what}: ${JSON.stringify(view)}`);
      return view;
    },
    { timeout: 20_000, interval: 200 },
  );
}

it('adds up every process’s report: sockets, ticks, settlements and their lag, and the queues', async () => {
  for (let i = 0; i < 3; i++) sockets.push(await connectSocket(app.baseUrl));
  const live = await waitForHealth(
    (view) => view.totals.sockets === 3 && view.totals.ticksPerSecond > 0,
    'three sockets and a ticking feed',
  );
  expect(live.processes.map((vitals) => vitals.roles)).toEqual(
    expect.arrayContaining([['api', 'realtime', 'worker'], ['feed']]),
  );
  const feedVitals = live.processes.find((vitals) => vitals.roles.includes('feed'))!;
  expect(feedVitals.sockets).toBe(0);
  expect(feedVitals.ticksPerSecond).toBeGreaterThan(0);
  expect(feedVitals.rssBytes).toBeGreaterThan(10 * 1024 * 1024);
  expect(live.queues.map((queue) => queue.name)).toContain('settlement');

  // A settled order shows as a settlement and its lag.
  const user = await makeUser(app);
  await fund(app, ops, user.id, 10_000);
  const placed = await app.call<OrderView>('POST', '/orders', {
    token: await loginAs(app, user),
    headers: { 'idempotency-key': randomUUID() },
    body: { symbol: SYMBOL, direction: 'up', durationSec: 1, amount: 1_000, account: 'real' },
  });
  expect(placed.status, placed.text).toBe(1);
  const settled = await waitForHealth(
    (view) => view.processes.some((vitals) => vitals.settlementLag.count > 0),
    'the settlement in a report',
  );
  const worker = settled.processes.find((vitals) => vitals.settlementLag.count > 0)!;
  expect(worker.roles).toContain('worker');
  expect(worker.settlementLag.p99Ms).toBeGreaterThan(0);
  expect(settled.totals.settlementLagP99Ms).toBe(worker.settlementLag.p99Ms);

  // A stopped process is forgotten at once.
  await feed!.close();
  feed = null;
  const after = (await health()).data;
  expect(after.processes.map((vitals) => vitals.roles)).toEqual([['api', 'realtime', 'worker']]);
});

it('is for the roles that observe: support is refused', async () => {
  const answer = await health(await makeAdmin(app, 'support'));
  expect(answer.http).toBe(403);
});
