import { isCountLimit } from '@tempo/shared';
import { AppError } from '../platform/AppError';
import type { LimitRefusal } from './limitChecks';

/** What refuses a real order or a deposit: a limit (L4, L5), or a break the trader is taking (L9). */
export type BoundsRefusal = LimitRefusal | { code: 'TAKING_A_BREAK'; until: number };

/** The envelope error of a refusal (L8): which limit, its value, and when it resets, in the trader's words. */
export function limitRefusalError(refusal: BoundsRefusal, timeZone: string): AppError {
  if (refusal.code === 'TAKING_A_BREAK') {
    return new AppError('TAKING_A_BREAK', { values: { until: { at: refusal.until, timeZone } } });
  }
  return new AppError(refusal.code, {
    values: {
      limit: isCountLimit(refusal.key) ? refusal.limit : { cents: refusal.limit },
      ...(refusal.resetsAt === null ? {} : { resetsAt: { at: refusal.resetsAt, timeZone } }),
    },
  });
}
