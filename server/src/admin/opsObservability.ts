// What ops watch: the Prometheus metrics of this process, every process's vital signs (the
// console's health page) and the BullMQ dashboard, all behind an ops session (Prometheus may use
// METRICS_TOKEN instead).
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { routes } from '@tempo/shared';
import type { RequestHandler, Router } from 'express';
import type { Queue } from 'bullmq';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/AppError';
import { TableRouter, mountRawRoute, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { readVitals } from '../platform/vitals';
import { opsTokenOf, requireAdmin } from './adminSessions';
import { PERMISSIONS } from './permissions';

const QUEUES_PATH = `/api${routes.admin.queues.path}`;

/**
 * Serves the metrics registry as Prometheus text. `?gc=1` first runs a full garbage collection
 * when the process was started with `--expose-gc` (memory benchmarks read RSS after one); the
 * `x-gc` header says whether it ran.
 */
export function metricsHandler(ctx: AppContext): RequestHandler {
  return async (req, res) => {
    if (req.query.gc === '1') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      res.setHeader('x-gc', gc ? 'done' : 'unavailable');
    }
    res.setHeader('content-type', ctx.metrics.registry.contentType);
    res.send(await ctx.metrics.registry.metrics());
  };
}

/** Ops sessions, or the METRICS_TOKEN bearer when one is configured. */
function canScrape(ctx: AppContext): RequestHandler {
  const asOps = requireAdmin(ctx.db, PERMISSIONS.observe);
  return (req, res, next) => {
    const token = ctx.config.METRICS_TOKEN;
    if (token && opsTokenOf(req) === token) return next();
    return asOps(req, res, next);
  };
}

/** The ops pages: Prometheus metrics and the queue dashboard, as declared in the route table. */
/** Each queue's jobs by state, read from BullMQ now. */
async function depthsOf(queues: readonly Queue[]) {
  return Promise.all(
    queues.map(async (queue) => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      return {
        name: queue.name,
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
      };
    }),
  );
}

export function observabilityRouter(ctx: AppContext, queues: readonly Queue[], guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  mountRawRoute(router, routes.admin.metrics, [metricsHandler(ctx)], { guard: canScrape(ctx) });

  const board = new ExpressAdapter();
  board.setBasePath(QUEUES_PATH);
  createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter: board });
  mountRoute(router, routes.opsHealth.summary, async () => {
    const [processes, queueDepths] = await Promise.all([readVitals(ctx.redis), depthsOf(queues)]);
    const settling = processes.filter((vitals) => vitals.settlementLag.count > 0);
    const sum = (pick: (vitals: (typeof processes)[number]) => number) =>
      Math.round(processes.reduce((total, vitals) => total + pick(vitals), 0) * 10) / 10;
    return {
      at: Date.now(),
      processes: processes.sort((a, b) => a.id.localeCompare(b.id)),
      totals: {
        sockets: sum((vitals) => vitals.sockets),
        ticksPerSecond: sum((vitals) => vitals.ticksPerSecond),
        settledPerSecond: sum((vitals) => vitals.settledPerSecond),
        settlementLagP99Ms: settling.length
          ? Math.max(...settling.map((vitals) => vitals.settlementLag.p99Ms ?? 0))
          : null,
      },
      queues: queueDepths,
    };
  });

  mountRawRoute(router, routes.admin.queues, [
    board.getRouter() as RequestHandler,
    (_req, _res, next) => next(new AppError('NOT_FOUND')),
  ]);
  return router.express;
}
