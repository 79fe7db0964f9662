// The HTTP side of the `api` role: security headers, request logs, JSON bodies, the domain routers
// under /api, the built client, and one error handler that answers every failure with an envelope.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import cors from 'cors';
import {
  accountsRouter,
  requireConfirmation,
  requireUser,
  signInsRouter,
  twoFactorRouter,
  type SessionCache,
} from '../accounts';
import { CONTENT_ADMIN_PATH, CONTENT_BODY_LIMIT, contentRouter, type ContentNotifier } from '../content';
import { inboxRouter, type InboxNotifier } from '../inbox';
import { kycRouter, type VerificationNotifier } from '../kyc';
import { uploadsRouter } from '../uploads';
import {
  depositsRouter,
  fundRecordsRouter,
  withdrawalsRouter,
  type DepositNotifier,
  type WithdrawalNotifier,
} from '../cashier';
import type { Queue } from 'bullmq';
import { adminRouter, observabilityRouter, requireAdmin, type AdminNotifier } from '../admin';
import type { AppContext } from '../platform/context';
import { requestLog } from '../platform/http/requestLog';
import { errorHandler, notFound } from '../platform/http/errorHandler';
import { healthRouter } from '../platform/http/health';
import type { RouteGuards } from '../platform/http/mountRoute';
import { findUnpaidOutcomes, ordersRouter, realProfitAndLoss, type PlacementServices } from '../orders';
import { quotesRouter, type Catalogue } from '../quotes';
import { limitsRouter } from '../limits';
import { savingsRouter, type SavingsNotifier } from '../savings';
import { siteRouter } from '../site';
import '../platform/http/requestTypes';
import { deskCounters } from './deskCounters';

export interface ApiServices {
  catalogue: Catalogue;
  placement: PlacementServices;
  /** Trader sessions, cached per process and dropped everywhere on revocation. */
  sessions: SessionCache;
  /** Where ops changes are announced to the traders they touch. */
  adminNotifier: AdminNotifier;
  /** Where verification reviews are announced to their traders. */
  verificationNotifier: VerificationNotifier;
  /** Where deposit reviews are announced to their owners. */
  depositNotifier: DepositNotifier;
  /** Where withdrawal requests and reviews are announced to their owners. */
  withdrawalNotifier: WithdrawalNotifier;
  /** Where savings transfers and day rolls are announced. */
  savingsNotifier: SavingsNotifier;
  /** Where broadcast system messages are announced to every trader. */
  contentNotifier: ContentNotifier;
  /** Where a message filed straight into a trader's inbox (a sign-in from a new device) is announced. */
  inboxNotifier: InboxNotifier;
  /** Queues shown on the ops dashboard. */
  queues: readonly Queue[];
  /** False on a realtime-only node: it answers health checks and sockets, not the REST API. */
  serveApi: boolean;
}

export function createApiApp(ctx: AppContext, services: ApiServices): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.TRUST_PROXY);

  app.use(requestLog(ctx.logger, (path) => path === '/api/health'));

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // Upgrading breaks plain-http runs (a phone on a LAN, compose on localhost).
          'upgrade-insecure-requests': ctx.config.HTTPS_ONLY ? [] : null,
        },
      },
      strictTransportSecurity: ctx.config.HTTPS_ONLY,
    }),
  );
  if (ctx.config.CORS_ORIGINS.length) {
    app.use(
      '/api',
      cors({
        origin: ctx.config.CORS_ORIGINS,
        allowedHeaders: ['content-type', 'lang', 'token', 'authorization', 'idempotency-key'],
      }),
    );
  }

  app.use('/api', (req, res, next) => {
    const stop = ctx.metrics.http.startTimer();
    res.on('finish', () => {
      // The route pattern, not the path, so ids do not make a label per request.
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
      stop({ method: req.method, route, status: res.statusCode });
    });
    next();
  });

  // Every route below comes from the route table (shared/src/contract/routes), with these guards.
  const guards: RouteGuards = {
    trader: requireUser(services.sessions),
    ops: (roles) => requireAdmin(ctx.db, roles),
    confirmed: (level) => requireConfirmation(ctx.db, ctx.redis, level),
    checkResponses: ctx.config.NODE_ENV !== 'production',
  };
  const api = express.Router();
  // Content is written in up to ten languages at once, a page's Markdown in each: its ops routes
  // take larger bodies than the rest (a body parsed here is not parsed again below).
  api.use(CONTENT_ADMIN_PATH, express.json({ limit: CONTENT_BODY_LIMIT }));
  api.use(express.json({ limit: ctx.config.BODY_LIMIT }));
  api.use(healthRouter(ctx, guards));
  if (services.serveApi) {
    api.use(siteRouter(ctx, guards));
    api.use(
      accountsRouter(
        ctx,
        services.sessions,
        guards,
        (userId) => realProfitAndLoss(ctx.db, userId, ctx.config.PLATFORM_TZ),
        services.inboxNotifier,
      ),
    );
    api.use(twoFactorRouter(ctx, guards, services.inboxNotifier));
    api.use(quotesRouter(ctx, services.catalogue, guards));
    api.use(ordersRouter(ctx, services.placement, guards));
    api.use(observabilityRouter(ctx, services.queues, guards));
    api.use(
      adminRouter(
        ctx,
        services.adminNotifier,
        services.sessions,
        guards,
        deskCounters(ctx),
        services.catalogue,
        services.inboxNotifier,
      ),
    );
    api.use(kycRouter(ctx, services.verificationNotifier, guards));
    api.use(uploadsRouter(ctx, guards));
    api.use(depositsRouter(ctx, services.depositNotifier, guards));
    api.use(
      fundRecordsRouter(ctx, guards, (userId, orderIds) => findUnpaidOutcomes(ctx.db, userId, orderIds)),
    );
    api.use(withdrawalsRouter(ctx, services.withdrawalNotifier, guards));
    api.use(inboxRouter(ctx, guards));
    api.use(savingsRouter(ctx, services.savingsNotifier, guards));
    api.use(limitsRouter(ctx, services.sessions, guards));
    api.use(signInsRouter(ctx, services.sessions, guards));
    api.use(contentRouter(ctx, services.contentNotifier, guards));
  }
  api.use(notFound);
  app.use('/api', api);

  if (services.serveApi && ctx.config.CLIENT_DIST && existsSync(ctx.config.CLIENT_DIST)) {
    app.use(
      express.static(ctx.config.CLIENT_DIST, {
        index: 'index.html',
        // Built assets carry a content hash in their names and never change; index.html always may.
        setHeaders: (res, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
  }

  app.use(errorHandler(ctx.logger));
  return app;
}
