// A trader's own events reach them from whichever process caused them, and only the realtime nodes
// holding their sockets hear of them: the api places, a worker in another process settles, three
// nodes hold the sockets. Each owner gets each event once on every socket, a node's channel carries
// the events of its own traders alone, and a trader nobody holds costs no message. The directory
// follows sockets as they come and go, and is written again when Redis lost it.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { OrdersSettledEvent, OrderView, OwnerEventsMessage } from '@tempo/shared';
import { startTempo, type RunningTempo } from '../../app/startTempo';
import { getBalances } from '../../ledger';
import { fund, loginAs, makeAdmin, makeUser } from '../../test/factories';
import { connectSocket, type TestSocket } from '../../test/socketClient';
import { startTestApp, type TestApp } from '../../test/testApp';
import { addTestProducts } from '../../test/testProducts';
import { TickPublisher } from '../../test/tickPublisher';
import { realtimeKeys } from '../realtimeKeys';
import { nodeChannel } from './deliverOwnerEvents';
import { findOwnerNodes } from './ownerDirectory';

const SYMBOL = 'DELIVUSD';
let app: TestApp;
const nodes: RunningTempo[] = [];
const sockets: TestSocket[] = [];
/** What each node's channel carried, by node. */
const heardByNode = new Map<RunningTempo, OwnerEventsMessage['events']>();
const stopListening: Array<() => Promise<void>> = [];
let publisher: TickPublisher;
let keySequence = 0;

beforeAll(async () => {
  // The api and the settlement worker in one process, the sockets on three others.
  app = await startTestApp(
    { ROLES: ['api', 'worker'], FEED_STALE_MS: 1_500, ORDERS_PER_SECOND_PER_USER: 1_000 },
    { prepare: (db) => addTestProducts(db, [SYMBOL]) },
  );
  for (let i = 0; i < 3; i++) {
    const node = await startTempo({ ...app.config, ROLES: ['realtime'] });
    nodes.push(node);
    const heard: OwnerEventsMessage['events'] = [];
    heardByNode.set(node, heard);
    const channel = nodeChannel(node.realtime!.presence.nodeId);
    stopListening.push(await app.ctx.pubsub.subscribe(channel, ({ events }) => heard.push(...events)));
  }
  publisher = new TickPublisher(app.ctx, SYMBOL, 100);
  publisher.startSteady(50);
});
afterAll(async () => {
  await publisher?.stopSteady();
  for (const stop of stopListening) await stop();
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

/** A socket on `node` that records every `order:opened` and `orders:settled` it gets. */
async function listen(node: RunningTempo, token: string) {
  const socket = await connectSocket(`http://127.0.0.1:${node.port}`, { token });
  sockets.push(socket);
  const events: OrdersSettledEvent[] = [];
  const opened: number[] = [];
  socket.on('orders:settled', (event) => events.push(event));
  socket.on('order:opened', (order) => opened.push(order.id));
  const orderIds = () => events.flatMap((event) => event.orders.map((order) => order.id));
  return { socket, events, opened, orderIds };
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
const until = <T>(condition: () => T | Promise<T>) =>
  vi.waitUntil(condition, { timeout: 20_000, interval: 20 });
/** The owners whose events a node's channel carried. */
const ownersHeardBy = (node: RunningTempo) => new Set(heardByNode.get(node)!.map((event) => event.userId));
/** The ids of the nodes the directory lists for `userId`. */
const nodesListing = async (userId: number) => [
  ...(await findOwnerNodes(app.ctx.redis, [userId])).byNode.keys(),
];
const nodeId = (node: RunningTempo) => node.realtime!.presence.nodeId;

it('each owner gets each event once on every node they are on; no node hears of an owner it does not hold', async () => {
  const [alice, bob, carol] = [await trader(), await trader(), await trader()];
  const aliceOnFirst = await listen(nodes[0]!, alice.token);
  const aliceOnSecond = await listen(nodes[1]!, alice.token);
  const bobOnThird = await listen(nodes[2]!, bob.token);

  const aliceOrders = await Promise.all([
    place(alice.token, 'up'),
    place(alice.token, 'down'),
    place(alice.token, 'up'),
  ]);
  const bobOrder = await place(bob.token, 'down');
  // Carol is connected nowhere: her orders settle, and no node hears of them.
  await place(carol.token, 'up');
  const aliceIds = sorted(aliceOrders.map((order) => order.id));
  await until(() => aliceOnFirst.orderIds().length >= 3 && aliceOnSecond.orderIds().length >= 3);
  await until(() => bobOnThird.orderIds().length >= 1);

  // Every one of Alice's orders, opened and settled, once, on each of her sockets; Bob's only his.
  expect(sorted(aliceOnFirst.orderIds())).toEqual(aliceIds);
  expect(aliceOnSecond.events).toEqual(aliceOnFirst.events);
  expect(sorted(aliceOnFirst.opened)).toEqual(aliceIds);
  expect(sorted(aliceOnSecond.opened)).toEqual(aliceIds);
  expect(bobOnThird.orderIds()).toEqual([bobOrder.id]);
  expect(bobOnThird.opened).toEqual([bobOrder.id]);
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

  // Each node's channel carried its own traders' events and no one else's (Carol's settled before
  // the marker, announced by the same worker before it).
  const { rows } = await app.ctx.db.query(`SELECT 1 FROM orders WHERE user_id = $1 AND status = 'open'`, [
    carol.id,
  ]);
  expect(rows).toEqual([]);
  expect(ownersHeardBy(nodes[0]!)).toEqual(new Set([alice.id]));
  expect(ownersHeardBy(nodes[1]!)).toEqual(new Set([alice.id]));
  expect(ownersHeardBy(nodes[2]!)).toEqual(new Set([bob.id]));
});

it('the directory follows a trader’s sockets: listed while one is open on a node, unlisted when the last goes', async () => {
  const dana = await trader();
  const first = await listen(nodes[0]!, dana.token);
  const second = await listen(nodes[0]!, dana.token);
  const elsewhere = await listen(nodes[2]!, dana.token);
  // Listed before the socket was accepted: no wait.
  expect((await nodesListing(dana.id)).sort()).toEqual([nodeId(nodes[0]!), nodeId(nodes[2]!)].sort());

  first.socket.close();
  await until(() => !nodes[0]!.realtime!.io.sockets.sockets.has(first.socket.id ?? ''));
  // One socket is still on the first node: it stays listed.
  expect((await nodesListing(dana.id)).sort()).toEqual([nodeId(nodes[0]!), nodeId(nodes[2]!)].sort());

  second.socket.close();
  await until(async () => (await nodesListing(dana.id)).length === 1);
  expect(await nodesListing(dana.id)).toEqual([nodeId(nodes[2]!)]);

  // Her events now go to the third node alone.
  const order = await place(dana.token, 'up');
  await until(() => elsewhere.orderIds().includes(order.id));
  expect(
    heardByNode.get(nodes[0]!)!.some((event) => event.userId === dana.id && event.name === 'orders:settled'),
  ).toBe(false);
});

it('a directory Redis lost is written again within a heartbeat, and settlements reach their owners', async () => {
  const erin = await trader();
  const socket = await listen(nodes[1]!, erin.token);
  expect(await nodesListing(erin.id)).toEqual([nodeId(nodes[1]!)]);

  // As after a restart of a Redis that keeps nothing: the directory is gone.
  await app.ctx.redis.del(realtimeKeys.nodes(), realtimeKeys.ownerNodes(erin.id));
  expect(await nodesListing(erin.id)).toEqual([]);
  // The node's next heartbeat finds itself missing and writes its traders again.
  await until(async () => (await nodesListing(erin.id)).length === 1);
  expect(await nodesListing(erin.id)).toEqual([nodeId(nodes[1]!)]);

  const order = await place(erin.token, 'down');
  await until(() => socket.orderIds().includes(order.id));
  expect(socket.orderIds()).toEqual([order.id]);
});
