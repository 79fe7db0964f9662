// fanout-latency: a first measurement of tick delivery from a running Tempo to many clients.
//
// Steps: open N Socket.IO clients (WebSocket only) against --url, subscribe each to the symbols,
// record for every tick (server timestamp → receipt here) and, per tick, the spread between the
// first and the last client to get it; print percentiles at the end. The clock is shared with
// the server (same host), so the latency includes the feed → Redis → node → client path.
//
// Usage: node --import tsx scripts/fanout-latency.ts [--url http://127.0.0.1:3000] [--clients 1000]
//        [--symbols BTCUSDT] [--seconds 30] [--warmup 5]
// The full load tool with baselines and reports is scripts/loadtest (a later issue).
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import {
  PROTOCOL_VERSION,
  unpackQuotes,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type Tick,
} from '@tempo/shared';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    clients: { type: 'string', default: '1000' },
    symbols: { type: 'string', default: 'BTCUSDT' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`fanout-latency — tick delivery latency from a running Tempo to many Socket.IO clients

  --url <base url>      server to connect to (default http://127.0.0.1:3000)
  --clients <n>         number of clients (default 1000)
  --symbols <a,b>       symbols each client subscribes to (default BTCUSDT)
  --seconds <s>         measuring time after the warm-up (default 30)
  --warmup <s>          seconds to connect and settle before measuring (default 5)`);
  process.exit(0);
}

const clientCount = Number(values.clients);
const symbols = values.symbols.split(',');
const latencies: number[] = [];
const firstLast = new Map<string, { first: number; last: number; count: number }>();
let measuring = false;
let disconnects = 0;

const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];
for (let i = 0; i < clientCount; i++) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(values.url, {
    transports: ['websocket'],
    auth: { protocol: PROTOCOL_VERSION },
    forceNew: true,
    reconnection: false,
  });
  socket.on('connect', () => socket.emit('subscribe', { symbols }));
  socket.on('disconnect', () => measuring && disconnects++);
  socket.on('quotes', (batch) => unpackQuotes(batch, { tick: receive }));
  function receive(tick: Tick) {
    if (!measuring) return;
    const now = Date.now();
    latencies.push(now - tick.t);
    const key = `${tick.s}:${tick.t}:${tick.p}`;
    const seen = firstLast.get(key);
    if (seen) {
      seen.last = now;
      seen.count++;
    } else firstLast.set(key, { first: now, last: now, count: 1 });
  }
  sockets.push(socket);
}

await new Promise((resolve) => setTimeout(resolve, Number(values.warmup) * 1000));
const connected = sockets.filter((socket) => socket.connected).length;
const cpuStart = process.cpuUsage();
const wallStart = performance.now();
measuring = true;
await new Promise((resolve) => setTimeout(resolve, Number(values.seconds) * 1000));
measuring = false;
const cpu = process.cpuUsage(cpuStart);
const cpuShare = (cpu.user + cpu.system) / 1000 / (performance.now() - wallStart);
for (const socket of sockets) socket.close();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sorted = [...latencies].sort((a, b) => a - b);
const spreads = [...firstLast.values()]
  .filter((tick) => tick.count > 1)
  .map((tick) => tick.last - tick.first)
  .sort((a, b) => a - b);
const ticks = firstLast.size;
const expected = ticks * connected;
const row = (name: string, list: number[]) =>
  `${name.padEnd(22)} p50 ${percentile(list, 50)}  p90 ${percentile(list, 90)}  p99 ${percentile(list, 99)}  p99.9 ${percentile(list, 99.9)}  max ${list.at(-1)} ms`;

console.log(`clients connected        ${connected} / ${clientCount}`);
console.log(
  `ticks measured           ${ticks} distinct, ${latencies.length} deliveries (${expected ? ((latencies.length / expected) * 100).toFixed(2) : 0}% of ticks × clients)`,
);
console.log(row('delivery latency', sorted));
console.log(row('first→last spread', spreads));
console.log(`disconnects              ${disconnects}`);
console.log(
  `generator CPU            ${(cpuShare * 100).toFixed(0)}% of one core${cpuShare > 0.7 ? '  (over 70%: the run is not valid)' : ''}`,
);
process.exit(0);
