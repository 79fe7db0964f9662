// Builds the service worker (client/src/app/pwa/serviceWorker.ts) into /sw.js and writes into it
// the list of every file of the traders' app, for it to cache on install, with a version derived
// from their contents: any change to any of them makes a new sw.js, which the browser then
// installs. Files that only another entry loads (the ops console) are left out: they never reach
// a trader's phone.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

const WORKER_FILE = 'sw.js';
/** The string the worker's source parses as its manifest; replaced here by the real one. */
const PLACEHOLDER = /(["'`])__TEMPO_PRECACHE_MANIFEST__\1/g;

/**
 * `source`: the worker's entry module; it must import nothing (a service worker here is a classic
 * script). `appEntry`: the traders' HTML entry, whose files the worker caches.
 */
export function serviceWorkerPlugin(source: string, appEntry: string): Plugin {
  let outDir = '';
  /** Files of the build that the traders' app never loads. */
  let notTheApps = new Set<string>();
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
      notTheApps = filesNotLoadedBy(bundle, appEntry);
    },
    // After the files (and client/public's) are written: the list is what the server will serve.
    writeBundle: {
      order: 'post',
      handler() {
        const appPage = path.basename(appEntry);
        const isOtherPage = (file: string) => file.endsWith('.html') && file !== appPage;
        const files = listFiles(outDir).filter(
          (file) => file !== WORKER_FILE && !notTheApps.has(file) && !isOtherPage(file),
        );
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

/**
 * The files of `bundle` that the page of `entry` never loads: not its entry chunk, nor any chunk,
 * stylesheet or asset it imports, at once or lazily. Its HTML file stays.
 */
function filesNotLoadedBy(bundle: Rollup.OutputBundle, entry: string): Set<string> {
  const entryChunk = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === entry,
  );
  if (!entryChunk) throw new Error(`the build has no entry chunk for ${entry}`);
  const loaded = new Set<string>([path.relative(path.dirname(entry), entry)]);
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    const file = bundle[fileName];
    if (file?.type !== 'chunk') return;
    for (const css of file.viteMetadata?.importedCss ?? []) loaded.add(css);
    for (const asset of file.viteMetadata?.importedAssets ?? []) loaded.add(asset);
    for (const next of [...file.imports, ...file.dynamicImports]) visit(next);
  };
  visit(entryChunk.fileName);
  return new Set(Object.keys(bundle).filter((fileName) => !loaded.has(fileName) && fileName !== WORKER_FILE));
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
