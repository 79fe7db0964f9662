// Configuration from the environment, validated once at start. Every variable is listed with a
// comment in .env.example; the defaults work on a developer's machine with local services.
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const ROLES = ['api', 'realtime', 'worker', 'feed'] as const;
export type Role = (typeof ROLES)[number];

const list = z.string().transform((text) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** An entry of REDIS_SENTINELS: `host:port`. */
const sentinelAddress = z
  .string()
  .regex(/^[^\s:]+:\d{1,5}$/, { error: 'host:port' })
  .transform((entry) => {
    const at = entry.lastIndexOf(':');
    return { host: entry.slice(0, at), port: Number(entry.slice(at + 1)) };
  });

/** An entry of EXCHANGE_STREAM_URLS: a stream URL the real-money gate can match candidates against. */
const exchangeStreamEntry = z.string().refine(
  (entry) => {
    if (!URL.canParse(entry)) return false;
    const url = new URL(entry);
    const prefix = entry.endsWith('/');
    return (
      (url.protocol === 'ws:' || url.protocol === 'wss:') &&
      !url.username &&
      !url.password &&
      !url.href.includes('#') &&
      !(prefix && url.href.includes('?'))
    );
  },
  { error: 'a ws:// or wss:// URL without user info or fragment (and a prefix ending in / without query)' },
);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/tempo'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** How long a query waits for a pooled connection before it fails as SERVICE_UNAVAILABLE (ms). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('tempo:'),
  /**
   * Redis behind Sentinel: the sentinels' host:port list. Every connection then asks them for the
   * current primary of REDIS_MASTER_NAME and follows a failover; REDIS_URL gives only the
   * password and database. Empty: REDIS_URL is the server.
   */
  REDIS_SENTINELS: list.pipe(z.array(sentinelAddress)).default([]),
  REDIS_MASTER_NAME: z.string().min(1).default('tempo'),
  ROLES: list.pipe(z.array(z.enum([...ROLES, 'all']))).default(['all']),
  /**
   * How many processes serve the api and realtime roles on PORT (app/cluster/): one per core
   * unless told. With more than one, the worker and feed roles run in a process of their own.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(availableParallelism()),
  CORS_ORIGINS: list.default([]),
  /**
   * Exchange trade streams ops may point a product outside the sandbox at: each a ws:// or wss://
   * URL without user info or fragment, allowing that URL exactly, or every path under it when it
   * ends with `/` (the real-money gate, quotes/catalogue/realMoneySources.ts, matches them).
   */
  EXCHANGE_STREAM_URLS: list.pipe(z.array(exchangeStreamEntry)).default([]),
  BODY_LIMIT: z.string().default('100kb'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: readable lines when stdout is a terminal, JSON otherwise (a file, a pipe, a collector). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** Password guessing (accounts/guessThrottle.ts): wrong tries per account from one address… */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** …and from one address across accounts, both within the window. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /** Wrong tries on one account from anywhere before addresses it never logged in from must wait. */
  LOGIN_BACKOFF_AFTER_ACCOUNT_FAILURES: z.coerce.number().int().min(1).default(20),
  /** The first wait past that ceiling (s); each further wrong try doubles it, up to the maximum. */
  LOGIN_BACKOFF_BASE_SECONDS: z.coerce.number().int().min(1).default(1),
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /** An account's count of wrong tries is forgotten after this long without one (s). */
  LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 60 * 60),
  /** An address the owner logged in from skips the account's wait for this many days. */
  LOGIN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().min(1).default(30),
  /** Pages of the public tick record one address may read per minute (a verifier needs a few). */
  TICK_PAGES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Register checks (they tell whether an account exists) one address may make per window. */
  REGISTER_CHECKS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  REGISTER_CHECK_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 60),
  /**
   * Verification submissions (each decodes two images of up to 5 MB) one trader, and one address,
   * may send per window (s); refused with RATE_LIMITED before anything is decoded.
   */
  VERIFICATION_SUBMITS_PER_USER: z.coerce.number().int().min(1).default(5),
  VERIFICATION_SUBMITS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  VERIFICATION_SUBMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  /**
   * Deposit proof images (each decoded and re-encoded, up to 5 MB) one trader, and one address, may
   * attach per window (s); refused with RATE_LIMITED before anything is decoded.
   */
  DEPOSIT_PROOFS_PER_USER: z.coerce.number().int().min(1).default(10),
  DEPOSIT_PROOFS_PER_ADDRESS: z.coerce.number().int().min(1).default(40),
  DEPOSIT_PROOF_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  PLATFORM_TZ: z.string().default('Asia/Ho_Chi_Minh'),
  /** The least one savings transfer (in or out) may move, in cents (2,000 = 20.00). */
  SAVINGS_MIN_TRANSFER: z.coerce.number().int().min(1).default(2_000),
  /** Savings transfers, in and out together, one trader may make per platform day. */
  SAVINGS_TRANSFERS_PER_DAY: z.coerce.number().int().min(1).default(60),
  /**
   * The savings daily rate seeded when no rate is set yet, in parts per billion of the confirmed
   * shares (100,000 = 0.01 % a day, 3.65 % a year); ops change it from a day on.
   */
  SAVINGS_DAILY_RATE_PPB: z.coerce.number().int().min(0).max(10_000_000).default(100_000),
  FEED_SEED: z.string().default('tempo'),
  /**
   * The pace of market-data frames to one client: one per this many ms on average, with a short
   * burst allowed, so a quote to a quiet client leaves at once while the product list's ten
   * symbols cost a few socket writes a second instead of one per tick (realtime/quotes).
   */
  QUOTE_BATCH_MS: z.coerce.number().int().min(0).max(50).default(50),
  /**
   * Frames a socket may have queued unsent before its market data is conflated (the latest tick,
   * candle and ticker per symbol, sent once it catches up): one slow phone cannot grow the queue.
   */
  QUOTE_BACKLOG_LIMIT: z.coerce.number().int().min(1).max(1_000).default(8),
  TICK_RETENTION_SECONDS: z.coerce.number().int().min(60).default(900),
  /** Days of ticks the PostgreSQL archive keeps (whole UTC days; older daily partitions are dropped). */
  TICK_ARCHIVE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** No tick for this long means the feed is stale: orders are refused and expiries settle without one. */
  FEED_STALE_MS: z.coerce.number().int().min(100).default(2_000),
  /**
   * How long (ms) a feed leader may show no sign of life before PostgreSQL ends its leader session
   * and a standby takes the symbol over (a leader that dies hands over at once); it renews four
   * times within it. Kept well inside FEED_STALE_MS so no takeover leaves an expiry without a tick,
   * and long enough that a leader only busy for a moment (half a second taking ten symbols over on
   * a loaded machine) does not lose them and cost its traders another takeover.
   */
  FEED_LEASE_MS: z.coerce.number().int().min(100).max(10_000).default(1_000),
  MAX_OPEN_ORDERS: z.coerce.number().int().min(1).default(50),
  ORDERS_PER_SECOND_PER_USER: z.coerce.number().int().min(1).default(10),
  SETTLEMENT_CONCURRENCY: z.coerce.number().int().min(1).default(50),
  /** Port for /metrics of a process without the api role (worker, feed); 0 serves none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** A bearer token Prometheus may scrape /api/metrics with, besides ops sessions. */
  METRICS_TOKEN: z.string().default(''),
  RECONCILE_EVERY_MS: z.coerce.number().int().min(100).default(5_000),
  SITE_LOGO_URL: z.string().default('/logo.svg'),
  SERVICE_URL: z.string().default('https://t.me/tempo_support'),
  CLIENT_DIST: z.string().default(''),
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * Passkeys are bound to this domain (WebAuthn's relying party id): the site's host name, never
   * an IP address. `localhost` serves a development machine.
   */
  WEBAUTHN_RP_ID: z.string().default('localhost'),
  /**
   * The origins a passkey may answer from, e.g. `https://tempo.example`. Empty: any origin whose
   * host is WEBAUTHN_RP_ID itself, over HTTPS (over plain http only for localhost).
   */
  WEBAUTHN_ORIGINS: list.default([]),
  /**
   * Every visitor reaches Tempo over HTTPS (a TLS proxy in front): browsers are told to stay on
   * HTTPS (HSTS) and to upgrade insecure requests. Off for plain-http runs such as localhost.
   */
  HTTPS_ONLY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** Every variable the configuration reads; .env.example documents each (a test checks). */
export const CONFIG_KEYS = Object.keys(configSchema.shape);

export type Config = Omit<z.infer<typeof configSchema>, 'ROLES'> & { ROLES: Role[] };

/** Reads and checks the configuration; a bad variable stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const roles = parsed.data.ROLES.includes('all') ? [...ROLES] : (parsed.data.ROLES as Role[]);
  return { ...parsed.data, ROLES: roles, ...overrides };
}
