// Redis as production runs it with Sentinel, on loopback ports of a test's own: a primary, one
// replica and three sentinels (quorum 2) watching the primary as "tempo". The test can kill the
// primary; the sentinels then promote the replica within a few seconds.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { freePort } from './throwawayRedis';

const READY_DEADLINE_MS = 15_000;
export const SENTINEL_MASTER_NAME = 'tempo';

export interface ThrowawaySentinelRedis {
  /** The sentinels' addresses (REDIS_SENTINELS). */
  sentinels: { host: string; port: number }[];
  /** redis://127.0.0.1:<the first primary's port> */
  url: string;
  /** The port of the primary the sentinels name now. */
  primaryPort(): Promise<number>;
  /** SIGKILLs the primary of the moment. */
  killPrimary(): Promise<void>;
  close(): Promise<void>;
}

/** Spawns `redis-server args` and resolves once its output has a line with `ready`. */
async function run(args: string[], ready: string): Promise<ChildProcess> {
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server ${args[0]} not ready in time`)),
      READY_DEADLINE_MS,
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.includes(ready)) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server ${args.join(' ')} exited with ${code}`));
    });
  });
  return child;
}

export async function startThrowawaySentinel(): Promise<ThrowawaySentinelRedis> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tempo-sentinel-'));
  const children = new Map<number, ChildProcess>();
  const server = async (port: number, ...extra: string[]) => {
    await writeFile(path.join(dir, `${port}.conf`), `dir ${dir}\n`);
    const args = [
      path.join(dir, `${port}.conf`),
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--dbfilename',
      `${port}.rdb`,
      ...extra,
    ];
    children.set(port, await run(args, 'Ready to accept connections'));
  };

  const primary = await freePort();
  await server(primary);
  const replica = await freePort();
  await server(replica, '--replicaof', '127.0.0.1', String(primary));

  const sentinels: { host: string; port: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const port = await freePort();
    const conf = path.join(dir, `sentinel-${port}.conf`);
    await writeFile(
      conf,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor ${SENTINEL_MASTER_NAME} 127.0.0.1 ${primary} 2`,
        `sentinel down-after-milliseconds ${SENTINEL_MASTER_NAME} 1000`,
        `sentinel failover-timeout ${SENTINEL_MASTER_NAME} 5000`,
        `sentinel parallel-syncs ${SENTINEL_MASTER_NAME} 1`,
        '',
      ].join('\n'),
    );
    children.set(port, await run([conf, '--sentinel'], '+monitor master'));
    sentinels.push({ host: '127.0.0.1', port });
  }

  const ask = async <T>(command: (sentinel: Redis) => Promise<T>): Promise<T> => {
    const sentinel = new Redis({ ...sentinels[0]!, lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      return await command(sentinel);
    } finally {
      sentinel.disconnect();
    }
  };
  const primaryPort = async () => {
    const [, port] = (await ask((sentinel) =>
      sentinel.call('SENTINEL', 'get-master-addr-by-name', SENTINEL_MASTER_NAME),
    )) as [string, string];
    return Number(port);
  };
  // Failover needs the sentinels to know the replica, and the replica to be in sync.
  const deadline = Date.now() + READY_DEADLINE_MS;
  const replicaLink = new Redis({ port: replica, maxRetriesPerRequest: 1 });
  try {
    for (;;) {
      const known = (await ask((sentinel) =>
        sentinel.call('SENTINEL', 'replicas', SENTINEL_MASTER_NAME),
      )) as string[][];
      const synced = (await replicaLink.info('replication')).includes('master_link_status:up');
      if (known.length && synced) break;
      if (Date.now() > deadline) throw new Error('the sentinels did not see the replica in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    replicaLink.disconnect();
  }

  return {
    sentinels,
    url: `redis://127.0.0.1:${primary}`,
    primaryPort,
    async killPrimary() {
      const port = await primaryPort();
      const child = children.get(port)!;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      children.delete(port);
    },
    async close() {
      for (const child of children.values()) {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
