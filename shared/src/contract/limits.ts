// Limits a trader sets on their own real-money trading and deposits (server/src/limits/SPEC.md):
// per day, week and month on deposits, net loss and stake; per order on the stake; at once on
// open orders. Amounts are cents; the open-orders limit is a count.
import { z } from 'zod';
import { epochMsField } from '../domain/units';

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const LIMIT_KEYS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
  'stakeDay',
  'stakeWeek',
  'stakeMonth',
  'orderStake',
  'openOrders',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** The period a limit counts over, or null for one that holds per order or at any moment. */
export function periodOfLimit(key: LimitKey): LimitPeriod | null {
  if (key.endsWith('Day')) return 'day';
  if (key.endsWith('Week')) return 'week';
  if (key.endsWith('Month')) return 'month';
  return null;
}

/** Whether a limit counts orders (a count) rather than money (cents). */
export const isCountLimit = (key: LimitKey): boolean => key === 'openOrders';

/** The largest value a limit may take: a billion in money, a thousand open orders. */
export const LIMIT_MAX = { money: 100_000_000_000, count: 1_000 } as const;

export const limitKeyField = z.enum(LIMIT_KEYS);

export const limitView = z.object({
  key: limitKeyField,
  /** In force now: cents, or a count for openOrders; null when none is set. */
  value: z.number().int().nullable(),
  /** A looser value waiting out its 24 hours (null value: the limit goes), or null. */
  pending: z.object({ value: z.number().int().nullable(), appliesAt: epochMsField }).nullable(),
});
export type LimitView = z.infer<typeof limitView>;

export const limitsView = z.object({ limits: z.array(limitView) });
export type LimitsView = z.infer<typeof limitsView>;

export const setLimitBody = z
  .object({
    key: limitKeyField,
    /** The new limit; null removes it (after 24 hours, as any loosening). */
    value: z.number().int().positive().nullable(),
  })
  .refine(
    ({ key, value }) => value === null || value <= (isCountLimit(key) ? LIMIT_MAX.count : LIMIT_MAX.money),
    { path: ['value'], message: 'too large' },
  );
export type SetLimitBody = z.infer<typeof setLimitBody>;

export const setLimitResult = z.object({
  limit: limitView,
  /** `now` when the change took effect at once (tighter), `later` when it waits 24 hours. */
  effective: z.enum(['now', 'later']),
});
export type SetLimitResult = z.infer<typeof setLimitResult>;

export const limitKeyParams = z.object({ key: limitKeyField });

/** Time-outs (a short break) and exclusions (a long one), by how long they last. */
export const TIMEOUT_PERIODS = ['24h', '7d', '6w'] as const;
export const EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export type BreakPeriod = (typeof TIMEOUT_PERIODS)[number] | (typeof EXCLUSION_PERIODS)[number];

/** The shortest exclusion to a chosen date, in months: shorter breaks are time-outs. */
export const EXCLUSION_MIN_MONTHS = 6;

export const takeBreakBody = z.union([
  z.object({ kind: z.literal('timeout'), period: z.enum(TIMEOUT_PERIODS) }),
  z.object({ kind: z.literal('exclusion'), period: z.enum(EXCLUSION_PERIODS) }),
  /** An exclusion to the start of a local date ('YYYY-MM-DD'), at least six months away. */
  z.object({ kind: z.literal('exclusion'), until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
]);
export type TakeBreakBody = z.infer<typeof takeBreakBody>;

export const breakView = z.object({
  kind: z.enum(['timeout', 'exclusion']),
  /** When real trading and deposits open again. */
  until: epochMsField,
});
export type BreakView = z.infer<typeof breakView>;

/** The break in force, or null when there is none. */
export const breakState = z.object({ current: breakView.nullable() });
export type BreakState = z.infer<typeof breakState>;
