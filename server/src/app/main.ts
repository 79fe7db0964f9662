// The process entry point. One codebase, four roles: `api` (REST and the client), `realtime`
// (Socket.IO), `worker` (queued jobs) and `feed` (prices). All run unless ROLES or --roles names
// fewer: the api and realtime roles in WEB_CONCURRENCY processes behind PORT (one per core), the
// others in one more (cluster/runCluster.ts); with WEB_CONCURRENCY=1, all in this process.
// Production may instead run each role as its own process.
import cluster from 'node:cluster';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import { CLIENT_DIST_DIR } from '../platform/serverFiles';
import { CLUSTER_ENV, READY_MESSAGE } from './cluster/clusterMessages';
import { runCluster, wantsCluster } from './cluster/runCluster';
import { rolesFromArgv } from './roles';
import { seedDemoData } from './seedDemoData';
import { demoBanner, marketsLive } from './startupBanner';
import { startTempo } from './startTempo';

const SHUTDOWN_GRACE_MS = 10_000;
/** The longest the demo banner waits for the markets to tick before it prints anyway. */
const BANNER_WAIT_MS = 20_000;

const inCluster = cluster.isWorker;
const roles = inCluster ? process.env[CLUSTER_ENV.roles] : rolesFromArgv(process.argv.slice(2));
const config = loadConfig({
  ...process.env,
  CLIENT_DIST: process.env.CLIENT_DIST || CLIENT_DIST_DIR,
  ...(roles ? { ROLES: roles } : {}),
});
const askedToSeed = process.argv.includes('--seed-demo');

if (!inCluster && wantsCluster(config)) {
  await runCluster(config, createLogger(config.LOG_LEVEL, config.LOG_FORMAT), askedToSeed);
} else {
  await runProcess();
}

async function runProcess(): Promise<void> {
  const tempo = await startTempo(config, { inCluster });
  const { logger } = tempo.ctx;
  if (tempo.port !== null) logger.info(`Tempo listening on http://localhost:${tempo.port}`);
  process.send?.({ type: READY_MESSAGE });

  // `npm start` adds the demo data here rather than in a process of its own: loading the code twice
  // cost more than a second of the time to first quotes. The logins are the last thing on screen:
  // printed once every open market has ticked (a fresh install first writes a day of history) and
  // the log lines before them are out. In a cluster, one process does it.
  if (askedToSeed && (!inCluster || process.env[CLUSTER_ENV.seeds])) {
    const { seeded } = await seedDemoData(tempo.ctx.db);
    if (tempo.feed) await marketsLive(tempo, BANNER_WAIT_MS);
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    console.log(demoBanner(seeded, tempo.port ?? config.PORT));
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
  // A cluster process whose primary is gone stops too.
  if (inCluster) process.on('disconnect', () => void shutdown('primary gone'));
}
