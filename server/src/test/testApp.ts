// A whole API on a random port over a database and Redis namespace of its own, for one test file.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import './providedContext';
import { createApiApp } from '../app/api';
import { closeContext, createContext } from '../app/createContext';
import { loadConfig, type Config } from '../platform/config';
import type { AppContext } from '../platform/context';
import { findLedgerMismatches, type LedgerMismatch } from '../ledger';
import { cloneDatabase, databaseUrl, dropDatabase, uniqueSuffix } from './testDatabases';

export interface TestApp {
  ctx: AppContext;
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

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const suffix = uniqueSuffix();
  const database = `${inject('testTemplateDatabase').replace(/_tpl$/, '')}_${suffix}`;
  await cloneDatabase(inject('testTemplateDatabase'), database);
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
    { DATABASE_URL: databaseUrl(database), REDIS_PREFIX: `test:${suffix}:`, CLIENT_DIST: '', ...overrides },
  );
  const ctx = createContext(config);
  const app = createApiApp(ctx);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

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
    baseUrl,
    call,
    ledgerMismatches: () => findLedgerMismatches(ctx.db),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deleteKeys(config.REDIS_URL, config.REDIS_PREFIX);
      await closeContext(ctx);
      await dropDatabase(database);
    },
  };
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
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
