// Starts the roles a configuration asks for in this process and returns how to stop them.
// main.ts runs it for real; tests run it on throwaway databases and Redis prefixes.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import type { Config } from '../platform/config';
import type { AppContext } from '../platform/context';
import { ensureDatabase } from '../platform/db/ensureDatabase';
import { migrate } from '../platform/db/migrate';
import {
  SETTLEMENT_JOB_OPTIONS,
  SETTLEMENT_QUEUE,
  SettlementEngine,
  SettlementScheduler,
  TickWaiter,
  EntryBatcher,
  type SettlementJob,
} from '../orders';
import { startMetricsServer } from '../platform/metricsServer';
import { VitalsReporter } from '../platform/vitals';
import { Queues } from '../platform/queues';
import { SessionCache } from '../accounts';
import { seedContent } from '../content';
import { Catalogue, FeedRunner, TickStore } from '../quotes';
import { SavingsRollJob, ensureDefaultSavingsRate } from '../savings';
import { DeskEvents, UserEvents, startRealtime, type Realtime } from '../realtime';
import { createApiApp } from './api';
import { closeContext, createContext } from './createContext';
import { opsFeedAccess } from './opsFeedAccess';
import { InboxingNotifier } from './InboxingNotifier';
import { ReviewDeskNotifier } from './ReviewDeskNotifier';
import { acceptFromPrimary } from './cluster/acceptFromPrimary';
import { hasRole } from './roles';

export interface RunningTempo {
  ctx: AppContext;
  catalogue: Catalogue;
  /** The HTTP server of the api/realtime roles, listening. */
  server: Server | null;
  port: number | null;
  realtime: Realtime | null;
  feed: FeedRunner | null;
  settlement: SettlementEngine | null;
  /** Stops every role and closes every connection, in the reverse order of starting. */
  close(): Promise<void>;
}

/** A name for this process in the ops health page: host, pid and a few random characters. */
function processId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

export interface StartOptions {
  /**
   * A process of the cluster (cluster/runCluster.ts): a web process listens on no port, its
   * connections come from the primary, and only the primary says "Tempo started".
   */
  inCluster?: boolean;
}

export async function startTempo(config: Config, options: StartOptions = {}): Promise<RunningTempo> {
  const roles = config.ROLES;
  if (hasRole(roles, 'api')) {
    await ensureDatabase(config.DATABASE_URL);
  }
  const ctx = createContext(config);
  if (hasRole(roles, 'api')) {
    const applied = await migrate(ctx.db);
    if (applied.length) ctx.logger.info({ applied }, 'migrations applied');
    await ensureDefaultSavingsRate(ctx.db, config.SAVINGS_DAILY_RATE_PPB);
    const seeded = await seedContent(ctx.db);
    if (seeded.length) ctx.logger.info({ seeded }, 'content seeded');
  }
  const catalogue = await Catalogue.open(ctx);
  const queues = new Queues(config, ctx.logger, ctx.metrics);
  // Orders and ops announce to traders through ports they own; here both go to the traders' sockets.
  const userEvents = new UserEvents(config, ctx.redis, ctx.pubsub, ctx.logger);
  // Cashier and kyc status changes also land in the user's inbox.
  const inboxing = new InboxingNotifier(ctx, userEvents);
  // And the ops consoles hear every change of an item they review.
  const deskEvents = new DeskEvents(config);
  const reviewed = new ReviewDeskNotifier(deskEvents, inboxing);

  let tickWaiter: TickWaiter | null = null;
  let sessions: SessionCache | null = null;
  let server: Server | null = null;
  let realtime: Realtime | null = null;
  let stopAccepting: (() => void) | null = null;
  if (hasRole(roles, 'api') || hasRole(roles, 'realtime')) {
    tickWaiter = new TickWaiter(ctx.pubsub);
    await tickWaiter.start();
    sessions = new SessionCache(ctx.db, ctx.pubsub);
    await sessions.start();
    const scheduler = new SettlementScheduler(
      queues.queue<SettlementJob>(SETTLEMENT_QUEUE, SETTLEMENT_JOB_OPTIONS),
      ctx.pubsub,
    );
    const entryBatcher = new EntryBatcher(ctx.db, tickWaiter, scheduler, userEvents, ctx.logger, {
      staleMs: config.FEED_STALE_MS,
      maxOpenOrders: config.MAX_OPEN_ORDERS,
      timeZone: config.PLATFORM_TZ,
    });
    const ticks = new TickStore(ctx.redis, { archive: ctx.db });
    const placement = { catalogue, entryBatcher, notify: userEvents, ticks };
    server = createServer(
      createApiApp(ctx, {
        catalogue,
        placement,
        sessions,
        adminNotifier: {
          balance: (userId, balances) => userEvents.balance(userId, balances),
          opsAccessEnded: (ended) => deskEvents.endOpsAccess(ended),
          opsAccountAdmitted: (event) => deskEvents.opsAccountAdmitted(event),
        },
        verificationNotifier: reviewed,
        depositNotifier: reviewed,
        withdrawalNotifier: reviewed,
        savingsNotifier: userEvents,
        contentNotifier: userEvents,
        inboxNotifier: userEvents,
        queues: queues.all(),
        serveApi: hasRole(roles, 'api'),
      }),
    );
    if (hasRole(roles, 'realtime')) {
      realtime = await startRealtime(ctx, server, catalogue, sessions, opsFeedAccess(ctx));
      userEvents.sendThrough(realtime.io, realtime.presence);
      deskEvents.sendThrough(realtime.io);
    }
    if (options.inCluster) {
      stopAccepting = acceptFromPrimary(server);
    } else {
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(config.PORT, config.HOST, () => resolve());
      });
    }
  }

  let feed: FeedRunner | null = null;
  if (hasRole(roles, 'feed')) {
    feed = new FeedRunner(ctx, catalogue);
    feed.start();
  }

  let settlement: SettlementEngine | null = null;
  let savingsRoll: SavingsRollJob | null = null;
  if (hasRole(roles, 'worker')) {
    settlement = new SettlementEngine(ctx, queues, userEvents);
    await settlement.start();
    savingsRoll = new SavingsRollJob(ctx, queues, userEvents);
    await savingsRoll.start();
  }

  const metricsServer = !server && config.METRICS_PORT ? await startMetricsServer(ctx) : null;
  // Every process tells ops how it is doing (the console's health page).
  const vitals = new VitalsReporter(ctx.redis, ctx.metrics, processId(), roles);
  vitals.start();

  const port = server?.listening ? (server.address() as AddressInfo).port : null;
  ctx.logger.info({ roles, port }, options.inCluster ? 'Tempo process started' : 'Tempo started');

  return {
    ctx,
    catalogue,
    server,
    port,
    realtime,
    feed,
    settlement,
    async close() {
      await vitals.stop();
      await feed?.stop();
      await settlement?.stop();
      await savingsRoll?.stop();
      await tickWaiter?.stop();
      await sessions?.stop();
      await realtime?.close();
      metricsServer?.close();
      stopAccepting?.();
      if (server?.listening) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server!.close(() => resolve()));
      } else {
        server?.closeAllConnections();
      }
      await queues.close();
      await inboxing.settled();
      await userEvents.close();
      await deskEvents.close();
      await catalogue.close();
      await closeContext(ctx);
    },
  };
}
