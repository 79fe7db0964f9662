// Builds the service worker (client/src/app/pwa/serviceWorker.ts) into /sw.js and writes into it
// the list of every file of the build, for it to cache on install, with a version derived from
// their contents: any change to any file makes a new sw.js, which the browser then installs.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const WORKER_FILE = 'sw.js';
/** The string the worker's source parses as its manifest; replaced here by the real one. */
const PLACEHOLDER = /(["'`])__TEMPO_PRECACHE_MANIFEST__\1/g;

/** `source`: the worker's entry module; it must import nothing (a service worker here is a classic script). */
export function serviceWorkerPlugin(source: string): Plugin {
  let outDir = '';
  return {
    name: 'tempo:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: source, fileName: WORKER_FILE });
    },
    generateBundle(_options, bundle) {
      const chunk = bundle[WORKER_FILE];
      if (chunk?.type !== 'chunk') throw new Error(`the build has no ${WORKER_FILE}`);
      if (
        chunk.imports.length > 0 ||
        chunk.dynamicImports.length > 0 ||
        /^\s*(import|export)\b/m.test(chunk.code)
      )
        throw new Error(`${WORKER_FILE} must be one classic script, but it imports or exports: ${source}`);
    },
    // After the files (and client/public's) are written: the list is what the server will serve.
    writeBundle: {
      order: 'post',
      handler() {
        const files = listFiles(outDir).filter((file) => file !== WORKER_FILE);
        const hash = createHash('sha256');
        for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(outDir, file)));
        const manifest = { version: hash.digest('hex').slice(0, 16), urls: files.map((file) => `/${file}`) };

        const workerPath = path.join(outDir, WORKER_FILE);
        const code = readFileSync(workerPath, 'utf8');
        const found = code.match(PLACEHOLDER)?.length ?? 0;
        if (found !== 1)
          throw new Error(`${WORKER_FILE} holds the manifest placeholder ${found} times, not once`);
        writeFileSync(workerPath, code.replace(PLACEHOLDER, JSON.stringify(JSON.stringify(manifest))));
      },
    },
  };
}

/** Every file under `dir`, as sorted paths relative to it with forward slashes. */
function listFiles(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(dir, relative));
    else files.push(relative);
  }
  return files.sort();
}
