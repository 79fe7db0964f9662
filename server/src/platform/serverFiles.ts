// Where the server finds the files it reads at run time besides its code, in both of its layouts:
// tsx runs the sources (this module is server/src/platform/serverFiles.ts), production runs the
// bundle (server/dist/main.js, built by scripts/build-server.ts), and both keep server/migrations
// and client/dist at the same places relative to server/. Lua scripts are read beside the module
// that lists them (loadScripts in redisScripts.ts: `new URL('./publishTick.lua', import.meta.url)`
// of quotes/ticks/quotesScripts.ts): the build copies every one beside the bundle, which is where
// that URL points once the module is bundled.
import { fileURLToPath } from 'node:url';

/** True in the bundle: only the sources are `.ts` files. */
const BUNDLED = !import.meta.url.endsWith('.ts');
const SERVER_DIR = new URL(BUNDLED ? '../' : '../../', import.meta.url);

/** The numbered SQL migrations (server/migrations). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('migrations', SERVER_DIR));

/** The built client (client/dist), served by the api role when present. */
export const CLIENT_DIST_DIR = fileURLToPath(new URL('../client/dist', SERVER_DIR));
