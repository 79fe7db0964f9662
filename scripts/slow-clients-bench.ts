// slow-clients-bench: DESIGN §8's "memory flat with 100 clients that stop reading". Connects
// --clients Socket.IO clients to a running Tempo, each subscribed to every tick of --symbols
// products, then has them stop reading: WebSocket clients pause their socket (the kernel buffers
// fill, then the server's send queue is all that can grow), long-polling clients stop polling (the
// server's queue grows from the first frame). One more client keeps reading, to show quotes flow.
// Every --every seconds it reads the server's heap and RSS after a full garbage collection
// (`/api/metrics?gc=1`; start the server with `node --expose-gc`), its connected sockets and how
// many fell behind, and prints them; at the end, the heap's growth from the first reading to the
// largest, and per stopped client. Engine.IO's heartbeat ends a client that answers no ping after
// about 45 s, so --seconds beyond that shows what a fleet of stuck clients costs until then.
//
// Usage: node --expose-gc --import tsx scripts/slow-clients-bench.ts [--url http://127.0.0.1:3000]
//        [--clients 100] [--symbols 10] [--seconds 60] [--every 5] [--transport websocket|polling]
//        [--protocol 2]   (the protocol a build speaks; an older build takes --protocol 1)
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import type { ProductView } from '@tempo/shared';
import { parsePrometheus } from './loadtest/MetricsScraper';
import { TempoApi } from './loadtest/TempoApi';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    clients: { type: 'string', default: '100' },
    symbols: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '60' },
    every: { type: 'string', default: '5' },
    transport: { type: 'string', default: 'websocket' },
    protocol: { type: 'string', default: '2' },
    ops: { type: 'string', default: 'admin:admin123456' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const everySec = Number(values.every);
const transport = values.transport;
if (
  !(Number.isInteger(clients) && clients >= 1 && clients <= 5_000) ||
  !(seconds >= 5 && seconds <= 3_600) ||
  !(everySec >= 1) ||
  (transport !== 'websocket' && transport !== 'polling')
) {
  console.error(
    'slow-clients-bench: --clients 1..5000, --seconds 5..3600, --every ≥ 1, --transport websocket|polling',
  );
  process.exit(2);
}

const api = new TempoApi(values.url.replace(/\/+$/, ''));
const base = api.baseUrl;
const connectPacket = `40${JSON.stringify({ protocol: Number(values.protocol) })}`;
const products = await api.must<ProductView[]>('GET', '/products');
const symbols = products
  .filter((product) => product.status === 'open')
  .slice(0, Number(values.symbols))
  .map((product) => product.symbol);
const subscribePacket = `420${JSON.stringify(['subscribe', { symbols, ticks: true }])}`;
const [username, ...rest] = values.ops.split(':');
const { token } = await api.must<{ token: string }>('POST', '/admin/auth/login', {
  body: { username, password: rest.join(':') },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const engineUrl = (kind: 'websocket' | 'polling', sid?: string) => {
  const url = `${base}/socket.io/?EIO=4&transport=${kind}${sid ? `&sid=${sid}` : ''}`;
  return kind === 'websocket' ? url.replace(/^http/, 'ws') : url;
};

/** A WebSocket client that subscribes, then stops reading: `pause` leaves the bytes in the kernel. */
function openWebSocket(onQuotes?: (frame: string) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(engineUrl('websocket'), { perMessageDeflate: false });
    socket.on('error', reject);
    socket.on('message', (data) => {
      const text = String(data);
      if (text === '2') return socket.send('3');
      if (text.startsWith('0')) return socket.send(connectPacket);
      if (text.startsWith('40')) return socket.send(subscribePacket);
      if (text.startsWith('430')) {
        if (!onQuotes) socket.pause();
        return resolve(socket);
      }
      if (text.startsWith('44')) return reject(new Error(`refused: ${text}`));
      onQuotes?.(text);
    });
  });
}

/** A long-polling client that subscribes, then never polls again. */
async function openPolling(): Promise<void> {
  const handshake = await (await fetch(engineUrl('polling'))).text();
  const sid = (JSON.parse(handshake.slice(1)) as { sid: string }).sid;
  const post = (body: string) =>
    fetch(engineUrl('polling', sid), { method: 'POST', body }).then((r) => r.text());
  await post(connectPacket);
  await (await fetch(engineUrl('polling', sid))).text();
  await post(subscribePacket);
  await (await fetch(engineUrl('polling', sid))).text();
}

interface Reading {
  atSec: number;
  heap: number;
  rss: number;
  sockets: number;
  fallenBehind: number;
  quotesFrames: number;
}

let framesRead = 0;
let collected = true;
async function read(startedAt: number): Promise<Reading> {
  const response = await fetch(`${base}/api/metrics?gc=1`, { headers: { authorization: `Bearer ${token}` } });
  collected &&= response.headers.get('x-gc') === 'done';
  const metrics = parsePrometheus(await response.text());
  const value = (name: string) => metrics.get(name)?.reduce((sum, sample) => sum + sample.value, 0) ?? NaN;
  return {
    atSec: Math.round((performance.now() - startedAt) / 1000),
    heap: value('nodejs_heap_size_used_bytes'),
    rss: value('process_resident_memory_bytes'),
    sockets: value('tempo_socket_clients'),
    fallenBehind: value('tempo_sockets_fallen_behind_total'),
    quotesFrames: framesRead,
  };
}

const reader = await openWebSocket(() => framesRead++);
const stopped: WebSocket[] = [];
for (let i = 0; i < clients; i++) {
  if (transport === 'websocket') stopped.push(await openWebSocket());
  else await openPolling();
}
const startedAt = performance.now();
const readings: Reading[] = [await read(startedAt)];
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const row = (r: Reading) =>
  `${String(r.atSec).padStart(5)} s  heap ${mb(r.heap).padStart(6)} MB  RSS ${mb(r.rss).padStart(6)} MB  sockets ${String(r.sockets).padStart(5)}  fell behind ${String(r.fallenBehind).padStart(5)}  frames read by the live client ${r.quotesFrames}`;
console.log(
  `slow-clients bench — ${clients} ${transport} clients stopped reading, ${symbols.length} symbols with every tick; ${base}`,
);
console.log(row(readings[0]!));
while (performance.now() - startedAt < seconds * 1000) {
  await sleep(everySec * 1000);
  const reading = await read(startedAt);
  readings.push(reading);
  console.log(row(reading));
}
const first = readings[0]!;
const peak = readings.reduce((most, reading) => (reading.heap > most.heap ? reading : most));
console.log(
  `heap after GC: ${mb(first.heap)} → peak ${mb(peak.heap)} MB at ${peak.atSec} s (+${mb(peak.heap - first.heap)} MB, ${((peak.heap - first.heap) / clients / 1024).toFixed(1)} KB per stopped client); quotes frames to the live client: ${framesRead}`,
);
if (!collected)
  console.log(
    'note: the server was not started with node --expose-gc; its heap includes uncollected garbage',
  );
reader.terminate();
for (const socket of stopped) socket.terminate();
api.close();
