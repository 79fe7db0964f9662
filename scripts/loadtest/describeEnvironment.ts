// What a benchmark report must state about the machine and the software (DESIGN §8): CPU model
// and count, memory, OS, Node and the versions of the libraries and services involved, and the
// generator's CPU affinity (to show the pinning).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';

const require = createRequire(import.meta.url);

function packageVersion(name: string): string {
  try {
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    return 'n/a';
  }
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    return rows[0]?.v ?? 'n/a';
  } catch {
    return 'n/a';
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisVersion(url: string): Promise<string> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3_000 });
  try {
    await redis.connect();
    return /redis_version:(\S+)/.exec(await redis.info('server'))?.[1] ?? 'n/a';
  } catch {
    return 'n/a';
  } finally {
    redis.disconnect();
  }
}

export async function describeEnvironment(pgUrl: string, redisUrl: string): Promise<Record<string, string>> {
  const cpus = os.cpus();
  let affinity = 'n/a';
  try {
    affinity = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 'n/a';
  } catch {
    // Not Linux.
  }
  let pgbench = 'n/a';
  try {
    pgbench = execFileSync('/usr/bin/pgbench', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // Not installed.
  }
  return {
    host: os.hostname(),
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    'generator CPUs': affinity,
    'socket.io': packageVersion('socket.io'),
    'socket.io-client': packageVersion('socket.io-client'),
    ws: packageVersion('ws'),
    bullmq: packageVersion('bullmq'),
    'hdr-histogram-js': packageVersion('hdr-histogram-js'),
    postgresql: await postgresVersion(pgUrl),
    redis: await redisVersion(redisUrl),
    pgbench,
  };
}
