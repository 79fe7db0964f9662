// `npm start` as a person runs it, stopped the way a person or a process manager stops it: a
// SIGTERM to the PID they started must stop the server and free its port, not leave a node
// process behind (npm runs the script through a shell) — here with two web processes and the
// background one behind the primary, as on a two-core machine.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Config } from '../../server/src/platform/config';
import { createTestConfig, deleteRedisKeys } from '../../server/src/test/testApp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let config: Config;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  ({ config, dropDatabase } = await createTestConfig());
});
afterAll(async () => {
  await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
  await dropDatabase();
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('npm start stops the server when its own PID gets SIGTERM', async () => {
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: config.DATABASE_URL,
      DATABASE_CONNECT_TIMEOUT_MS: String(config.DATABASE_CONNECT_TIMEOUT_MS),
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      LOG_FORMAT: 'json',
      WEB_CONCURRENCY: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  let started: { pid: number; port: number } | null = null;
  const processes: number[] = [];
  createInterface({ input: npm.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    const entry = JSON.parse(line) as { msg?: string; pid?: number; port?: number };
    if (entry.msg === 'Tempo started') started = { pid: entry.pid!, port: entry.port! };
    if (entry.msg === 'Tempo process started') processes.push(entry.pid!);
  });
  try {
    const server = await vi.waitUntil(() => started, { timeout: 120_000, interval: 100 });
    expect(server.pid).not.toBe(npm.pid);
    // The primary says it started once its two web processes and the background one are; their
    // own lines come through the same pipe from other processes, in no set order with its line.
    await vi.waitUntil(() => processes.length >= 3, { timeout: 15_000, interval: 50 });
    expect(processes).toHaveLength(3);
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok).toBe(true);

    npm.kill('SIGTERM');
    await exited;
    for (const pid of [server.pid, ...processes]) {
      await vi.waitUntil(() => !isAlive(pid), { timeout: 15_000, interval: 50 });
    }
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
  } finally {
    if (npm.exitCode === null) npm.kill('SIGKILL');
    const pid = (started as { pid: number } | null)?.pid;
    for (const left of [pid, ...processes]) if (left && isAlive(left)) process.kill(left, 'SIGKILL');
  }
});
