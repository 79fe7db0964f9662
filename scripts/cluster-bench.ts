// What a second web process buys on one machine: the same fan-out against Tempo started with
// WEB_CONCURRENCY=1 and with 2 (and any other counts asked for), alternating, rounds times.
// Each run starts Tempo afresh (`main.ts --seed-demo`), runs `scripts/loadtest/main.ts fanout`
// against it (clients spread over loopback source addresses, so the cluster spreads them), reads
// the delivery figures from its JSON result, and times the CPU of every Tempo process (the
// primary and its children, from /proc) over the loadtest. The generator runs on the same
// machine as the server: on two cores it competes with it, as the figures say.
//
// Usage: node --import tsx scripts/cluster-bench.ts [--clients 5000] [--profile product]
//        [--seconds 20] [--rounds 3] [--concurrency 1,2]
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '5000' },
    profile: { type: 'string', default: 'product' },
    seconds: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '1,2' },
  },
});
const counts = values.concurrency.split(',').map(Number);
const DATABASE = 'tempo_cluster_bench';
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

interface Figures {
  processes: number;
  connected: number;
  p50: number;
  p99: number;
  cpuCores: number;
  deliveries: number;
  disconnects: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Tempo with `webProcesses`, resolved once its primary (or its only process) says it started. */
async function startTempo(webProcesses: number, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/app/main.ts', '--seed-demo'], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: String(webProcesses),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
      REDIS_PREFIX: 'cluster-bench:',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('"msg":"Tempo started"')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`Tempo exited with ${code}`)));
  });
  return child;
}

/** The CPU time of `pid` and all its descendants, in seconds. */
function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  const visit = (current: number) => {
    try {
      const stat = readFileSync(`/proc/${current}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${current}/task`)) {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(' ') : []) visit(Number(child));
      }
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return ticks / CLOCK_TICKS;
}

function runLoadtest(port: number, out: string): Promise<void> {
  const args = [
    '--import',
    'tsx',
    'scripts/loadtest/main.ts',
    'fanout',
    '--url',
    `http://127.0.0.1:${port}`,
    '--clients',
    values.clients,
    '--profile',
    values.profile,
    '--seconds',
    values.seconds,
    '--repeat',
    '1',
    '--no-baseline',
    '--out',
    out,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  // 1: a correctness gate failed (a client that could not connect in time, say); the result is
  // still written and the figures say what happened. Anything else ends the bench.
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 || code === 1 ? resolve() : reject(new Error(`loadtest exited with ${code}`)),
    ),
  );
}

async function measure(webProcesses: number): Promise<Figures> {
  const port = await freePort();
  const tempo = await startTempo(webProcesses, port);
  const out = mkdtempSync(path.join(tmpdir(), 'cluster-bench-'));
  try {
    const cpuBefore = treeCpuSeconds(tempo.pid!);
    const startedAt = performance.now();
    await runLoadtest(port, out);
    const seconds = (performance.now() - startedAt) / 1000;
    const cpuCores = (treeCpuSeconds(tempo.pid!) - cpuBefore) / seconds;
    const file = readdirSync(out).find((name) => name.endsWith('.json'))!;
    const result = JSON.parse(readFileSync(path.join(out, file), 'utf8')) as {
      fanout: {
        connected: number;
        disconnects: number;
        measure: { deliveries: number; latency: { summary: { p50: number; p99: number } } };
      };
    };
    const { measure: measured, disconnects, connected } = result.fanout;
    return {
      processes: webProcesses,
      connected,
      p50: measured.latency.summary.p50,
      p99: measured.latency.summary.p99,
      cpuCores,
      deliveries: measured.deliveries,
      disconnects,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
    tempo.kill('SIGTERM');
    await new Promise((resolve) => tempo.once('exit', resolve));
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[numbers.length >> 1]!;
const format = (figures: Figures) =>
  `${figures.processes} web process(es): p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ` +
  `Tempo CPU ${(figures.cpuCores * 100).toFixed(0)}% of a core, ${figures.connected} connected, ` +
  `${figures.deliveries} deliveries, ${figures.disconnects} disconnects`;

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const results: Figures[] = [];
try {
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const count of counts) {
      const figures = await measure(count);
      results.push(figures);
      console.log(`round ${round}: ${format(figures)}`);
    }
  }
  console.log(
    `\nmedians of ${values.rounds} rounds, ${values.clients} clients (${values.profile}), generator on the same machine:`,
  );
  for (const count of counts) {
    const mine = results.filter((figures) => figures.processes === count);
    console.log(
      `  ${count} web process(es): p50 ${median(mine.map((f) => f.p50)).toFixed(1)} ms, ` +
        `p99 ${median(mine.map((f) => f.p99)).toFixed(1)} ms, ` +
        `Tempo CPU ${(median(mine.map((f) => f.cpuCores)) * 100).toFixed(0)}% of a core`,
    );
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  const redis = new Redis();
  for await (const keys of redis.scanStream({ match: 'cluster-bench:*', count: 1_000 }) as AsyncIterable<
    string[]
  >) {
    if (keys.length) await redis.unlink(...keys);
  }
  redis.disconnect();
}
