import { Router } from 'express';
import type { AppContext } from '../context';
import { sendOk } from './envelope';
import { AppError } from './AppError';

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

/** Liveness (the process answers) and readiness (PostgreSQL and Redis answer too). */
export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/health', (_req, res) => sendOk(res, { ok: true }));
  router.get('/health/ready', async (_req, res) => {
    const [postgres, redis] = await Promise.all([
      withTimeout(ctx.db.query('SELECT 1')).then(
        () => true,
        () => false,
      ),
      withTimeout(ctx.redis.ping()).then(
        () => true,
        () => false,
      ),
    ]);
    if (postgres && redis) return sendOk(res, { postgres, redis });
    throw new AppError('SERVICE_UNAVAILABLE');
  });
  return router;
}
