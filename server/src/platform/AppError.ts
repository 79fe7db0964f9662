import { ERRORS, type ErrorCode, type ErrorDetails, type ErrorValues } from '@tempo/shared';

/** An expected failure with a code from shared/: it becomes an envelope, never a stack trace. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** Values the message names, such as `remaining` tries. */
  readonly values: ErrorValues | undefined;
  /** What the answer carries beyond the code for the client to act on, such as PRICE_MOVED's quote. */
  readonly details: ErrorDetails | undefined;

  constructor(
    code: ErrorCode,
    options: { field?: string; values?: ErrorValues; details?: ErrorDetails; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.values = options.values;
    this.details = options.details;
  }

  get httpStatus(): number {
    return ERRORS[this.code].http;
  }
}
