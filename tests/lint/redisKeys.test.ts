// Every Redis key is built in one place per domain, and no two domains share a prefix. A key
// module is a file of server/src named after the object of key builders it exports
// (`export const tickKeys = {…}` in tickKeys.ts); each domain (the folder under server/src) has
// one at most. The builders are called with a probe for every argument, so the prefixes compared
// are the keys the code really builds; a prefix is a key's first segment (`feed` of
// `feed:lock:<symbol>`). Outside the key modules, a string that looks like a Redis key fails:
// one that starts with a key module's fixed text (`feed:claim:`), or any `<word>:${…}` template,
// unless NOT_REDIS_KEYS names it as something else.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverSrc = path.join(root, 'server/src');

/**
 * Strings built like keys that are not Redis keys: a path (relative to the repository) and the
 * text the string starts with, up to its first substitution.
 */
const NOT_REDIS_KEYS: { file: string; head: string; why: string }[] = [
  { file: 'server/src/realtime/rooms.ts', head: 'q:', why: 'a Socket.IO room' },
  { file: 'server/src/realtime/rooms.ts', head: 'user:', why: 'a Socket.IO room' },
  { file: 'server/src/realtime/rooms.ts', head: 'desk:', why: 'a Socket.IO room' },
  { file: 'server/src/realtime/rooms.ts', head: 'ops-admin:', why: 'a Socket.IO room' },
  { file: 'server/src/realtime/rooms.ts', head: 'ops-session:', why: 'a Socket.IO room' },
  { file: 'server/src/quotes/feed/feedClaim.ts', head: 'external:', why: "a tick's source label" },
  { file: 'server/src/quotes/feed/SymbolFeed.ts', head: 'replay:', why: "a tick's source label" },
  {
    file: 'server/src/admin/commands/adjustBalance.ts',
    head: 'admin:',
    why: 'an idempotency scope (PostgreSQL)',
  },
  {
    file: 'server/src/savings/commands/savingsTransfer.ts',
    head: 'user:',
    why: 'an idempotency scope (PostgreSQL)',
  },
  {
    file: 'server/src/cashier/deposits/commands/requestDeposit.ts',
    head: 'user:',
    why: 'an idempotency scope (PostgreSQL)',
  },
  {
    file: 'server/src/cashier/withdrawals/commands/requestWithdrawal.ts',
    head: 'user:',
    why: 'an idempotency scope (PostgreSQL)',
  },
  {
    file: 'server/src/test/testApp.ts',
    head: 'test:',
    why: "a test deployment's whole key prefix (REDIS_PREFIX)",
  },
  {
    file: 'server/src/test/tickPublisher.ts',
    head: 'test:',
    why: "a feed lease's owner, the value of tickKeys.feedLock",
  },
];

/** Stands for any argument of a key builder: any property or call of it is itself, and it prints as MARK. */
const MARK = '\u0001';
const probe: unknown = new Proxy(function probe() {}, {
  get: (_target, property) => (property === Symbol.toPrimitive ? () => MARK : probe),
  apply: () => probe,
});

interface BuiltKey {
  module: string;
  builder: string;
  domain: string;
  /** The key's first segment. */
  prefix: string;
  /** The key's text before its first argument (the whole key when it takes none). */
  fixed: string;
  /** Whether the key takes no argument. */
  whole: boolean;
}

/** Every .ts file under `dir` that is not a test, relative to the repository. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const domainOf = (file: string) => path.relative(serverSrc, path.join(root, file)).split(path.sep)[0]!;

/** The files exporting an object of key builders named after the file. */
function keyModules(files: string[]): string[] {
  return files.filter((file) => {
    const name = path.basename(file, '.ts');
    return (
      /Keys$/.test(name) &&
      new RegExp(`^export const ${name} = \\{`, 'm').test(readFileSync(path.join(root, file), 'utf8'))
    );
  });
}

/** The prefixes that key modules of more than one domain build, with those domains. */
function sharedPrefixes(keys: Pick<BuiltKey, 'domain' | 'prefix'>[]): string[] {
  const owners = new Map<string, Set<string>>();
  for (const key of keys) owners.set(key.prefix, (owners.get(key.prefix) ?? new Set()).add(key.domain));
  return [...owners]
    .filter(([, domains]) => domains.size > 1)
    .map(([prefix, domains]) => `${prefix}: ${[...domains].sort().join(', ')}`);
}

async function builtKeys(modules: string[]): Promise<BuiltKey[]> {
  const keys: BuiltKey[] = [];
  for (const module of modules) {
    const name = path.basename(module, '.ts');
    const exported = (await import(path.join(root, module))) as Record<string, Record<string, unknown>>;
    for (const [builder, build] of Object.entries(exported[name]!)) {
      if (typeof build !== 'function') throw new Error(`${module}: ${builder} is not a key builder`);
      const key = String((build as (...args: unknown[]) => unknown)(probe, probe, probe));
      const fixed = key.split(MARK)[0]!;
      keys.push({
        module,
        builder,
        domain: domainOf(module),
        prefix: key.split(':')[0]!,
        fixed,
        whole: fixed === key,
      });
    }
  }
  return keys;
}

/** The strings of a source file with the text before their first substitution. */
function stringHeads(file: string, text: string): { head: string; substituted: boolean; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const heads: { head: string; substituted: boolean; line: number }[] = [];
  const visit = (node: ts.Node) => {
    const line = () => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // Module names are not keys.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent))
        heads.push({ head: node.text, substituted: false, line: line() });
    } else if (ts.isTemplateExpression(node)) {
      heads.push({ head: node.head.text, substituted: true, line: line() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return heads;
}

/** Where `text` (the source of `file`) builds something that looks like a Redis key by hand. */
function handBuiltKeys(file: string, text: string, keys: BuiltKey[]): string[] {
  const found: string[] = [];
  for (const { head, substituted, line } of stringHeads(file, text)) {
    const known = keys.find((key) =>
      key.whole ? head === key.fixed && !substituted : key.fixed.length > 0 && head.startsWith(key.fixed),
    );
    // A URL (`ws://…`) is not a key.
    const looksLikeKey = substituted && /^[a-z][\w.-]*:(?!\/\/)/.test(head);
    if (!known && !looksLikeKey) continue;
    if (NOT_REDIS_KEYS.some((exempt) => exempt.file === file && head.startsWith(exempt.head))) continue;
    found.push(`${file}:${line} builds "${head}…"${known ? ` (${known.module}: ${known.builder})` : ''}`);
  }
  return found;
}

describe('Redis keys', async () => {
  const files = sourceFiles(serverSrc);
  const modules = keyModules(files);
  const keys = await builtKeys(modules);

  it('finds a key module in every domain that keeps keys in Redis, and one at most per domain', () => {
    const domains = modules.map(domainOf);
    expect(domains.filter((domain, i) => domains.indexOf(domain) !== i)).toEqual([]);
    expect(domains.sort()).toEqual(['accounts', 'cashier', 'orders', 'platform', 'quotes', 'realtime']);
  });

  it('gives every key prefix to one domain only', () => {
    expect(keys.map((key) => key.prefix)).toEqual(
      expect.arrayContaining(['feed', 'orders', 'guess', 'rate', 'realtime']),
    );
    expect(sharedPrefixes(keys)).toEqual([]);
  });

  it('finds no key built outside the key modules', () => {
    const found = files
      .filter((file) => !modules.includes(file))
      .flatMap((file) => handBuiltKeys(file, readFileSync(path.join(root, file), 'utf8'), keys));
    expect(found).toEqual([]);
  });

  it('fails on a key built by hand, with a known prefix or a new one', () => {
    const code = [
      'export const claim = (symbol: string) => `feed:claim:${symbol}`;',
      "export const tickers = 'tickers';",
      'export const session = (id: number) => `sessions:${id}`;',
      "export const event = 'orders:settled';",
    ].join('\n');
    const found = handBuiltKeys('server/src/orders/probe.ts', code, keys);
    expect(found).toEqual([
      expect.stringContaining('"feed:claim:…" (server/src/quotes/ticks/tickKeys.ts: feedClaim)'),
      expect.stringContaining('"tickers…" (server/src/quotes/ticks/tickKeys.ts: tickers)'),
      expect.stringContaining('"sessions:…"'),
    ]);
  });

  it('fails on two domains sharing a prefix', () => {
    const withOrdersFeed = [...keys, { domain: 'orders', prefix: 'feed' }];
    expect(sharedPrefixes(withOrdersFeed)).toEqual(['feed: orders, quotes']);
  });
});
