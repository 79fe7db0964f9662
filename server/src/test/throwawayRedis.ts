// A Redis server of a test's own, on a free loopback port, for tests that stop Redis: the shared one
// at REDIS_URL serves every other test and is never stopped. It keeps its data in an append-only
// file in a temporary folder, so a restart finds the keys it had, as a production Redis (AOF) does.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** How long redis-server may take to accept connections on a busy machine, in ms. */
const READY_DEADLINE_MS = 15_000;

export interface ThrowawayRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** Stops the server (SIGTERM: it syncs its file and exits) and resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good and deletes its data. */
  close(): Promise<void>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts a throwaway redis-server and resolves once it accepts connections. */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tempo-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = server;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server on ${port} not ready in time`)),
        READY_DEADLINE_MS,
      );
      createInterface({ input: server.stdout! }).on('line', (line) => {
        if (!line.includes('Ready to accept connections')) return;
        clearTimeout(timer);
        resolve();
      });
      server.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server on ${port} exited with ${code}`));
      });
    });
  }

  async function stop(): Promise<void> {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
