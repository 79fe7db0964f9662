// The process entry point. One codebase, four roles: `api` (REST and the client), `realtime`
// (Socket.IO), `worker` (queued jobs) and `feed` (prices). All run here unless ROLES or --roles
// names fewer; production runs each role as its own process.
import type { Server } from 'node:http';
import { loadConfig } from '../platform/config';
import { ensureDatabase } from '../platform/db/ensureDatabase';
import { migrate } from '../platform/db/migrate';
import { createApiApp } from './api';
import { closeContext, createContext } from './createContext';
import { DEFAULT_CLIENT_DIST, hasRole, rolesFromArgv } from './roles';

const SHUTDOWN_GRACE_MS = 10_000;

const rolesArg = rolesFromArgv(process.argv.slice(2));
const config = loadConfig({
  CLIENT_DIST: DEFAULT_CLIENT_DIST,
  ...process.env,
  ...(rolesArg ? { ROLES: rolesArg } : {}),
});
const ctx = createContext(config);
const { logger } = ctx;

let server: Server | undefined;
if (hasRole(config.ROLES, 'api')) {
  await ensureDatabase(config.DATABASE_URL);
  const applied = await migrate(ctx.db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
}
if (hasRole(config.ROLES, 'api') || hasRole(config.ROLES, 'realtime')) {
  const app = createApiApp(ctx);
  server = app.listen(config.PORT, config.HOST, () => {
    logger.info(
      { port: config.PORT, roles: config.ROLES },
      `Tempo listening on http://localhost:${config.PORT}`,
    );
  });
}
for (const role of ['worker', 'feed'] as const) {
  if (hasRole(config.ROLES, role)) logger.info({ role }, 'role started');
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    logger.error('shutdown took too long, exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  if (server) {
    await new Promise<void>((resolve) => server!.close(() => resolve()));
  }
  await closeContext(ctx);
  clearTimeout(forced);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
