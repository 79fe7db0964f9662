// The process entry point. One codebase, four roles: `api` (REST and the client), `realtime`
// (Socket.IO), `worker` (queued jobs) and `feed` (prices). All run here unless ROLES or --roles
// names fewer; production runs each role as its own process.
import { loadConfig } from '../platform/config';
import { seedDemoData } from './seedDemoData';
import { CLIENT_DIST_DIR } from '../platform/serverFiles';
import { rolesFromArgv } from './roles';
import { demoBanner, marketsLive } from './startupBanner';
import { startTempo } from './startTempo';

const SHUTDOWN_GRACE_MS = 10_000;
/** The longest the demo banner waits for the markets to tick before it prints anyway. */
const BANNER_WAIT_MS = 20_000;

const rolesArg = rolesFromArgv(process.argv.slice(2));
const config = loadConfig({
  ...process.env,
  CLIENT_DIST: process.env.CLIENT_DIST || CLIENT_DIST_DIR,
  ...(rolesArg ? { ROLES: rolesArg } : {}),
});
const tempo = await startTempo(config);
const { logger } = tempo.ctx;
if (tempo.port !== null) logger.info(`Tempo listening on http://localhost:${tempo.port}`);

// `npm start` adds the demo data here rather than in a process of its own: loading the code twice
// cost more than a second of the time to first quotes. The logins are the last thing on screen:
// printed once every open market has ticked (a fresh install first writes a day of history) and
// the log lines before them are out.
if (process.argv.includes('--seed-demo')) {
  const { seeded } = await seedDemoData(tempo.ctx.db);
  if (tempo.feed) await marketsLive(tempo, BANNER_WAIT_MS);
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  console.log(demoBanner(seeded, tempo.port));
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  setTimeout(() => {
    logger.error('shutdown took too long, exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  await tempo.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
