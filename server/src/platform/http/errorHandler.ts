import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../AppError';
import { errorEnvelope } from './envelope';

/** Turns anything thrown into an envelope. Unexpected errors are logged in full and answered blandly. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL' || appError.code === 'SERVICE_UNAVAILABLE') {
      logger.error({ err: error, reqId: req.id }, 'request failed');
    } else if (isDataException(error)) {
      // Answered as bad input, but a schema let it through: worth fixing there.
      logger.warn({ err: error, reqId: req.id }, 'input refused by PostgreSQL');
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
  // The router could not percent-decode a path parameter (%C0%AF, a lone %): no such resource.
  if (error instanceof URIError) return new AppError('NOT_FOUND');
  if (isConnectionFailure(err?.code) || isRedisUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', { cause: error });
  }
  if (isDataException(error)) return new AppError('VALIDATION_FAILED', { cause: error });
  return new AppError('INTERNAL', { cause: error });
}

/**
 * PostgreSQL's class 22 "data exception" (22P02 bad text for a type, 22021 a byte its encoding
 * refuses, 22008 a date out of range, 22003 a number out of range, ...): a value the request
 * carried, not a fault of ours. The shared schemas refuse these first; this is the safety net.
 */
export function isDataException(error: unknown): boolean {
  const err = error as { code?: unknown; severity?: unknown } | null;
  // pg's DatabaseError has a severity; a bare Node error code never looks like "22xxx".
  return typeof err?.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code) && err.severity !== undefined;
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
