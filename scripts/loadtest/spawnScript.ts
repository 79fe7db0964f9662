// Baseline servers and workers run as child processes (`node --import tsx <script>`), under
// `taskset -c <cpus>` when asked so they sit on the server's core, not the generator's. They talk
// in JSON lines: the child writes one object per line on stdout, the parent may write command
// lines to its stdin.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Children still running when the load test exits (a timeout, an error) are killed with it.
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ScriptProcess {
  child: ChildProcess;
  /** The next JSON line the child writes (rejects if it exits or stays silent `timeoutMs`). */
  next<T>(timeoutMs?: number): Promise<T>;
  send(line: string): void;
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts `scriptPath` (relative to the repository root) with `args`, and `nodeFlags` for node. */
export function spawnScript(
  scriptPath: string,
  args: string[],
  cpus: string | null,
  nodeFlags: string[] = [],
): ScriptProcess {
  const node = [process.execPath, ...nodeFlags, '--import', 'tsx', scriptPath, ...args];
  const [command, ...argv] = cpus ? ['taskset', '-c', cpus, ...node] : node;
  const child = spawn(command!, argv, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr = (stderr + String(chunk)).slice(-4_000)));
  const queue: unknown[] = [];
  const waiters: ((value: unknown) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return;
    }
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );

  return {
    child,
    next<T>(timeoutMs = 30_000) {
      if (queue.length) return Promise.resolve(queue.shift() as T);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${scriptPath}: no answer\n${stderr}`)), timeoutMs);
        const onExit = () => reject(new Error(`${scriptPath} exited with ${child.exitCode}\n${stderr}`));
        child.once('exit', onExit);
        waiters.push((value) => {
          clearTimeout(timer);
          child.off('exit', onExit);
          resolve(value as T);
        });
      });
    },
    send(line) {
      child.stdin!.write(`${line}\n`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
