// Builds the server for production: one ESM bundle of server/src/app/main.ts, with its source
// map, that Node runs without tsx (`node server/dist/main.js --roles …`).
//
// Usage: node --import tsx scripts/build-server.ts [--outdir <dir>]   (npm run build:server)
//
// Why a bundle rather than tsc's output: the sources import each other without file extensions
// (TypeScript's `bundler` resolution) and @tempo/shared exports its .ts sources, and Node's ESM
// loader runs neither. esbuild puts our code and @tempo/shared into the bundle; every other npm
// package stays an import, installed in the image by `npm ci --omit=dev -w server`.
//
// Steps: empty the output folder; bundle; check that every package the bundle imports is a
// runtime dependency of server/ or shared/ (a dev tool imported by server code is missing from the
// image, so the build fails rather than the container at start); copy every Lua script of
// server/src beside the bundle, where the modules that read them relative to their own URL look
// once bundled (server/src/platform/serverFiles.ts says where the other files are).
//
// Exit codes: 0 built, 1 failed (esbuild's errors, an import of a package that is not a runtime
// dependency, two Lua scripts with one name), 2 on bad arguments.
import { builtinModules } from 'node:module';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'server/src/app/main.ts';
/** Workspace packages compiled into the bundle; everything else from node_modules stays external. */
const BUNDLED_PACKAGES = ['@tempo/shared'];
/** The packages whose runtime dependencies the image installs. */
const RUNTIME_PACKAGES = ['server/package.json', 'shared/package.json'];

const HELP = `Build the server into one ESM bundle that Node runs without tsx.

Usage: node --import tsx scripts/build-server.ts [--outdir <dir>]

  --outdir <dir>   where main.js, its source map and the Lua scripts go (default: server/dist)
  --help           this text`;

export interface ServerBuild {
  /** The bundle's path. */
  main: string;
  /** Packages the bundle imports at run time (Node's built-in modules left out), sorted. */
  packages: string[];
  /** Lua scripts copied beside the bundle. */
  luaScripts: string[];
}

/** Bundles the server into `outdir` and checks what it imports; throws on any failure. */
export async function buildServer(outdir: string = path.join(ROOT, 'server/dist')): Promise<ServerBuild> {
  rmSync(outdir, { recursive: true, force: true });
  const main = path.join(outdir, 'main.js');
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    outfile: main,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });

  const packages = importedPackages(result.metafile);
  const allowed = runtimeDependencies();
  const strays = packages.filter((name) => !allowed.has(name));
  if (strays.length)
    throw new Error(
      `the server imports ${strays.join(', ')}, which ${strays.length > 1 ? 'are' : 'is'} not a runtime dependency ` +
        `of ${RUNTIME_PACKAGES.join(' or ')}: the production image would not have ${strays.length > 1 ? 'them' : 'it'}`,
    );

  const luaScripts = copyLuaScripts(path.join(ROOT, 'server/src'), outdir);
  return { main, packages, luaScripts };
}

/** Keeps every bare import out of the bundle except our own workspace packages. */
const externalPackages: esbuild.Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED_PACKAGES.includes(packageName(args.path)) ? undefined : { path: args.path, external: true },
    );
  },
};

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function importedPackages(metafile: esbuild.Metafile): string[] {
  const builtins = new Set(builtinModules);
  const names = new Set<string>();
  for (const input of Object.values(metafile.inputs))
    for (const imported of input.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const name = packageName(imported.path);
      if (!builtins.has(name)) names.add(name);
    }
  return [...names].sort();
}

function runtimeDependencies(): Set<string> {
  const names = new Set<string>();
  for (const file of RUNTIME_PACKAGES) {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {})) names.add(name);
  }
  return names;
}

/** Copies every `.lua` file under `dir` into `outdir`, flat; two with one name would collide. */
function copyLuaScripts(dir: string, outdir: string): string[] {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.lua')) continue;
    const source = path.join(entry.parentPath, entry.name);
    const other = found.get(entry.name);
    if (other) throw new Error(`two Lua scripts are named ${entry.name} (${other}, ${source}): rename one`);
    found.set(entry.name, source);
  }
  mkdirSync(outdir, { recursive: true });
  for (const [name, source] of found) copyFileSync(source, path.join(outdir, name));
  return [...found.keys()].sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let outdir: string | undefined;
  try {
    const { values } = parseArgs({ options: { outdir: { type: 'string' }, help: { type: 'boolean' } } });
    if (values.help) {
      console.log(HELP);
      process.exit(0);
    }
    outdir = values.outdir && path.resolve(values.outdir);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  try {
    const build = await buildServer(outdir);
    console.log(
      `Built ${path.relative(process.cwd(), build.main)}: imports ${build.packages.join(', ')}; ` +
        `Lua scripts beside it: ${build.luaScripts.join(', ')}`,
    );
  } catch (error) {
    console.error(`Server build failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
