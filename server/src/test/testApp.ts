// Tempo on a random port over a database and Redis namespace of its own, for one test file.
import { connectRedis, redisAt, type RedisTarget } from '../platform/redis';
import pg from 'pg';
import { inject } from 'vitest';
import './providedContext';
import { startTempo, type RunningTempo } from '../app/startTempo';
import { loadConfig, type Config } from '../platform/config';
import type { AppContext } from '../platform/context';
import { findLedgerMismatches, type LedgerMismatch } from '../ledger';
import { cloneDatabase, databaseUrl, dropDatabase, uniqueSuffix } from './testDatabases';

export interface TestApp {
  ctx: AppContext;
  tempo: RunningTempo;
  config: Config;
  baseUrl: string;
  /** Calls the API and returns the HTTP status and the parsed envelope. */
  call: <T = unknown>(method: string, path: string, options?: CallOptions) => Promise<CallResult<T>>;
  ledgerMismatches: () => Promise<LedgerMismatch[]>;
  close: () => Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  /** A raw body sent as is, for malformed-input tests. */
  rawBody?: string;
  headers?: Record<string, string>;
  token?: string;
}

export interface CallResult<T> {
  http: number;
  status: number;
  message: string;
  data: T;
  text: string;
}

/** A test database cloned from the run's template, and a configuration pointing at it. */
export async function createTestConfig(
  overrides: Partial<Config> = {},
): Promise<{ config: Config; dropDatabase: () => Promise<void> }> {
  const suffix = uniqueSuffix();
  const database = `${inject('testTemplateDatabase').replace(/_tpl$/, '')}_${suffix}`;
  await cloneDatabase(inject('testTemplateDatabase'), database);
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
    {
      DATABASE_URL: databaseUrl(database),
      REDIS_PREFIX: `test:${suffix}:`,
      CLIENT_DIST: '',
      HOST: '127.0.0.1',
      PORT: 0,
      ROLES: ['api'],
      // A fresh database's first connections can take seconds on a busy machine; a test waits
      // rather than failing on what production would answer as SERVICE_UNAVAILABLE.
      DATABASE_CONNECT_TIMEOUT_MS: 30_000,
      ...overrides,
    },
  );
  return { config, dropDatabase: () => dropDatabase(database) };
}

/** Deletes every Redis key under `prefix`, on the server at `url` or the primary of a Sentinel target. */
export async function deleteRedisKeys(target: string | RedisTarget, prefix: string): Promise<void> {
  const redis = connectRedis(typeof target === 'string' ? redisAt(target) : target);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/**
 * Tempo on a random port over its own database and Redis prefix. Only the api role runs unless
 * `ROLES` says otherwise.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: { prepare?: (db: pg.Client) => Promise<unknown> } = {},
): Promise<TestApp> {
  const { config, dropDatabase: drop } = await createTestConfig(overrides);
  if (options.prepare) {
    // Before start, so the catalogue and everything else load what the test set up.
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      await options.prepare(client);
    } finally {
      await client.end();
    }
  }
  const tempo = await startTempo(config);
  const { ctx } = tempo;
  const baseUrl = `http://127.0.0.1:${tempo.port}`;

  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined || options.rawBody !== undefined)
      headers['content-type'] ??= 'application/json';
    if (options.token) headers.token = options.token;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    const envelope = JSON.parse(text) as { status: number; message: string; data: T };
    return { http: response.status, ...envelope, text };
  }

  return {
    ctx,
    tempo,
    config,
    baseUrl,
    call,
    ledgerMismatches: () => findLedgerMismatches(ctx.db),
    async close() {
      await tempo.close();
      await deleteRedisKeys(config, config.REDIS_PREFIX);
      await drop();
    },
  };
}
