// Browser tests run against the built client: build it first when it is missing or stale.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const builtIndex = path.join(root, 'client/dist/index.html');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export default function buildClient() {
  const sources = Math.max(
    newestChange(path.join(root, 'client/src')),
    newestChange(path.join(root, 'shared/src')),
    // What the build copies or runs besides the sources: the manifest and icons, the service worker plugin.
    newestChange(path.join(root, 'client/public')),
    newestChange(path.join(root, 'client/vitePlugins')),
    statSync(path.join(root, 'client/index.html')).mtimeMs,
    statSync(path.join(root, 'client/vite.config.ts')).mtimeMs,
  );
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sources) return;
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
  execFileSync('npm', ['run', 'build', '-w', 'client'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
