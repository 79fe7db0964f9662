// The production image without a container engine: build the server as the image's build stage
// does, repeat the runtime stage of server/Dockerfile in a folder outside the repository (its
// COPY steps, its `npm ci --omit=dev`), and start its CMD with every role on a test database and
// Redis prefix. The compiled server must become ready, publish live quotes (the Lua script beside
// the bundle), serve the client, pass the image's HEALTHCHECK and stop on SIGTERM — with no dev
// tool installed for it to lean on.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Config } from '../../server/src/platform/config';
import { createTestConfig, deleteRedisKeys } from '../../server/src/test/testApp';
import buildClient from '../e2e/buildClient';
import { readDockerStages, type DockerStage } from './readDockerStages';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
/**
 * Packages only the build, the tests or the client use: none may be in the runtime stage's
 * node_modules. (TypeScript is: npm installs a dev dependency that some runtime package names as
 * an optional peer, here valibot under @bull-board/api, even with --omit=dev. The bundle never
 * imports it; the build checks that.)
 */
const DEV_TOOLS = ['tsx', 'esbuild', 'vite', 'vitest', 'pino-pretty', 'react'];

let config: Config;
let dropDatabase: () => Promise<void>;
let appDir: string;
let runtime: DockerStage;
let server: ChildProcess | null = null;

beforeAll(async () => {
  ({ config, dropDatabase } = await createTestConfig());
  const stages = readDockerStages(path.join(ROOT, 'server/Dockerfile'));
  runtime = stages.get('runtime')!;
  const build = stages.get('build')!;

  // The build stage's `npm run build`: the client (unless already fresh) and the server bundle.
  buildClient();
  await run('npm', ['run', '--silent', 'build:server'], { cwd: ROOT });

  // Outside the repository, so that Node cannot find the repository's node_modules from there.
  appDir = mkdtempSync(path.join(os.tmpdir(), 'tempo-image-'));
  for (const copy of runtime.copies) {
    const fromRoot =
      copy.from === null ? (source: string) => path.join(ROOT, source) : stageRoot(build, copy.from);
    for (const source of copy.sources) {
      const dest = path.join(
        appDir,
        path.relative(runtime.workdir, path.resolve(runtime.workdir, copy.dest)),
      );
      const target = copy.dest.endsWith('/') ? path.join(dest, path.basename(source)) : dest;
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(fromRoot(source), target, { recursive: true });
    }
  }
  for (const command of runtime.runs.flatMap((line) => line.split('&&').map((part) => part.trim()))) {
    // Emptying the npm cache keeps it out of the image; here it would empty this machine's.
    if (command === 'npm cache clean --force') continue;
    if (!command.startsWith('npm ci ')) throw new Error(`a RUN step this test cannot repeat: ${command}`);
    await run('npm', [...command.split(/\s+/).slice(1), '--prefer-offline'], {
      cwd: appDir,
      env: { ...installEnv(), ...runtime.env },
    });
  }
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  if (appDir) rmSync(appDir, { recursive: true, force: true });
  await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
  await dropDatabase();
});

it('the runtime stage holds no dev tool, and its CMD serves the app with live quotes, passes the HEALTHCHECK and stops on SIGTERM', async () => {
  for (const name of DEV_TOOLS) expect(existsSync(path.join(appDir, 'node_modules', name)), name).toBe(false);
  expect(runtime.user).toBe('node');

  const port = await freePort();
  const env = {
    PATH: process.env.PATH!,
    ...runtime.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: config.DATABASE_URL,
    DATABASE_CONNECT_TIMEOUT_MS: String(config.DATABASE_CONNECT_TIMEOUT_MS),
    REDIS_URL: config.REDIS_URL,
    REDIS_PREFIX: config.REDIS_PREFIX,
    LOG_FORMAT: 'json',
  };
  const [command, ...args] = runtime.cmd;
  expect(command).toBe('node');
  const startedAt = Date.now();
  let output = '';
  server = spawn(process.execPath, args, { cwd: appDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (chunk) => (output += String(chunk)));
  server.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const alive = () => {
    if (server!.exitCode !== null) throw new Error(`the server exited with ${server!.exitCode}:\n${output}`);
  };

  await vi.waitUntil(
    async () => {
      alive();
      return (await fetch(`${base}/api/health/ready`).catch(() => null))?.ok;
    },
    { timeout: 60_000, interval: 250 },
  );
  // Every role ran: the feed published through the Lua script, the api answers from it.
  const candle = await vi.waitUntil(
    async () => {
      alive();
      const body = (await (await fetch(`${base}/api/quotes/BTCUSDT/candles?interval=1m&limit=1`)).json()) as {
        data: { candles: { c: number }[]; lastTickTs: number | null };
      };
      return body.data.lastTickTs !== null && body.data.lastTickTs >= startedAt && body.data.candles[0];
    },
    { timeout: 60_000, interval: 250 },
  );
  expect(candle.c).toBeGreaterThan(0);

  const page = await fetch(`${base}/`);
  expect(await page.text()).toBe(readFileSync(path.join(appDir, 'client/dist/index.html'), 'utf8'));

  const [checkCommand, ...checkArgs] = runtime.healthcheck!;
  expect(checkCommand).toBe('node');
  await expect(run(process.execPath, checkArgs, { cwd: appDir, env })).resolves.toBeDefined();

  server.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 120_000);

/** Maps a path of another stage (`/app/server/dist`) to the repository, where that stage ran. */
function stageRoot(stage: DockerStage, name: string): (source: string) => string {
  if (stage.name !== name) throw new Error(`COPY from a stage this test does not build: ${name}`);
  return (source) => path.join(ROOT, path.relative(stage.workdir, source));
}

/** This environment without what npm told the test runner about the repository's own package. */
function installEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_package_|npm_lifecycle_|INIT_CWD$)/.test(key)),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
