// Real Tempo processes for cross-process tests: `node --import tsx server/src/app/main.ts --roles …`
// on a test database and Redis prefix, on a random port, stopped (or killed) by the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../server/src/platform/config';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * How long a process may take to log "Tempo started": tsx compiles the server on every start, and
 * several processes starting at once on a busy two-core machine have taken over 30 s.
 */
const START_DEADLINE_MS = 90_000;

export interface TempoProcess {
  pid: number;
  /** The HTTP port of an api/realtime process, null for worker/feed processes. */
  port: number | null;
  /** Log lines seen so far (JSON objects). */
  logs: Record<string, unknown>[];
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/**
 * Starts `main.ts --roles <roles>`: one process unless `env` asks for a cluster (WEB_CONCURRENCY),
 * whose primary then says "Tempo started" with the port once every process of it is ready.
 */
export async function spawnTempo(
  config: Config,
  roles: string,
  env: Record<string, string> = {},
): Promise<TempoProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/src/app/main.ts', '--roles', roles],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: config.DATABASE_URL,
        DATABASE_CONNECT_TIMEOUT_MS: String(config.DATABASE_CONNECT_TIMEOUT_MS),
        REDIS_URL: config.REDIS_URL,
        REDIS_PREFIX: config.REDIS_PREFIX,
        CLIENT_DIST: '',
        WEB_CONCURRENCY: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const logs: Record<string, unknown>[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));

  const started = new Promise<number | null>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'Tempo started') resolve((entry.port as number | null) ?? null);
      } catch {
        // Not a log line.
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`tempo (${roles}) exited with ${code} before starting:\n${stderr}`)),
    );
    setTimeout(() => {
      const lastLogs = logs.slice(-5).map((entry) => String(entry.msg));
      reject(
        new Error(
          `tempo (${roles}) did not start within ${START_DEADLINE_MS / 1000} s; last logs: ` +
            `${JSON.stringify(lastLogs)}\n${stderr}`,
        ),
      );
    }, START_DEADLINE_MS).unref();
  });
  const port = await started;

  return {
    pid: child.pid!,
    port,
    logs,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
