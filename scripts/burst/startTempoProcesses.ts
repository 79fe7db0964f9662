// Tempo for a benchmark: all roles in one process, or (`split`) the worker role in a process of its
// own beside api, realtime and feed, as production runs them. Each process runs under
// `taskset -c` when given CPUs and writes a V8 CPU profile on exit when given a directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 10_000;

export interface TempoLayout {
  /** The worker role in its own process. */
  split: boolean;
  /** taskset CPU list of the (first) process, or null for any. */
  cpus: string | null;
  /** taskset CPU list of the worker process when split, or null for any. */
  workerCpus: string | null;
  /** Where each process writes its CPU profiles on exit (a subdirectory per process), or null for none. */
  cpuProfileDir: string | null;
}

export interface TempoProcesses {
  /** The HTTP port of the api/realtime process. */
  port: number;
  /** One line for the report: which roles ran where. */
  description: string;
  stop(): Promise<void>;
}

export async function startTempoProcesses(
  layout: TempoLayout,
  env: Record<string, string>,
): Promise<TempoProcesses> {
  const plan = layout.split
    ? [
        { roles: 'api,realtime,feed', cpus: layout.cpus },
        { roles: 'worker', cpus: layout.workerCpus },
      ]
    : [{ roles: 'all', cpus: layout.cpus }];
  const children: ChildProcess[] = [];
  const stop = () => Promise.all(children.map(stopProcess)).then(() => undefined);
  try {
    let port: number | null = null;
    // One after the other: the first applies the migrations and takes the feed lead.
    for (const { roles, cpus } of plan) {
      const started = await startProcess(roles, cpus, layout.cpuProfileDir, env);
      children.push(started.child);
      port ??= started.port;
    }
    if (port === null) throw new Error('no Tempo process serves HTTP');
    const description = plan
      .map(({ roles, cpus }) => `${roles === 'all' ? 'all roles' : roles}${cpus ? ` on cpus ${cpus}` : ''}`)
      .join('; ');
    return { port, description, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startProcess(
  roles: string,
  cpus: string | null,
  profileDir: string | null,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number | null }> {
  // A directory per process: node names each thread's profile (the main thread's is the .0.
  // one; tsx's loader thread writes its own) after the pid and thread.
  const profile = profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/tempo-${roles.replaceAll(',', '-')}`]
    : [];
  const node = [process.execPath, ...profile, '--import', 'tsx', 'server/src/app/main.ts', '--roles', roles];
  const [command, ...args] = cpus ? ['taskset', '-c', cpus, ...node] : node;
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', CLIENT_DIST: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Tempo (${roles}) did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    child.once('exit', (code) => reject(new Error(`Tempo (${roles}) exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: { msg?: string; port?: number | null };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if (entry.msg === 'Tempo started') {
        clearTimeout(timer);
        resolve(entry.port ?? null);
      }
    });
  });
  return { child, port };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
