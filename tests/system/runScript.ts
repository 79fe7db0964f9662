// Runs one of the repository's scripts (`node --import tsx <script> …`) to its end, for tests that
// check what a tool prints and how it exits.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The script's exit code (0 on success) and everything it wrote to stdout and stderr. */
export function runScript(
  script: string,
  args: string[],
  timeoutMs: number,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: ROOT, timeout: timeoutMs },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    ),
  );
}
