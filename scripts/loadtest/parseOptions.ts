// The command line of scripts/loadtest: a scenario and bounded options, loopback addresses only.
import type { ClientKind } from './connectEngineClients';
import { parseArgs } from 'node:util';
import { FANOUT_PROFILES, LIST_SYMBOLS, type FanoutProfile } from './fanoutProfiles';

export const SCENARIOS = ['fanout', 'countdowns', 'mixed'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface Options {
  scenario: Scenario;
  /** Server base URLs; clients are split across them. */
  urls: string[];
  clients: number;
  /** Symbols named on the command line, or how many to take from the product list. */
  symbols: string[] | number;
  profile: FanoutProfile;
  /** Fanout runs, each Tempo then its baselines, whose ratios' median decides. */
  repeat: number;
  seconds: number;
  warmup: number;
  /** Traders to create; null lets the tool size it to the per-user limits. */
  users: number | null;
  orders: number;
  rate: number;
  durationSec: number;
  pack: boolean;
  /** The share of accepted countdowns sold early (--sell-share), 0 to 1. */
  sellShare: number;
  /** Stake per order in cents; null takes the product's minimum. */
  amount: number | null;
  ops: { username: string; password: string };
  openingCode: string | null;
  outDir: string;
  baseline: boolean;
  baselineCpus: string | null;
  pgUrl: string;
  redisUrl: string;
  pgbenchSeconds: number;
  scrapeEverySec: number;
  timeoutSec: number | null;
  /** The Socket.IO clients of fanout runs, Tempo's and the bare Socket.IO baseline's alike. */
  clientKind: ClientKind;
}

export const HELP = `loadtest — load Tempo with sockets and countdown orders, compare with bare baselines

Usage: node --import tsx scripts/loadtest/main.ts <fanout|countdowns|mixed> [options]

Scenarios
  fanout       N Socket.IO clients subscribed to K symbols at the feed's rate: delivery latency
               (tick's server time → receipt), first→last receiver spread, drops, disconnects
  countdowns   U traders registered and funded through the ops API place orders open-loop:
               placement latency (also beyond the entry-tick wait), countdown end → orders:settled
               (split into the wait for the first tick after expiry and the settlement lag from
               that tick), refusals by code, errors; then checks
               every order settled exactly once and the ledger reconciles
  mixed        both at once

Options
  --url <a,b>            Tempo base URL(s), comma-separated; clients are split across them
                         (default http://127.0.0.1:3000). Loopback addresses only.
  --clients <n>          fanout clients (default 1000, at most 20000)
  --profile <name>       fanout subscriptions, every tick of each symbol: product (every client
                         the --symbols; default), list (every client all --symbols, default 10:
                         the product list's worst case), mix (70% list, 30% one product each)
  --repeat <n>           fanout and countdowns: run Tempo and its baselines n times, alternating,
                         and judge by the median of the ratios (default 3; mixed runs once)
  --symbols <list|k>     symbols to subscribe and trade, or a count to take from the product
                         list's open products (default BTCUSDT)
  --seconds <s>          fanout's measuring window; mixed starts placing orders as it opens
                         (default 30)
  --warmup <s>           time to connect and settle before measuring (default 5)
  --users <n>            traders to create (default: enough for the per-user limits of
                         10 orders/s and 50 open orders)
  --orders <n>           countdowns to place (default 1000, at most 100000)
  --rate <n>             orders per second offered, open loop (default 200)
  --duration <s>         countdown length; the product must offer it (default 30)
  --pack                 make every expiry land in one second: all orders are sent within the
                         first 700 ms after a whole second (the rate is raised to fit)
  --sell-share <0..1>    countdowns: sell this share of the accepted orders halfway through their
                         countdown (early close; the products get terms for the run; default 0)
  --amount <cents>       stake per order (default the product's minimum)
  --ops <user:pass>      ops login for funding, metrics and checks (default admin:admin123456)
  --opening-code <code>  registration code (default: issue one through the ops API, else TEMPO2026)
  --out <dir>            where the JSON result and HTML report go (default loadtest-results/)
  --baseline             run the bare baselines after the scenario (default on)
                         (fanout: a bare Socket.IO server sending each tick as its own event to
                         the clients of the same --profile, and a bare ws one sending every symbol)
  --no-baseline          skip them
  --baseline-cpus <list> run baseline servers under \`taskset -c <list>\` (use the server's core)
  --pg <url>             PostgreSQL for the pgbench baseline's throwaway database
                         (default postgres://postgres@127.0.0.1:5432/postgres)
  --redis <url>          Redis for the BullMQ baseline (default redis://127.0.0.1:6379)
  --pgbench-seconds <s>  length of the pgbench run (default 10)
  --scrape-every <s>     how often to read {url}/api/metrics (default 5)
  --client <kind>        fanout clients: lean (plain ws speaking the Socket.IO protocol, the
                         default: light enough that the generator does not dominate the figures)
                         or socket.io (socket.io-client)
  --timeout <s>          give up after this long (default: sized to the run)
  --help                 this text

Exit code: 0 when the correctness gates pass (every order settled exactly once, the ledger
reconciles, no errors, no disconnects, every client got ticks), 1 when one fails, 2 on a usage
error, 3 on timeout. Speed targets are reported, not enforced: they depend on the machine.`;

export class UsageError extends Error {}

function isLoopback(raw: string): boolean {
  let host: string;
  try {
    host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

function integer(name: string, raw: string | undefined, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  return value;
}

function share(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1)
    throw new UsageError(`--${name} must be a number from 0 to 1, got ${raw}`);
  return value;
}

/** Parses argv (without node and the script); throws UsageError with a message to print. */
export function parseOptions(argv: string[]): Options | 'help' {
  // Node 20's parseArgs has no negated booleans: --no-baseline is taken out by hand.
  const noBaseline = argv.includes('--no-baseline');
  const { values, positionals } = parseArgs({
    args: argv.filter((arg) => arg !== '--no-baseline'),
    allowPositionals: true,
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      clients: { type: 'string', default: '1000' },
      symbols: { type: 'string' },
      profile: { type: 'string', default: 'product' },
      repeat: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '5' },
      users: { type: 'string' },
      orders: { type: 'string', default: '1000' },
      rate: { type: 'string', default: '200' },
      duration: { type: 'string', default: '30' },
      pack: { type: 'boolean', default: false },
      'sell-share': { type: 'string', default: '0' },
      amount: { type: 'string' },
      ops: { type: 'string', default: 'admin:admin123456' },
      'opening-code': { type: 'string' },
      out: { type: 'string', default: 'loadtest-results' },
      baseline: { type: 'boolean', default: true },
      'baseline-cpus': { type: 'string' },
      pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
      'pgbench-seconds': { type: 'string', default: '10' },
      'scrape-every': { type: 'string', default: '5' },
      timeout: { type: 'string' },
      client: { type: 'string', default: 'lean' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return 'help';
  const scenario = positionals[0];
  if (!SCENARIOS.includes(scenario as Scenario))
    throw new UsageError(`name a scenario: ${SCENARIOS.join(', ')} (got ${scenario ?? 'none'})`);
  if (positionals.length > 1) throw new UsageError(`unexpected argument ${positionals[1]}`);

  const urls = values.url
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const url of [...urls, values.pg, values.redis])
    if (!isLoopback(url)) throw new UsageError(`${url}: only loopback addresses are allowed`);
  if (!urls.length) throw new UsageError('--url names no server');

  if (!FANOUT_PROFILES.includes(values.profile as FanoutProfile))
    throw new UsageError(`--profile takes ${FANOUT_PROFILES.join(', ')}`);
  const profile = values.profile as FanoutProfile;
  const symbolsArg = values.symbols ?? (profile === 'product' ? 'BTCUSDT' : String(LIST_SYMBOLS));
  const symbolList = symbolsArg
    .split(',')
    .map((symbol) => symbol.trim().toUpperCase())
    .filter(Boolean);
  const symbols = /^\d+$/.test(symbolsArg) ? integer('symbols', symbolsArg, 1, 50) : symbolList;
  if (Array.isArray(symbols) && (symbols.length < 1 || symbols.length > 50))
    throw new UsageError('--symbols takes 1 to 50 symbols');

  const [username, ...rest] = values.ops.split(':');
  if (!username || !rest.length) throw new UsageError('--ops takes user:password');
  if (values.client !== 'lean' && values.client !== 'socket.io')
    throw new UsageError('--client takes lean or socket.io');
  if (values['baseline-cpus'] !== undefined && !/^[\d,-]+$/.test(values['baseline-cpus']))
    throw new UsageError('--baseline-cpus takes a CPU list such as 0 or 0-1');

  return {
    scenario: scenario as Scenario,
    urls,
    clients: integer('clients', values.clients, 1, 20_000),
    symbols,
    profile,
    repeat: scenario === 'mixed' ? 1 : integer('repeat', values.repeat, 1, 10),
    seconds: integer('seconds', values.seconds, 1, 600),
    warmup: integer('warmup', values.warmup, 0, 120),
    users: values.users === undefined ? null : integer('users', values.users, 1, 5_000),
    orders: integer('orders', values.orders, 1, 100_000),
    rate: integer('rate', values.rate, 1, 5_000),
    durationSec: integer('duration', values.duration, 1, 3_600),
    pack: values.pack,
    sellShare: share('sell-share', values['sell-share']),
    amount: values.amount === undefined ? null : integer('amount', values.amount, 1, 1e9),
    ops: { username, password: rest.join(':') },
    openingCode: values['opening-code'] ?? null,
    outDir: values.out,
    baseline: values.baseline && !noBaseline,
    baselineCpus: values['baseline-cpus'] ?? null,
    pgUrl: values.pg,
    redisUrl: values.redis,
    pgbenchSeconds: integer('pgbench-seconds', values['pgbench-seconds'], 1, 300),
    scrapeEverySec: integer('scrape-every', values['scrape-every'], 1, 60),
    timeoutSec: values.timeout === undefined ? null : integer('timeout', values.timeout, 10, 7_200),
    clientKind: values.client as ClientKind,
  };
}
