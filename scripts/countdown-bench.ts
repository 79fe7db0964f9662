// countdown-bench: a first measurement of order placement and settlement lag on a running Tempo.
//
// Steps: register --users traders (opening code TEMPO2026 from the demo seed) and fund them through
// the ops API; connect one socket per trader for `orders:settled` and one for the symbol's ticks;
// place --orders countdowns open-loop at --rate per second; then wait for every settlement.
// Countdown end → settled = receipt of `orders:settled` − the order's expiry (what the trader
// watching the countdown waits), split into the wait for the first tick after the expiry and the
// settlement lag from that tick (the moment it became settleable). Prints percentiles and checks that the
// ledger reconciles.
//
// Usage: node --import tsx scripts/countdown-bench.ts [--url http://127.0.0.1:3000] [--users 100]
//        [--orders 1000] [--rate 200] [--duration 30] [--symbol BTCUSDT] [--ops admin:admin123456]
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import {
  PROTOCOL_VERSION,
  unpackQuotes,
  type ClientToServerEvents,
  type OrdersSettledEvent,
  type OrderView,
  type QuotesEvent,
  type ServerToClientEvents,
  type SocketAuth,
} from '@tempo/shared';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    users: { type: 'string', default: '100' },
    orders: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    symbol: { type: 'string', default: 'BTCUSDT' },
    ops: { type: 'string', default: 'admin:admin123456' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`countdown-bench — placement rate and settlement lag of countdown orders on a running Tempo

  --url <base url>     server (default http://127.0.0.1:3000)
  --users <n>          traders to create and fund (default 100)
  --orders <n>         countdowns to place (default 1000)
  --rate <n>           orders per second offered, open loop (default 200)
  --duration <s>       countdown length; the product must offer it (default 30)
  --symbol <SYMBOL>    product (default BTCUSDT)
  --ops <user:pass>    ops login used to fund traders (default the demo seed's)`);
  process.exit(0);
}

type Envelope<T> = { status: number; message: string; data: T };
async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const response = await fetch(`${values.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', lang: 'en', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (name: string, list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `${name.padEnd(30)} p50 ${percentile(sorted, 50)}  p90 ${percentile(sorted, 90)}  p99 ${percentile(sorted, 99)}  max ${sorted.at(-1)} ms  (n=${sorted.length})`;
};
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const connect = (auth: SocketAuth): Promise<ClientSocket> =>
  new Promise((resolve, reject) => {
    const socket: ClientSocket = io(values.url, {
      transports: ['websocket'],
      auth: { ...auth, protocol: PROTOCOL_VERSION },
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

const runId = Date.now().toString(36);
const [opsUser, opsPassword] = values.ops.split(':');
const ops = await call<{ token: string }>('POST', '/admin/auth/login', {
  username: opsUser,
  password: opsPassword,
});
if (ops.status !== 1) throw new Error(`ops login failed: ${ops.message}`);

console.log(`creating ${values.users} traders…`);
const traders = await Promise.all(
  Array.from({ length: Number(values.users) }, async (_, i) => {
    const account = `b${runId}${i}`.slice(0, 12);
    const password = 'bench-pass';
    const registered = await call('POST', '/auth/register', {
      account,
      phone: '+84912345678',
      openingCode: 'TEMPO2026',
      password,
      passwordConfirm: password,
      transactionPassword: '123456',
      transactionPasswordConfirm: '123456',
    });
    if (registered.status !== 1) throw new Error(`register failed: ${registered.message}`);
    const found = await call<{ id: number }>('GET', `/admin/users?account=${account}`, undefined, {
      authorization: `Bearer ${ops.data.token}`,
    });
    await call(
      'POST',
      `/admin/users/${found.data.id}/balance-adjustments`,
      { amount: 10_000_000, reason: 'benchmark' },
      {
        authorization: `Bearer ${ops.data.token}`,
        'idempotency-key': `bench-${runId}-${i}`,
      },
    );
    const login = await call<{ token: string }>('POST', '/auth/login', { account, password });
    return { token: login.data.token, socket: await connect({ token: login.data.token }) };
  }),
);

const tickTimes: number[] = [];
const tickSocket = await connect({});
tickSocket.on('quotes', (batch: QuotesEvent) =>
  unpackQuotes(batch, { tick: (tick) => tick.s === values.symbol && tickTimes.push(tick.t) }),
);
tickSocket.emit('subscribe', { symbols: [values.symbol] });

const settledAt = new Map<number, number>();
for (const trader of traders) {
  trader.socket.on('orders:settled', (event: OrdersSettledEvent) => {
    for (const order of event.orders) settledAt.set(order.id, Date.now());
  });
}

const total = Number(values.orders);
const interval = 1000 / Number(values.rate);
const placements: { order: OrderView; sentAt: number; answeredAt: number }[] = [];
let refused = 0;
const started = performance.now();
const startWall = Date.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const due = started + i * interval;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const trader = traders[i % traders.length]!;
  const sentAt = Date.now();
  pending.push(
    call<OrderView>(
      'POST',
      '/orders',
      {
        symbol: values.symbol,
        direction: i % 2 ? 'up' : 'down',
        amount: 1_000,
        durationSec: Number(values.duration),
      },
      {
        token: trader.token,
        'idempotency-key': `bench-${runId}-order-${i}`,
      },
    ).then((answer) => {
      if (answer.status === 1) placements.push({ order: answer.data, sentAt, answeredAt: Date.now() });
      else refused++;
    }),
  );
}
await Promise.all(pending);
const placingSeconds = (Date.now() - startWall) / 1000;
console.log(
  `placed ${placements.length} (${refused} refused) in ${placingSeconds.toFixed(1)} s; waiting for settlement…`,
);

const lastExpiry = Math.max(...placements.map((placement) => placement.order.expiryTs));
while (Date.now() < lastExpiry + 10_000 && settledAt.size < placements.length) {
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const lags: number[] = [];
const fromExpiry: number[] = [];
const tickWaits: number[] = [];
for (const { order } of placements) {
  const received = settledAt.get(order.id);
  const settleable = tickTimes.find((t) => t > order.expiryTs);
  if (received === undefined || settleable === undefined) continue;
  lags.push(received - settleable);
  fromExpiry.push(received - order.expiryTs);
  tickWaits.push(settleable - order.expiryTs);
}
const reconciliation = await call<{ reconciled: boolean }>('GET', '/admin/ledger/reconciliation', undefined, {
  authorization: `Bearer ${ops.data.token}`,
});

console.log(
  `offered rate                   ${values.rate}/s; achieved ${(placements.length / placingSeconds).toFixed(0)} orders/s`,
);
console.log(
  summary(
    'placement latency',
    placements.map((p) => p.answeredAt - p.sentAt),
  ),
);
console.log(
  summary(
    'placement beyond entry wait',
    placements.map((p) => p.answeredAt - Math.max(p.sentAt, p.order.entryTs)),
  ),
);
console.log(summary('countdown end → settled', fromExpiry));
console.log(summary('  wait for the next tick', tickWaits));
console.log(summary('settlement lag', lags));
console.log(`settled events received        ${settledAt.size} / ${placements.length}`);
console.log(`ledger reconciles              ${reconciliation.data.reconciled}`);
for (const trader of traders) trader.socket.close();
tickSocket.close();
process.exit(settledAt.size === placements.length && reconciliation.data.reconciled ? 0 : 1);
