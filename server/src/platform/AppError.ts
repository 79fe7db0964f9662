import { ERRORS, type ErrorCode, type ErrorValues } from '@tempo/shared';

/** An expected failure with a code from shared/: it becomes an envelope, never a stack trace. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** Values the message names, such as `remaining` tries. */
  readonly values: ErrorValues | undefined;

  constructor(code: ErrorCode, options: { field?: string; values?: ErrorValues; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.values = options.values;
  }

  get httpStatus(): number {
    return ERRORS[this.code].http;
  }
}
