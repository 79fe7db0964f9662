import type { Response } from 'express';
import { ERRORS, STATUS_OK, errorMessage, languageOf, type Envelope, type ErrorData } from '@tempo/shared';
import type { AppError } from '../AppError';

/** Sends `data` in a success envelope, keeping an HTTP status the handler chose (201, say). */
export function sendOk<T>(res: Response, data: T): void {
  const body: Envelope<T> = { status: STATUS_OK, message: 'ok', data };
  res.json(body);
}

/** The envelope of an error, its message in the language the request asked for. */
export function errorEnvelope(
  error: AppError,
  lang: string | undefined,
  requestId?: string,
): Envelope<ErrorData> {
  const data: ErrorData = { ...error.details, code: error.code };
  if (error.field) data.field = error.field;
  if (requestId) data.requestId = requestId;
  return {
    status: ERRORS[error.code].status,
    message: errorMessage(error.code, languageOf(lang), error.values),
    data,
  };
}
