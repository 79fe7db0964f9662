import { isErrorCode, type ErrorCode } from '@tempo/shared';
import type { z } from 'zod';
import { AppError } from '../AppError';

/**
 * Parses `input` with a shared schema. The first problem becomes an AppError: its message is an error
 * code when the schema names one, a missing field is EMPTY_VALUE, anything else VALIDATION_FAILED.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  let code: ErrorCode = 'VALIDATION_FAILED';
  if (issue && isErrorCode(issue.message)) code = issue.message;
  else if (issue?.code === 'invalid_type' && issue.input === undefined) code = 'EMPTY_VALUE';
  throw new AppError(code, field ? { field } : {});
}
