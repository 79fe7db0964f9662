// Every core of one machine: `npm start` (and main.ts) on a machine with N cores runs N web
// processes (the api and realtime roles) behind one port, and the worker and feed roles in a
// process of their own; WEB_CONCURRENCY chooses N.
//
// Node's cluster, with the primary routing connections itself: it accepts each one paused and hands
// it to the web process its client's address maps to (connectionSlot.ts), which serves it as if it
// had accepted it. So a long-polling client stays with the process that holds its session, and
// nothing else is in the way: no byte passes through the primary, keep-alive stays on. (The
// @socket.io/sticky package reads the first request of each connection in the primary, relays every
// request with a body through it over IPC and turns keep-alive off; nginx in front would be a
// second program to install and run.) Events cross processes through Redis as they do across
// machines: the Socket.IO adapter and the owner directory (realtime/owners/).
//
// The first web process starts alone (it migrates the database); the others and the background
// process follow. A process that dies is started again in its slot; meanwhile its clients
// reconnect to the next slot's process. SIGTERM or SIGINT stops them all, then the primary.
import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:net';
import type { Config, Role } from '../../platform/config';
import type { Logger } from '../../platform/logger';
import { CLUSTER_ENV, READY_MESSAGE, CONNECTION_MESSAGE, isMessage } from './clusterMessages';
import { connectionSlot } from './connectionSlot';

const WEB_ROLES: readonly Role[] = ['api', 'realtime'];
/** How long the processes have to stop before they are killed, in ms. */
const STOP_GRACE_MS = 10_000;
/** A process that died is started again after this long, in ms (no tight loop when it cannot start). */
const RESTART_DELAY_MS = 1_000;

/** Whether `config` asks for more than one web process: the primary then runs the cluster. */
export function wantsCluster(config: Config): boolean {
  return config.WEB_CONCURRENCY > 1 && config.ROLES.some((role) => WEB_ROLES.includes(role));
}

interface Slot {
  roles: Role[];
  seeds: boolean;
  worker: Worker | null;
  ready: boolean;
}

export async function runCluster(config: Config, logger: Logger, seedDemo: boolean): Promise<void> {
  const webRoles = config.ROLES.filter((role) => WEB_ROLES.includes(role));
  const otherRoles = config.ROLES.filter((role) => !WEB_ROLES.includes(role));
  const web: Slot[] = Array.from({ length: config.WEB_CONCURRENCY }, () => ({
    roles: webRoles,
    seeds: false,
    worker: null,
    ready: false,
  }));
  const background: Slot | null = otherRoles.length
    ? { roles: otherRoles, seeds: false, worker: null, ready: false }
    : null;
  (background ?? web[0]!).seeds = seedDemo;
  let stopping = false;

  /**
   * Starts `slot`'s process; resolves once it is ready. At startup, a process that exits before it
   * is ready rejects (the cluster cannot start); later, one that dies is started again.
   */
  function start(slot: Slot, atStartup: boolean): Promise<void> {
    const worker = cluster.fork({
      [CLUSTER_ENV.roles]: slot.roles.join(','),
      [CLUSTER_ENV.seeds]: slot.seeds ? '1' : '',
    });
    slot.worker = worker;
    slot.ready = false;
    return new Promise((resolve, reject) => {
      worker.on('message', (message: unknown) => {
        if (!isMessage(message, READY_MESSAGE)) return;
        slot.ready = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        const wasReady = slot.ready;
        slot.ready = false;
        slot.worker = null;
        if (stopping) return resolve();
        if (atStartup && !wasReady)
          return reject(
            new Error(`a Tempo process (${slot.roles}) exited with ${code ?? signal} while starting`),
          );
        logger.error({ roles: slot.roles, code, signal }, 'a Tempo process died; starting another');
        setTimeout(() => {
          if (!stopping) start(slot, false).catch(() => undefined);
        }, RESTART_DELAY_MS).unref();
      });
    });
  }

  /** The ready web process for a client at `address`: its own slot's, or the next ready one. */
  function webProcessFor(address: string | undefined): Worker | null {
    const first = connectionSlot(address, web.length);
    for (let step = 0; step < web.length; step++) {
      const slot = web[(first + step) % web.length]!;
      if (slot.ready && slot.worker?.isConnected()) return slot.worker;
    }
    return null;
  }

  const server: Server = createServer({ pauseOnConnect: true }, (socket) => {
    const worker = webProcessFor(socket.remoteAddress);
    if (!worker) return void socket.destroy();
    worker.send({ type: CONNECTION_MESSAGE }, socket, (error) => error && socket.destroy());
  });
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await start(web[0]!, true);
    await Promise.all(
      [...web.slice(1), ...(background ? [background] : [])].map((slot) => start(slot, true)),
    );
  } catch (error) {
    logger.fatal({ err: error }, 'Tempo could not start');
    await stop('startup failed', 1);
    return;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info(
    { roles: config.ROLES, port, webProcesses: web.length, background: background?.roles ?? [] },
    'Tempo started',
  );

  async function stop(signal: string, exitCode = 0): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    if (server.listening) server.close();
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const exited = workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const killAfterGrace = setTimeout(() => {
      logger.error('the processes took too long to stop; killing them');
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    await Promise.all(exited);
    clearTimeout(killAfterGrace);
    process.exit(exitCode);
  }
}
