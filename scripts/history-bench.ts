// history-bench: chart history latency on a running Tempo (DESIGN §8 "chart history, 500 candles").
//
// Steps: sends GET /api/quotes/<symbol>/candles?interval=<i>&limit=<n> open-loop at --rate per
// second for --seconds over keep-alive connections, alternating the newest page (live candle
// included) and an older page; prints latency percentiles, the candles per answer and errors.
//
// Usage: node --import tsx scripts/history-bench.ts [--url http://127.0.0.1:3000] [--symbol BTCUSDT]
//        [--interval 1m] [--limit 500] [--rate 200] [--seconds 20]
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    symbol: { type: 'string', default: 'BTCUSDT' },
    interval: { type: 'string', default: '1m' },
    limit: { type: 'string', default: '500' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`history-bench — chart history latency on a running Tempo

  --url <base url>   server (default http://127.0.0.1:3000)
  --symbol <SYMBOL>  product (default BTCUSDT)
  --interval <i>     candle interval (default 1m)
  --limit <n>        candles per request (default 500)
  --rate <n>         requests per second, open loop (default 200)
  --seconds <s>      how long (default 20)`);
  process.exit(0);
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const base = new URL(values.url);

function get(path: string): Promise<{ ms: number; candles: number; ok: boolean }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: base.hostname, port: base.port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        try {
          const envelope = JSON.parse(body) as { status: number; data: { candles: unknown[] } };
          resolve({ ms, candles: envelope.data?.candles?.length ?? 0, ok: envelope.status === 1 });
        } catch {
          resolve({ ms, candles: 0, ok: false });
        }
      });
    });
    req.on('error', () => resolve({ ms: performance.now() - started, candles: 0, ok: false }));
    req.end();
  });
}

const path = `/api/quotes/${values.symbol}/candles?interval=${values.interval}&limit=${values.limit}`;
const newest = await get(path);
const olderBefore = Date.now() - Number(values.limit) * 60_000;
const total = Number(values.rate) * Number(values.seconds);
const interval = 1000 / Number(values.rate);
const started = performance.now();
const pending: Promise<{ ms: number; candles: number; ok: boolean }>[] = [];
for (let i = 0; i < total; i++) {
  const wait = started + i * interval - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(get(i % 2 ? `${path}&before=${olderBefore}` : path));
}
const results = await Promise.all(pending);
agent.destroy();

const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
const at = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2);
const elapsed = (performance.now() - started) / 1000;
console.log(
  `requests            ${results.length} in ${elapsed.toFixed(1)} s (${(results.length / elapsed).toFixed(0)}/s offered ${values.rate}/s)`,
);
console.log(
  `candles per answer  newest page ${newest.candles}; min ${Math.min(...results.map((r) => r.candles))}`,
);
console.log(
  `latency             p50 ${at(50)}  p90 ${at(90)}  p99 ${at(99)}  p99.9 ${at(99.9)}  max ${sorted.at(-1)!.toFixed(2)} ms`,
);
console.log(`errors              ${results.filter((result) => !result.ok).length}`);
