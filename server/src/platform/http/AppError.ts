import { ERRORS, type ErrorCode } from '@tempo/shared';

/** An expected failure with a code from shared/: it becomes an envelope, never a stack trace. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, options: { field?: string; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
  }

  get httpStatus(): number {
    return ERRORS[this.code].http;
  }
}
