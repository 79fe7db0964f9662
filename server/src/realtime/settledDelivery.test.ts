// Settled orders reach their owners from a worker in another process: the worker publishes each
// settlement chunk once on the bus, and every realtime node hands each owner's event to the
// owner's sockets it holds — on every node the owner is connected to, once per socket, and to
// nobody else.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { OrdersSettledEvent, OrderView } from '@tempo/shared';
import { startTempo, type RunningTempo } from '../app/startTempo';
import { getBalances } from '../ledger';
import { fund, loginAs, makeAdmin, makeUser } from '../test/factories';
import { connectSocket, type TestSocket } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';

const SYMBOL = 'DELIVUSD';
let app: TestApp;
const nodes: RunningTempo[] = [];
const sockets: TestSocket[] = [];
let publisher: TickPublisher;
let keySequence = 0;

beforeAll(async () => {
  // The api and the settlement worker in one process, the sockets on two others.
  app = await startTestApp(
    { ROLES: ['api', 'worker'], FEED_STALE_MS: 1_500, ORDERS_PER_SECOND_PER_USER: 1_000 },
    { prepare: (db) => addTestProducts(db, [SYMBOL]) },
  );
  for (let i = 0; i < 2; i++) nodes.push(await startTempo({ ...app.config, ROLES: ['realtime'] }));
  publisher = new TickPublisher(app.ctx, SYMBOL, 100);
  publisher.startSteady(50);
});
afterAll(async () => {
  await publisher?.stopSteady();
  for (const socket of sockets) socket.close();
  try {
    for (const node of nodes) await node.close();
    expect(await app.ledgerMismatches()).toEqual([]);
  } finally {
    await app.close();
  }
});

async function trader() {
  const user = await makeUser(app);
  await fund(app, await makeAdmin(app), user.id, 100_000);
  return { id: user.id, token: await loginAs(app, user) };
}

/** A socket on `node` that records every `orders:settled` it gets. */
async function listen(node: RunningTempo, token: string) {
  const socket = await connectSocket(`http://127.0.0.1:${node.port}`, { token });
  sockets.push(socket);
  const events: OrdersSettledEvent[] = [];
  socket.on('orders:settled', (event) => events.push(event));
  const orderIds = () => events.flatMap((event) => event.orders.map((order) => order.id));
  return { events, orderIds };
}

async function place(token: string, direction: 'up' | 'down'): Promise<OrderView> {
  const result = await app.call<OrderView>('POST', '/orders', {
    token,
    body: { symbol: SYMBOL, durationSec: 1, amount: 1_000, direction },
    headers: { 'idempotency-key': `delivery-${++keySequence}-${Date.now()}` },
  });
  if (result.status !== 1) throw new Error(`placement failed: ${result.text}`);
  return result.data;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const until = <T>(condition: () => T) => vi.waitUntil(condition, { timeout: 20_000, interval: 20 });

it('a worker in another process reaches each owner on every node they are on, once, and no one else', async () => {
  const [alice, bob] = [await trader(), await trader()];
  const aliceOnFirst = await listen(nodes[0]!, alice.token);
  const aliceOnSecond = await listen(nodes[1]!, alice.token);
  const bobOnFirst = await listen(nodes[0]!, bob.token);

  const aliceOrders = await Promise.all([
    place(alice.token, 'up'),
    place(alice.token, 'down'),
    place(alice.token, 'up'),
  ]);
  const bobOrder = await place(bob.token, 'down');
  const aliceIds = sorted(aliceOrders.map((order) => order.id));
  await until(() => aliceOnFirst.orderIds().length >= 3 && aliceOnSecond.orderIds().length >= 3);
  await until(() => bobOnFirst.orderIds().length >= 1);

  // Every one of Alice's orders, once, on each of her sockets; Bob's socket saw only his own.
  expect(sorted(aliceOnFirst.orderIds())).toEqual(aliceIds);
  expect(aliceOnSecond.events).toEqual(aliceOnFirst.events);
  expect(bobOnFirst.orderIds()).toEqual([bobOrder.id]);
  for (const order of aliceOnFirst.events.flatMap((event) => event.orders)) {
    expect(order.status).not.toBe('open');
    expect(order).not.toHaveProperty('userId');
  }

  // A later settlement of Alice's arrives behind anything sent before it on the same path: had the
  // first orders been delivered twice, the repeat would show up before it.
  const marker = await place(alice.token, 'up');
  await until(
    () => aliceOnFirst.orderIds().includes(marker.id) && aliceOnSecond.orderIds().includes(marker.id),
  );
  expect(sorted(aliceOnFirst.orderIds())).toEqual(sorted([...aliceIds, marker.id]));
  expect(aliceOnSecond.events).toEqual(aliceOnFirst.events);

  // The balances in the last event are the books' after every one of her orders settled.
  const balances = await getBalances(app.ctx.db, alice.id);
  expect(aliceOnFirst.events.at(-1)!.balances).toEqual(balances);
});
