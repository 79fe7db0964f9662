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
import { readFileSync } from 'node:fs';
import type { Redis } from './redis';

/** Runs a script with its keys (the connection prefixes them) and its other arguments. */
export type RunScript = (keys: readonly string[], args: readonly (string | number)[]) => Promise<unknown>;

type ScriptCommands = Record<string, (...keysAndArgs: (string | number)[]) => Promise<unknown>>;

/**
 * Reads `<name>.lua` beside `moduleUrl` for every name in `keyCounts` (how many of the script's
 * arguments are keys) and returns what gives, for a connection, one runner per script, defined on
 * that connection the first time it is asked for.
 */
export function loadScripts<Name extends string>(
  moduleUrl: string,
  keyCounts: Record<Name, number>,
): (redis: Redis) => Record<Name, RunScript> {
  const scripts = (Object.entries(keyCounts) as [Name, number][]).map(([name, numberOfKeys]) => ({
    name,
    numberOfKeys,
    lua: readFileSync(new URL(`./${name}.lua`, moduleUrl), 'utf8'),
  }));
  const defined = new WeakMap<Redis, Record<Name, RunScript>>();
  return (redis) => {
    const known = defined.get(redis);
    if (known) return known;
    const commands = redis as unknown as ScriptCommands;
    const runners = {} as Record<Name, RunScript>;
    for (const { name, numberOfKeys, lua } of scripts) {
      redis.defineCommand(name, { numberOfKeys, lua });
      runners[name] = (keys, args) => commands[name]!(...keys, ...args);
    }
    defined.set(redis, runners);
    return runners;
  };
}
