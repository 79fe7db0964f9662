// The savings balance (Yu'ebao, DESIGN §5): pending lots that become confirmed shares on a trading
// day, daily earnings on confirmed shares, moves in and out. Money in cents; days are calendar days
// of the platform's time zone ("2026-11-23"); times in epoch ms.
import { z } from 'zod';
import { centsField, epochMsField } from '../domain/units';
import { calendarDayField } from './fields';

/** The most a single transfer may be (cents): 100,000,000.00, as for deposits. */
export const SAVINGS_TRANSFER_CEILING = 10_000_000_000;

/** A daily rate is in parts per billion of the confirmed shares: 100,000 ppb = 0.01 % a day. */
export const RATE_SCALE = 1_000_000_000;

/** `POST /savings/in` and `POST /savings/out`: the amount to move, in cents. */
export const savingsTransferBody = z.object({
  amount: z
    .number({ error: 'EMPTY_VALUE' })
    .int({ error: 'SAVINGS_AMOUNT_TOO_SMALL' })
    .positive({ error: 'SAVINGS_AMOUNT_TOO_SMALL' })
    .max(SAVINGS_TRANSFER_CEILING, { error: 'AMOUNT_OUT_OF_RANGE' })
    .brand<'Cents'>(),
});
export type SavingsTransferBody = z.infer<typeof savingsTransferBody>;

/** Money moved in and not yet confirmed: it becomes confirmed shares at the roll of `confirmDay`. */
export const pendingLotView = z.object({
  id: z.number().int(),
  amount: centsField,
  /** The trading day the transfer counts for (day T). */
  tradeDay: z.string(),
  /** The trading day after T: the lot is confirmed at that day's 08:00 roll. */
  confirmDay: z.string(),
  createdAt: epochMsField,
});
export type PendingLotView = z.infer<typeof pendingLotView>;

/** The savings tab: every figure of the trader's savings balance and today's limits. */
export const savingsSummary = z.object({
  /** confirmed + pending. */
  total: centsField,
  confirmed: centsField,
  pending: centsField,
  /** What may move out now: the confirmed shares. */
  transferable: centsField,
  /** Earnings credited at today's roll (for the previous day); 0 when none. */
  yesterdayEarnings: centsField,
  totalEarnings: centsField,
  /** Today's daily rate in parts per billion (RATE_SCALE); the annual figure is 365 times it. */
  dailyRatePpb: z.number().int(),
  /** Transfers in and out together the trader may still make today. */
  transfersLeftToday: z.number().int(),
  transfersPerDay: z.number().int(),
  /** The least one transfer may move, in cents. */
  minTransfer: z.number().int(),
  /** The available balance (what may move in), in cents. */
  available: z.number().int(),
  pendingLots: z.array(pendingLotView),
  /** The platform's calendar day now. */
  today: z.string(),
});
export type SavingsSummary = z.infer<typeof savingsSummary>;

/** The answer of a transfer: the new summary (the `balance` event carries the available balance). */
export const savingsTransferResult = savingsSummary;

/** What a savings record is: a move in or out, a lot confirmed, a day's earnings. */
export const SAVINGS_RECORD_KINDS = ['in', 'out', 'confirmed', 'earnings'] as const;
export type SavingsRecordKind = (typeof SAVINGS_RECORD_KINDS)[number];

export const savingsRecordView = z.object({
  /** Unique within the list (a kind and its row, e.g. `in-12`). */
  key: z.string(),
  kind: z.enum(SAVINGS_RECORD_KINDS),
  /** Cents; positive for in, confirmed and earnings, negative for out. */
  amount: centsField,
  /** The day it concerns: the earnings day, a lot's confirmation day, the transfer's day. */
  day: z.string(),
  createdAt: epochMsField,
});
export type SavingsRecordView = z.infer<typeof savingsRecordView>;

export const savingsRecordQuery = z.object({
  kind: z.enum(SAVINGS_RECORD_KINDS, { error: 'VALIDATION_FAILED' }).optional(),
  /** `nextCursor` of the previous page: `<epoch ms>-<kind>-<id>` (the id within PostgreSQL's bigint). */
  cursor: z
    .string()
    .regex(/^\d{1,16}-[a-z]+-\d{1,18}$/, { error: 'VALIDATION_FAILED' })
    .optional(),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(100).default(20),
});

export const savingsRecordPage = z.object({
  records: z.array(savingsRecordView),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type SavingsRecordPage = z.infer<typeof savingsRecordPage>;

/** The numbers the rules page states, from configuration. */
export const savingsRules = z.object({
  /** The cut-off, "08:00", in the platform's time zone. */
  cutoff: z.string(),
  timeZone: z.string(),
  minTransfer: z.number().int(),
  transfersPerDay: z.number().int(),
  dailyRatePpb: z.number().int(),
  /** Days ahead (up to 60) that are not trading days although on a weekday: the listed holidays. */
  upcomingHolidays: z.array(z.object({ day: z.string(), name: z.string() })),
});
export type SavingsRules = z.infer<typeof savingsRules>;

/** `savings:updated`: the trader's savings changed (a transfer, from any device). */
export const savingsUpdatedEvent = savingsSummary;
/** `savings:rolled`: the day roll ran (lots confirmed, earnings credited): fetch the summary again. */
export const savingsRolledEvent = z.object({ day: z.string() });
export type SavingsRolledEvent = z.infer<typeof savingsRolledEvent>;

// Ops.

export const savingsHolidayBody = z.object({
  day: calendarDayField,
  name: z.string().trim().min(1, { error: 'EMPTY_VALUE' }).max(80, { error: 'VALIDATION_FAILED' }),
});
export const savingsHolidayParams = z.object({ day: calendarDayField });
export const savingsHolidayView = z.object({ day: z.string(), name: z.string() });

/** A rate from a day on: only today or a later day (a paid day is never rewritten). */
export const savingsRateBody = z.object({
  effectiveFrom: calendarDayField,
  dailyRatePpb: z
    .number({ error: 'VALIDATION_FAILED' })
    .int({ error: 'VALIDATION_FAILED' })
    .min(0, { error: 'VALIDATION_FAILED' })
    .max(10_000_000, { error: 'VALIDATION_FAILED' }),
});
export const savingsRateView = z.object({ effectiveFrom: z.string(), dailyRatePpb: z.number().int() });

/** `POST /admin/savings/roll`: run the roll of a day now (and any missed day before it). */
export const savingsRollBody = z.object({ day: calendarDayField });
export const savingsRollView = z.object({
  day: z.string(),
  /** False when the day had already been rolled: nothing was paid twice. */
  ran: z.boolean(),
  confirmedLots: z.number().int(),
  earningsUsers: z.number().int(),
  earningsTotal: z.number().int(),
});
export type SavingsRollView = z.infer<typeof savingsRollView>;
