// F1 of orders/SPEC.md on a real PostgreSQL: one session holds a symbol's feed at a time, the
// next standby gets it the moment the holder's process dies, and a holder that shows no sign of
// life for its lease is ended by PostgreSQL itself.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../platform/config';
import { createTestConfig } from '../../test/testApp';
import { LeaderSession, type LeaderSessionOptions } from './LeaderSession';

let config: Config;
let dropDatabase: () => Promise<void>;
let db: pg.Pool;
const sessions: LeaderSession[] = [];

beforeAll(async () => {
  ({ config, dropDatabase } = await createTestConfig());
  db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.end()));
  await db.end();
  await dropDatabase();
});

const options = (symbol: string, owner: string, leaseMs = 60_000): LeaderSessionOptions => ({
  connectionString: config.DATABASE_URL,
  symbol,
  leaseMs,
  owner,
});

/** Waits for the symbol's session; the returned session is ended after the file. */
async function hold(
  symbol: string,
  owner: string,
  leaseMs?: number,
  signal = new AbortController().signal,
): Promise<LeaderSession | null> {
  const session = await LeaderSession.await(options(symbol, owner, leaseMs), signal);
  if (session) sessions.push(session);
  return session;
}

/** How many sessions of this database wait for an advisory lock (standbys in the queue). */
async function waitingSessions(): Promise<number> {
  const { rows } = await db.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pg_locks l JOIN pg_database d ON d.oid = l.database
     WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = current_database()`,
  );
  return rows[0]!.waiting;
}

/** Notes when a promise settles, so a test can say it has not. */
function track<T>(promise: Promise<T>): { promise: Promise<T>; settled: () => boolean } {
  let settled = false;
  void promise.finally(() => (settled = true)).catch(() => undefined);
  return { promise, settled: () => settled };
}

describe('the leader session of a symbol', () => {
  it('is held by one process at a time, and passes to the next waiting when its holder ends it', async () => {
    const first = (await hold('ONEUSD', 'process-a'))!;
    const second = track(hold('ONEUSD', 'process-b'));
    await vi.waitUntil(async () => (await waitingSessions()) === 1, { timeout: 10_000, interval: 20 });
    // Another symbol's session is not in the way.
    expect(await hold('TWOUSD', 'process-b')).not.toBeNull();
    expect(second.settled()).toBe(false);

    await first.end();
    expect(await second.promise).not.toBeNull();
    expect(first.lost.aborted).toBe(true);
  });

  it('passes at once when the holder process is killed, without waiting out the lease', async () => {
    const moduleUrl = new URL('./LeaderSession.ts', import.meta.url).href;
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { LeaderSession } = await import(${JSON.stringify(moduleUrl)});
         await LeaderSession.await(${JSON.stringify(options('KILLUSD', 'doomed'))}, new AbortController().signal);
         console.log('held');
         setInterval(() => {}, 1000);`,
      ],
      { cwd: fileURLToPath(new URL('../../../..', import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = once(holder, 'exit');
    const lines = createInterface({ input: holder.stdout! });
    await once(lines, 'line');

    const standby = track(hold('KILLUSD', 'standby'));
    await vi.waitUntil(async () => (await waitingSessions()) === 1, { timeout: 10_000, interval: 20 });
    expect(standby.settled()).toBe(false);
    holder.kill('SIGKILL');
    await exited;
    // The lease is a minute: only the closed connection can free the lock within the deadline.
    await vi.waitUntil(standby.settled, { timeout: 20_000, interval: 5 });
    expect(await standby.promise).not.toBeNull();
  });

  it('is ended by PostgreSQL when its holder shows no sign of life for the lease, and kept while it does', async () => {
    const leaseMs = 1_500;
    const alive = (await hold('LIVEUSD', 'alive', leaseMs))!;
    const waiting = track(hold('LIVEUSD', 'standby', leaseMs));
    await vi.waitUntil(async () => (await waitingSessions()) === 1, { timeout: 10_000, interval: 20 });
    // Signs of life over twice the lease: the standby keeps waiting.
    for (let beat = 0; beat < 10; beat++) {
      await alive.keepAlive();
      await new Promise((resolve) => setTimeout(resolve, leaseMs / 5));
    }
    expect(waiting.settled()).toBe(false);
    expect(alive.lost.aborted).toBe(false);

    // Silence: PostgreSQL ends the session, the standby holds the lock, and the old holder learns.
    const standby = await waiting.promise;
    expect(standby).not.toBeNull();
    await vi.waitUntil(() => alive.lost.aborted, { timeout: 10_000, interval: 20 });
    await expect(alive.keepAlive()).rejects.toThrow();
  });

  it('stops waiting when told to, and leaves no one in the queue', async () => {
    await hold('STOPUSD', 'holder');
    const giveUp = new AbortController();
    const waiting = track(hold('STOPUSD', 'standby', undefined, giveUp.signal));
    await vi.waitUntil(async () => (await waitingSessions()) === 1, { timeout: 10_000, interval: 20 });
    giveUp.abort();
    expect(await waiting.promise).toBeNull();
    await vi.waitUntil(async () => (await waitingSessions()) === 0, { timeout: 10_000, interval: 20 });
  });
});
