// memory-bench: DESIGN §8's memory row — a server's RSS growth per connected, subscribed client
// between --from and --clients connections, for a running Tempo and for a bare Socket.IO
// broadcaster (loadtest/baselines/broadcaster.ts) with the same clients, in the same run.
//
// The clients are the load test's lean Socket.IO clients. On Tempo they subscribe to --symbol with
// ticks off, so each still gets the symbol's ticker once a second; the broadcaster sends one
// message a second to every client: the same load. (At 20,000 clients a tick stream is more
// messages than one generator core reads, and messages queued for slow readers would be counted
// as memory per client.)
//
// Steps, per server: connect --from clients; wait --settle seconds; read its RSS five times a
// second apart and keep the smallest (garbage collection only ever lowers it); connect the rest
// up to --clients; wait and read again; per client = growth ÷ (clients − from). Each reading
// follows a full garbage collection, and the JS heap in use is read beside RSS (what objects cost,
// without the allocator's slack): the broadcaster runs with --expose-gc, and Tempo collects
// when asked through `/api/metrics?gc=1` if it was started with `node --expose-gc` (the report
// says when it was not: its readings then include garbage V8 had not collected yet). Run the
// servers on one core and this script on the other; each process needs a file limit above
// --clients (at 20,000 clients, more than `ulimit -n` 20000 allows).
//
// Usage: node --import tsx scripts/memory-bench.ts [--url http://127.0.0.1:3000] [--from 5000]
//        [--clients 20000] [--baseline-cpus 0]
import { parseArgs } from 'node:util';
import { connectEngineClients } from './loadtest/connectEngineClients';
import type { ClientFleet } from './loadtest/ClientFleet';
import { parsePrometheus } from './loadtest/MetricsScraper';
import { ProgressBar } from './loadtest/ProgressBar';
import { spawnScript } from './loadtest/spawnScript';
import { TempoApi } from './loadtest/TempoApi';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    from: { type: 'string', default: '5000' },
    clients: { type: 'string', default: '20000' },
    symbol: { type: 'string', default: 'BTCUSDT' },
    settle: { type: 'string', default: '10' },
    ops: { type: 'string', default: 'admin:admin123456' },
    'baseline-cpus': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`memory-bench — RSS growth per subscribed client, Tempo against a bare Socket.IO broadcaster

  --url <base url>       a running Tempo (default http://127.0.0.1:3000)
  --from <n>             clients connected before the first reading (default 5000)
  --clients <n>          clients connected at the second reading (default 20000)
  --symbol <SYMBOL>      product the clients subscribe to, tickers only (default BTCUSDT)
  --settle <s>           wait after connecting before reading (default 10)
  --ops <user:pass>      ops login to read Tempo's metrics (default the demo seed's)
  --baseline-cpus <list> run the broadcaster under taskset -c <list> (Tempo's core)`);
  process.exit(0);
}
const from = Number(values.from);
const total = Number(values.clients);
const settleMs = Number(values.settle) * 1000;
if (!(Number.isInteger(from) && Number.isInteger(total) && from > 0 && total > from && total <= 50_000)) {
  console.error('memory-bench: --from and --clients must be whole numbers with 0 < from < clients ≤ 50000');
  process.exit(2);
}

const progress = new ProgressBar();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server's resident memory and the part of it that is V8's heap in use, in bytes. */
interface Reading {
  rss: number;
  heap: number;
}

interface Growth {
  connected: number;
  rssFrom: number;
  rssTo: number;
  perClientBytes: number;
  /** The growth of the JS heap in use per client: what objects cost, without the allocator's slack. */
  heapPerClientBytes: number;
  disconnects: number;
}

/** Connects --from clients, reads, connects the rest, reads again. */
async function measure(
  label: string,
  connect: (count: number, offset: number) => Promise<ClientFleet>,
  read: () => Promise<Reading>,
): Promise<Growth> {
  const lowest = async (): Promise<Reading> => {
    const least = { rss: Infinity, heap: Infinity };
    for (let i = 0; i < 5; i++) {
      const { rss, heap } = await read();
      least.rss = Math.min(least.rss, rss);
      least.heap = Math.min(least.heap, heap);
      await sleep(1_000);
    }
    return least;
  };
  const fleets: ClientFleet[] = [];
  try {
    progress.update(`${label}: ${from} clients`, null);
    fleets.push(await connect(from, 0));
    await sleep(settleMs);
    const before = await lowest();
    progress.update(`${label}: ${total} clients`, null);
    fleets.push(await connect(total - from, from));
    await sleep(settleMs);
    const after = await lowest();
    const connected = fleets.reduce((sum, fleet) => sum + fleet.connectedCount(), 0);
    const added = connected - fleets[0]!.connectedCount();
    return {
      connected,
      rssFrom: before.rss,
      rssTo: after.rss,
      perClientBytes: (after.rss - before.rss) / added,
      heapPerClientBytes: (after.heap - before.heap) / added,
      disconnects: fleets.reduce((sum, fleet) => sum + fleet.disconnects, 0),
    };
  } finally {
    for (const fleet of fleets) fleet.close();
  }
}

// Tempo
const api = new TempoApi(values.url.replace(/\/+$/, ''));
const [username, ...rest] = values.ops.split(':');
const login = await api.must<{ token: string }>('POST', '/admin/auth/login', {
  body: { username, password: rest.join(':') },
});
let tempoCollected = true;
const tempoMemory = async (): Promise<Reading> => {
  const response = await fetch(`${api.baseUrl}/api/metrics?gc=1`, {
    headers: { authorization: `Bearer ${login.token}` },
  });
  tempoCollected &&= response.headers.get('x-gc') === 'done';
  const metrics = parsePrometheus(await response.text());
  const rss = metrics.get('process_resident_memory_bytes')?.[0];
  const heap = metrics.get('nodejs_heap_size_used_bytes')?.[0];
  if (!rss || !heap)
    throw new Error('no process_resident_memory_bytes or nodejs_heap_size_used_bytes in /api/metrics');
  return { rss: rss.value, heap: heap.value };
};
const tempo = await measure(
  'Tempo',
  (count) =>
    connectEngineClients({
      urls: [api.baseUrl],
      count,
      symbols: [values.symbol],
      ticks: false,
      onTick: () => undefined,
    }),
  tempoMemory,
);

// Bare Socket.IO, one message a second to everyone.
const child = spawnScript(
  'scripts/loadtest/baselines/broadcaster.ts',
  ['--kind', 'sio', '--rate', '1'],
  values['baseline-cpus'] ?? null,
  ['--expose-gc'],
);
let baseline: Growth;
try {
  const { port } = await child.next<{ port: number }>();
  baseline = await measure(
    'bare Socket.IO',
    (count) =>
      connectEngineClients({
        urls: [`http://127.0.0.1:${port}`],
        count,
        symbols: null,
        onTick: () => undefined,
      }),
    async () => {
      child.send('rss-after-gc');
      return child.next<Reading>();
    },
  );
} finally {
  await child.stop();
}
progress.done();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `memory bench — RSS growth from ${from} to ${total} subscribed clients, after a full GC; node ${process.version}`,
);
if (!tempoCollected) {
  console.log('note: Tempo was not started with node --expose-gc; its readings include uncollected garbage');
}
for (const [name, growth] of [
  ['Tempo', tempo],
  ['bare Socket.IO', baseline],
] as const) {
  console.log(
    `${name.padEnd(15)} ${growth.connected} connected, ${growth.disconnects} disconnects; RSS ${mb(growth.rssFrom)} → ${mb(growth.rssTo)}; ${kb(growth.perClientBytes)} per client (JS heap ${kb(growth.heapPerClientBytes)})`,
  );
}
const ratio = tempo.perClientBytes / baseline.perClientBytes;
const pass = tempo.perClientBytes <= 12 * 1024 && ratio <= 0.8;
console.log(
  `${pass ? 'pass' : 'FAIL'}  ≤ 12 KB per client and ≤ 0.8× default Socket.IO — ${kb(tempo.perClientBytes)}, ${ratio.toFixed(2)}×`,
);
process.exitCode = tempo.disconnects || baseline.disconnects ? 1 : 0;
