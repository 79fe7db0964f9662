// bullmqLateness: the settlement baseline, a child of the load test. How late a bare BullMQ
// delayed job with an empty handler runs: one job per order, due at the same relative times as
// the orders of the Tempo run became settleable, worker concurrency as Tempo's settler's default.
//
// Steps: read one JSON line on stdin {redisUrl, prefix, offsetsMs, concurrency}; start a worker;
// add every job with timestamp t0 and delay lead + offset (due = t0 + lead + offset); in the
// handler note Date.now() − due; once all ran, print {"lateness": [ms…]}; obliterate the queue
// and delete every key under the throwaway prefix.
//
// Usage: echo '{"redisUrl":"redis://127.0.0.1:6379","prefix":"ltbase:x","offsetsMs":[0,5],
//        "concurrency":50}' | node --import tsx scripts/loadtest/baselines/bullmqLateness.ts
import { createInterface } from 'node:readline';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';

interface Plan {
  redisUrl: string;
  prefix: string;
  offsetsMs: number[];
  concurrency: number;
}

const line = await new Promise<string>((resolve) =>
  createInterface({ input: process.stdin }).once('line', resolve),
);
const plan = JSON.parse(line) as Plan;
const connection = new Redis(plan.redisUrl, { maxRetriesPerRequest: null });
const name = 'lateness';
const lateness: number[] = [];
let finish: () => void = () => undefined;
const allRan = new Promise<void>((resolve) => (finish = resolve));

const worker = new Worker(
  name,
  async (job) => {
    lateness.push(Date.now() - (job.timestamp + (job.opts.delay ?? 0)));
    if (lateness.length === plan.offsetsMs.length) finish();
  },
  { connection, prefix: plan.prefix, concurrency: plan.concurrency },
);
const queue = new Queue(name, { connection, prefix: plan.prefix });
await worker.waitUntilReady();

// Time to add them all before the first is due: 2 s as in DESIGN §4's measurement, plus ~0.1 ms a job.
const leadMs = 2_000 + Math.ceil(plan.offsetsMs.length * 0.1);
const t0 = Date.now();
for (let i = 0; i < plan.offsetsMs.length; i += 1_000) {
  await queue.addBulk(
    plan.offsetsMs.slice(i, i + 1_000).map((offset, j) => ({
      name: 'job',
      data: {},
      opts: { jobId: `j${i + j}`, timestamp: t0, delay: leadMs + offset, removeOnComplete: true },
    })),
  );
}
const lastDue = t0 + leadMs + plan.offsetsMs.reduce((max, offset) => Math.max(max, offset), 0);
const timeout = setTimeout(finish, lastDue - Date.now() + 60_000);
await allRan;
clearTimeout(timeout);
console.log(JSON.stringify({ lateness }));

await worker.close();
await queue.obliterate({ force: true }).catch(() => undefined);
await queue.close();
let cursor = '0';
do {
  const [next, keys] = await connection.scan(cursor, 'MATCH', `${plan.prefix}*`, 'COUNT', 1_000);
  if (keys.length) await connection.del(...keys);
  cursor = next;
} while (cursor !== '0');
await connection.quit();
process.exit(0);
