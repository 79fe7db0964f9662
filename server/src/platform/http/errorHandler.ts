import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from './AppError';
import { errorEnvelope } from './envelope';

/** Turns anything thrown into an envelope. Unexpected errors are logged in full and answered blandly. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL' || appError.code === 'SERVICE_UNAVAILABLE') {
      logger.error({ err: error, reqId: req.id }, 'request failed');
    }
    if (res.headersSent) return;
    res.status(appError.httpStatus).json(errorEnvelope(appError, req.get('lang'), req.id ?? ''));
  };
}

/** Answers routes nobody defined under /api with a NOT_FOUND envelope. */
export const notFound: RequestHandler = (_req, _res, next) => next(new AppError('NOT_FOUND'));

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const err = error as { type?: string; status?: number; code?: string } | null;
  // body-parser marks its own failures with a type.
  if (err?.type === 'entity.parse.failed') return new AppError('MALFORMED_JSON');
  if (err?.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE');
  if (err?.type === 'encoding.unsupported' || err?.type === 'charset.unsupported') {
    return new AppError('MALFORMED_JSON');
  }
  if (isConnectionFailure(err?.code) || isRedisUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', { cause: error });
  }
  return new AppError('INTERNAL', { cause: error });
}

/** PostgreSQL or a socket refusing or dropping the connection: the store is down, not the request wrong. */
function isConnectionFailure(code: string | undefined): boolean {
  return (
    code === 'ECONNREFUSED' ||
    code === 'ETIMEDOUT' ||
    code === 'ECONNRESET' ||
    code === '57P01' ||
    code === '57P03'
  );
}

/** ioredis gives up on a command after its retries while Redis is unreachable. */
function isRedisUnavailable(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const message = (error as { message?: string } | null)?.message ?? '';
  return name === 'MaxRetriesPerRequestError' || message.includes('Connection is closed');
}
