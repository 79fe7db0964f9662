// Redis Lua scripts. Each lives in a `.lua` file whose header says its steps, its keys, its
// arguments, its result codes and why it must run atomically; a domain lists its scripts in one
// module beside their files (e.g. quotes/ticks/quotesScripts.ts). The files are read once, when
// that module loads, and each script runs by EVALSHA through ioredis's defineCommand, which sends
// the whole script (EVAL) only when Redis does not know it yet: after a restart or a flush.
//
// A script's file is named after its command and read relative to the module that lists it. The
// production build copies every `.lua` file of server/src beside the bundle, flat, and refuses two
// with one name (scripts/build-server.ts): once bundled, `new URL('./<name>.lua', import.meta.url)`
// points there, and no two domains can define one command name on a shared connection.
//
// createRedis defines every listed script when it makes a connection (ioredis's `scripts` option).
// Defining one later is not safe on an auto-pipelining connection: a pipeline ioredis opened before
// the definition lacks the command, and a call queued into it breaks the whole pipeline. So a
// runner refuses a connection that did not get the scripts when it was made.
import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';

/** Runs a script with its keys (the connection prefixes them) and its other arguments. */
export type RunScript = (keys: readonly string[], args: readonly (string | number)[]) => Promise<unknown>;

/** What ioredis's defineCommand takes. */
export interface ScriptDefinition {
  lua: string;
  numberOfKeys: number;
}

type ScriptCommand = (...keysAndArgs: (string | number)[]) => Promise<unknown>;

/** Every script listed so far, by command name. */
const listed = new Map<string, ScriptDefinition>();

/** Every script the domains list, for createRedis to define on each connection it makes. */
export function listedScripts(): Record<string, ScriptDefinition> {
  return Object.fromEntries(listed);
}

/**
 * Reads `<name>.lua` beside `moduleUrl` for every name in `keyCounts` (how many of the script's
 * arguments are keys), lists them for createRedis, and returns what gives, for a connection made
 * by it, one runner per script.
 */
export function loadScripts<Name extends string>(
  moduleUrl: string,
  keyCounts: Record<Name, number>,
): (redis: Redis) => Record<Name, RunScript> {
  const names = Object.keys(keyCounts) as Name[];
  for (const name of names) {
    const lua = readFileSync(new URL(`./${name}.lua`, moduleUrl), 'utf8');
    const other = listed.get(name);
    if (other && other.lua !== lua) throw new Error(`two Redis scripts are named ${name}`);
    listed.set(name, { lua, numberOfKeys: keyCounts[name] });
  }
  const runners = new WeakMap<Redis, Record<Name, RunScript>>();
  return (redis) => {
    let known = runners.get(redis);
    if (!known) {
      known = {} as Record<Name, RunScript>;
      for (const name of names) known[name] = runnerOf(redis, name);
      runners.set(redis, known);
    }
    return known;
  };
}

function runnerOf(redis: Redis, name: string): RunScript {
  const command = (redis as unknown as Record<string, ScriptCommand | undefined>)[name];
  if (!command) {
    throw new Error(
      `the Redis script ${name} is not defined on this connection: make it with createRedis, ` +
        'or pass listedScripts() as its `scripts` option',
    );
  }
  return (keys, args) => command.call(redis, ...keys, ...args);
}
