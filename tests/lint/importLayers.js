// Tempo's own lint rules for the server's layers (STYLE.md "A domain folder owns its tables",
// DESIGN.md §7), as a small ESLint plugin:
//  - `tempo/no-import-cycle`: no file may reach itself through relative imports, type-only ones
//    included (a type-level circle still ties the files together).
//  - `tempo/domain-boundaries`: a domain folder of server/src reaches another domain only through
//    its index.ts; platform/ imports no domain; only app/ (and tests) import app/ or the socket
//    layer (realtime/); realtime/ never imports admin/; scripts and tests outside server/ use
//    the domains' index.ts too.
//  - `tempo/layer-rank`: the folders of server/src are ranked (LAYER_RANKS) and an import goes
//    strictly down, so a wrong arrow fails before it can close a cycle; a new folder needs a rank.
//    Scripts speak the wire or platform/; only the in-process benchmarks named in
//    IN_PROCESS_BENCHMARKS reach into domains.
// The cycle check reads the other files from disk once per lint run (TypeScript's import scanner,
// no type checking) and walks the import graph from each import of the file being linted.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_SRC = path.join(ROOT, 'server', 'src');
/** Folders of server/src that are not domains: the process wiring, the toolkit and test support. */
const NOT_DOMAINS = new Set(['app', 'platform', 'test']);
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** @type {Map<string, { mtimeMs: number, imports: string[] }>} */
const importsByFile = new Map();

/** The file a relative specifier names, or null (a package, or nothing on disk). */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The files `file` imports (relative specifiers only), as on disk now. */
function importsOnDisk(file) {
  const { mtimeMs } = statSync(file);
  const cached = importsByFile.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map((imported) => resolveImport(file, imported.fileName))
    .filter((target) => target !== null);
  importsByFile.set(file, { mtimeMs, imports });
  return imports;
}

/** The chain of imports from `start` back to `file`, or null when `start` never reaches it. */
function pathBack(start, file) {
  const parent = new Map([[start, null]]);
  const stack = [start];
  while (stack.length) {
    const current = stack.pop();
    for (const next of importsOnDisk(current)) {
      if (next === file) {
        const chain = [current];
        for (let step = parent.get(current); step; step = parent.get(step)) chain.unshift(step);
        return chain;
      }
      if (!parent.has(next)) {
        parent.set(next, current);
        stack.push(next);
      }
    }
  }
  return null;
}

/** Calls `check(node, specifier)` for every import, re-export and literal dynamic import. */
function eachImport(check) {
  const withSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: withSource,
    ExportNamedDeclaration: withSource,
    ExportAllDeclaration: withSource,
    ImportExpression: withSource,
  };
}

const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids imports (type-only ones too) that lead back to the importing file.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Break it with a port, or move the shared part out.' },
  },
  create(context) {
    const file = context.filename;
    return eachImport((node, specifier) => {
      const target = resolveImport(file, specifier);
      if (!target || target === file) return;
      const chain = pathBack(target, file);
      if (!chain) return;
      context.report({
        node,
        messageId: 'cycle',
        data: { chain: [file, ...chain, file].map(relative).join(' → ') },
      });
    });
  },
};

/** The server/src folder a file is in (`orders`, `platform`, …), or null outside server/src. */
function layerOf(file) {
  const inside = path.relative(SERVER_SRC, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const [first, ...rest] = inside.split(path.sep);
  return rest.length ? first : null;
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith(path.join(ROOT, 'tests') + path.sep);
const isIndex = (file, layer) => file === path.join(SERVER_SRC, layer, 'index.ts');

/** Why `file` may not import `target`, or null when it may. */
function boundaryBroken(file, target) {
  const to = layerOf(target);
  if (to === null) return null;
  const from = layerOf(file);
  if (from === to || from === 'test') return null;
  if (to === 'platform') return null;
  if (from === 'platform') return isTest(file) && to === 'test' ? null : 'platformImportsDomain';
  if (to === 'test') return isTest(file) ? null : 'testSupport';
  if (to === 'app') return isTest(file) ? null : 'appImported';
  if (from === 'realtime' && to === 'admin') return 'realtimeImportsAdmin';
  if (to === 'realtime' && from !== 'app' && from !== null && !isTest(file)) return 'socketLayer';
  if (NOT_DOMAINS.has(to) || isIndex(target, to)) return null;
  return 'deepImport';
}

const domainBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps server/src in layers: domains meet through each other's index.ts." },
    schema: [],
    messages: {
      deepImport:
        "'{{target}}' is inside another domain: import what it exports from '{{index}}' (export it there if needed).",
      platformImportsDomain: 'platform/ imports no domain; pass what it needs in from app/.',
      appImported: 'Only tests import app/: it wires the domains, and nothing builds on it.',
      testSupport: 'Only tests import server/src/test/.',
      realtimeImportsAdmin: 'realtime/ never imports admin/: it reaches ops through the OpsFeedAccess port.',
      socketLayer: 'Domains never import the socket layer: publish through a notifier port the domain owns.',
    },
  },
  create(context) {
    const file = context.filename;
    return eachImport((node, specifier) => {
      const target = resolveImport(file, specifier);
      if (!target) return;
      const broken = boundaryBroken(file, target);
      if (!broken) return;
      const index = relative(path.join(SERVER_SRC, layerOf(target) ?? '', 'index.ts'));
      context.report({ node, messageId: broken, data: { target: relative(target), index } });
    });
  },
};

/**
 * The rank of each folder of server/src: a file imports only folders ranked below its own (its own
 * folder aside). Peers share a rank and never import each other. test/ is outside the ranks.
 */
export const LAYER_RANKS = {
  platform: 0,
  // Below every domain: the audit log, one image pipeline, each trader's inbox.
  audit: 1,
  uploads: 1,
  inbox: 1,
  ledger: 2,
  accounts: 3,
  // A trader's own limits: below the orders and deposits that check them with their own figures.
  limits: 4,
  quotes: 4,
  orders: 5,
  cashier: 5,
  savings: 5,
  kyc: 5,
  content: 5,
  site: 5,
  admin: 6,
  realtime: 7,
  app: 8,
};

/**
 * Scripts that run Tempo's code in their own process to measure it, and so may reach into
 * domains (through their index.ts); every other script speaks the wire (HTTP, Socket.IO) or uses
 * platform/ for a throwaway database.
 */
export const IN_PROCESS_BENCHMARKS = [
  'scripts/burst/', // settlement-burst: places orders straight into the orders domain
  'scripts/order-writes-bench.ts', // PostgreSQL cost of placement and settlement, statement by statement
  'scripts/archive-bench.ts', // the tick publish path with and without the archive
  'scripts/savings-roll-bench.ts', // the savings day roll over many lots
  'scripts/replay-feed.ts', // ops tool: parses a recording with the server's own parser before sending it
];

const isScript = (file) => file.startsWith(path.join(ROOT, 'scripts') + path.sep);
const isBenchmark = (file) =>
  IN_PROCESS_BENCHMARKS.some((entry) => relative(file) === entry || relative(file).startsWith(entry));

/** Why `file` may not import `target` by rank, or null when it may. */
function rankBroken(file, target) {
  const to = layerOf(target);
  if (to === null || isTest(file)) return null;
  if (isScript(file)) return to === 'platform' || isBenchmark(file) ? null : 'scriptReachesDomain';
  const from = layerOf(file);
  if (from === null || from === to || from === 'test' || to === 'test') return null;
  if (!(from in LAYER_RANKS)) return 'unrankedFrom';
  if (!(to in LAYER_RANKS)) return 'unrankedTo';
  return LAYER_RANKS[to] < LAYER_RANKS[from] ? null : 'upward';
}

const layerRank = {
  meta: {
    type: 'problem',
    docs: { description: 'server/src folders import only folders ranked below them (LAYER_RANKS).' },
    schema: [],
    messages: {
      upward:
        '{{from}} (rank {{fromRank}}) may not import {{to}} (rank {{toRank}}): imports go down the ranks of tests/lint/importLayers.js. Move the shared part down, or pass it in through a port.',
      unrankedFrom: 'server/src/{{from}} has no rank: add it to LAYER_RANKS in tests/lint/importLayers.js.',
      unrankedTo: 'server/src/{{to}} has no rank: add it to LAYER_RANKS in tests/lint/importLayers.js.',
      scriptReachesDomain:
        'A script speaks the wire or platform/; only the in-process benchmarks of IN_PROCESS_BENCHMARKS (tests/lint/importLayers.js) import {{to}}.',
    },
  },
  create(context) {
    const file = context.filename;
    return eachImport((node, specifier) => {
      const target = resolveImport(file, specifier);
      if (!target) return;
      const broken = rankBroken(file, target);
      if (!broken) return;
      const from = layerOf(file);
      const to = layerOf(target);
      context.report({
        node,
        messageId: broken,
        data: { from, to, fromRank: String(LAYER_RANKS[from]), toRank: String(LAYER_RANKS[to]) },
      });
    });
  },
};

/** The plugin: `tempo/no-import-cycle`, `tempo/domain-boundaries` and `tempo/layer-rank`. */
export default {
  meta: { name: 'tempo-import-layers' },
  rules: { 'no-import-cycle': noImportCycle, 'domain-boundaries': domainBoundaries, 'layer-rank': layerRank },
};
