// The process entry point. One codebase, four roles: `api` (REST and the client), `realtime`
// (Socket.IO), `worker` (queued jobs) and `feed` (prices). All run here unless ROLES or --roles
// names fewer; production runs each role as its own process.
import { loadConfig } from '../platform/config';
import { DEMO, seedDemoData } from '../platform/db/seed';
import { DEFAULT_CLIENT_DIST, rolesFromArgv } from './roles';
import { startTempo } from './startTempo';

const SHUTDOWN_GRACE_MS = 10_000;

const rolesArg = rolesFromArgv(process.argv.slice(2));
const config = loadConfig({
  ...process.env,
  CLIENT_DIST: process.env.CLIENT_DIST || DEFAULT_CLIENT_DIST,
  ...(rolesArg ? { ROLES: rolesArg } : {}),
});
const tempo = await startTempo(config);
const { logger } = tempo.ctx;
if (tempo.port !== null) logger.info(`Tempo listening on http://localhost:${tempo.port}`);

// `npm start` adds the demo data here rather than in a process of its own: loading the code twice
// cost more than a second of the time to first quotes.
if (process.argv.includes('--seed-demo')) {
  const { seeded } = await seedDemoData(tempo.ctx.db);
  console.log(seeded ? 'Demo data added.' : 'Demo data already present.');
  console.log(`  trader: ${DEMO.user.account} / ${DEMO.user.password}`);
  console.log(`  ops:    ${DEMO.admin.username} / ${DEMO.admin.password}`);
  console.log(`  opening code: ${DEMO.openingCode}`);
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
