// Deposits: the channels a trader can pay in through (ops settings) and the requests ops confirm or
// reject. Money in cents; times in epoch ms.
import { z } from 'zod';
import { isCurrencyCode, isRate } from '../domain/money';
import { coinNetworkField } from './coinNetworks';
import { idParam, requiredText, text } from './fields';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

export const DEPOSIT_CHANNEL_KINDS = ['bank', 'crypto'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/**
 * A request's life: `pending` (Under Review) until ops either `confirmed` it (Successful, the
 * amount credited) or `rejected` it (Failed, with the reason). Both ends are final.
 */
export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The most a single deposit may be, whatever a channel says (cents): 100,000,000.00. */
export const DEPOSIT_AMOUNT_CEILING = 10_000_000_000;

const cents = z.number().int();
const positiveCents = z
  .number({ error: 'VALIDATION_FAILED' })
  .int({ error: 'VALIDATION_FAILED' })
  .positive({ error: 'VALIDATION_FAILED' })
  .max(DEPOSIT_AMOUNT_CEILING, { error: 'VALIDATION_FAILED' });

/** Where a bank transfer goes: what the trader types into their bank's app. */
export const bankInstructions = z.object({
  kind: z.literal('bank'),
  bankName: requiredText().max(100, { error: 'VALIDATION_FAILED' }),
  branchName: text().max(100, { error: 'VALIDATION_FAILED' }).default(''),
  accountName: requiredText().max(100, { error: 'VALIDATION_FAILED' }),
  accountNumber: requiredText().max(64, { error: 'VALIDATION_FAILED' }),
});

/**
 * Where a coin transfer goes: the platform's address on one network of the list (shown with a QR
 * code), which the server checks with that network's checksum.
 */
export const cryptoInstructions = z.object({
  kind: z.literal('crypto'),
  /** e.g. USDT */
  coin: requiredText().max(16, { error: 'VALIDATION_FAILED' }),
  network: coinNetworkField,
  address: requiredText().max(128, { error: 'VALIDATION_FAILED' }),
});

export const depositInstructions = z.discriminatedUnion('kind', [bankInstructions, cryptoInstructions], {
  error: 'VALIDATION_FAILED',
});
export type DepositInstructions = z.output<typeof depositInstructions>;

/**
 * A channel's name in the languages of the app (D12): the default language's (Vietnamese) always,
 * others as ops write them. Readers see `localizedName(names, language)`.
 */
export const channelNames = z
  .partialRecord(
    z.enum(LANGUAGES, { error: 'VALIDATION_FAILED' }),
    requiredText().max(60, { error: 'VALIDATION_FAILED' }),
    { error: 'VALIDATION_FAILED' },
  )
  .refine((names) => Boolean(names[DEFAULT_LANGUAGE]), { error: 'EMPTY_VALUE', path: [DEFAULT_LANGUAGE] });

/** The names as stored and shown: any of the languages. */
const namesView = z.partialRecord(z.enum(LANGUAGES), z.string());

/**
 * What a bank channel's transfer is made in (D13): an ISO 4217 currency and the rate, its units per
 * one USD, as an exact decimal string ("25450.5"); never a float.
 */
export const channelConversion = z.object(
  {
    currency: z
      .string({ error: 'VALIDATION_FAILED' })
      .trim()
      .toUpperCase()
      .refine(isCurrencyCode, { error: 'VALIDATION_FAILED' }),
    rate: z.string({ error: 'VALIDATION_FAILED' }).trim().refine(isRate, { error: 'VALIDATION_FAILED' }),
  },
  { error: 'VALIDATION_FAILED' },
);
export type ChannelConversion = z.infer<typeof channelConversion>;

/** A channel's conversion as shown: also the decimals of the currency's minor unit (VND 0, THB 2). */
export const channelConversionView = z.object({
  currency: z.string(),
  /** Units of `currency` per USD, an exact decimal without trailing zeros. */
  rate: z.string(),
  digits: z.number().int(),
});
export type ChannelConversionView = z.infer<typeof channelConversionView>;

/** A channel as a trader sees it: its names, how to pay, within which limits and in which currency. */
export const depositChannelView = z.object({
  id: z.number().int(),
  names: namesView,
  minAmount: cents,
  maxAmount: cents,
  instructions: depositInstructions,
  /** A bank channel's currency and rate; null when the transfer is in USD. */
  conversion: channelConversionView.nullable(),
});
export type DepositChannelView = z.infer<typeof depositChannelView>;

/** A channel as ops see it: also whether it is on, and its place in the list. */
export const adminDepositChannelView = depositChannelView.extend({
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminDepositChannelView = z.infer<typeof adminDepositChannelView>;

const sortOrder = z
  .number({ error: 'VALIDATION_FAILED' })
  .int({ error: 'VALIDATION_FAILED' })
  .min(0)
  .max(1000);

/** `POST /admin/deposit-channels`. */
export const createDepositChannelBody = z
  .object({
    names: channelNames,
    minAmount: positiveCents,
    maxAmount: positiveCents,
    enabled: z.boolean({ error: 'VALIDATION_FAILED' }).default(true),
    sortOrder: sortOrder.default(0),
    instructions: depositInstructions,
    conversion: channelConversion.nullable().default(null),
  })
  .refine((body) => body.minAmount <= body.maxAmount, { error: 'VALIDATION_FAILED', path: ['maxAmount'] })
  .refine((body) => !body.conversion || body.instructions.kind === 'bank', {
    error: 'VALIDATION_FAILED',
    path: ['conversion'],
  });
export type CreateDepositChannelBody = z.infer<typeof createDepositChannelBody>;

/**
 * `PATCH /admin/deposit-channels/:id`: only the fields given change; `names` given are the names
 * in full, and a `conversion` of null removes it.
 */
export const updateDepositChannelBody = z
  .object({
    names: channelNames.optional(),
    minAmount: positiveCents.optional(),
    maxAmount: positiveCents.optional(),
    enabled: z.boolean({ error: 'VALIDATION_FAILED' }).optional(),
    sortOrder: sortOrder.optional(),
    instructions: depositInstructions.optional(),
    conversion: channelConversion.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'EMPTY_VALUE' })
  .refine(
    (body) =>
      body.minAmount === undefined || body.maxAmount === undefined || body.minAmount <= body.maxAmount,
    { error: 'VALIDATION_FAILED', path: ['maxAmount'] },
  );
export type UpdateDepositChannelBody = z.infer<typeof updateDepositChannelBody>;

/** A transaction hash or reference as the trader copies it from their wallet or bank. */
export const txHashField = requiredText()
  .max(128, { error: 'VALIDATION_FAILED' })
  .regex(/^[\w\-.:/]+$/, { error: 'VALIDATION_FAILED' });

/** `POST /deposits`: the amount (cents) and channel; a transaction hash may come now or later. */
export const requestDepositBody = z.object({
  channelId: z.number({ error: 'EMPTY_VALUE' }).int({ error: 'DEPOSIT_CHANNEL_UNAVAILABLE' }),
  amount: z
    .number({ error: 'EMPTY_VALUE' })
    .int({ error: 'AMOUNT_OUT_OF_RANGE' })
    .positive({ error: 'AMOUNT_OUT_OF_RANGE' })
    .max(DEPOSIT_AMOUNT_CEILING, { error: 'AMOUNT_OUT_OF_RANGE' })
    .brand<'Cents'>(),
  txHash: txHashField.optional(),
});
export type RequestDepositBody = z.infer<typeof requestDepositBody>;

/** `PUT /deposits/:id/tx-hash`: the hash of a transfer made after the request. */
export const attachTxHashBody = z.object({ txHash: txHashField });

/** `PUT /deposits/:id/proof`: multipart with one file field, the proof image, and no text fields. */
export const DEPOSIT_PROOF_FIELDS = ['proof'] as const;
export const attachDepositProofBody = z.object({});

/** What a converting channel's request froze (D14): the currency, rate and amount to transfer. */
export const depositConversionView = channelConversionView.extend({
  /** The amount to transfer in minor units of `currency` (`digits` decimals), rounded up. */
  amount: z.number().int(),
});
export type DepositConversionView = z.infer<typeof depositConversionView>;

/** A deposit as its owner sees it. */
export const depositView = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  /** The channel's names when the request was made; shown with `localizedName`. */
  channelNames: namesView,
  amount: cents,
  /** What to write in a bank transfer's memo (D15); null for a coin deposit. */
  reference: z.string().nullable(),
  /** The amount in the channel's currency at the rate of the request; null for one in USD. */
  conversion: depositConversionView.nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  /** Where to pay, as the channel said when the request was made. */
  instructions: depositInstructions,
  txHash: z.string().nullable(),
  /** A proof image (the upload pipeline); null until one is attached. */
  proofUploadId: z.number().int().nullable(),
  /** Why ops rejected it; null unless rejected. */
  rejectReason: z.string().nullable(),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type DepositView = z.infer<typeof depositView>;

export const depositListQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES, { error: 'VALIDATION_FAILED' }).optional(),
  /** Deposits older than this id (the last one of the previous page). */
  cursor: idParam.optional(),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(100).default(20),
});

export const depositPage = z.object({
  deposits: z.array(depositView),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type DepositPage = z.infer<typeof depositPage>;

/** A deposit as ops see it in the review queue: whose it is and who reviewed it. */
export const adminDepositView = depositView.extend({
  userId: z.number().int(),
  account: z.string(),
  reviewedBy: z.string().nullable(),
});
export type AdminDepositView = z.infer<typeof adminDepositView>;

/** A transfer reference as ops copy it from a bank statement: letter case and spaces do not count. */
export const depositReferenceField = z
  .string({ error: 'VALIDATION_FAILED' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{1,16}$/, { error: 'VALIDATION_FAILED' }));

/**
 * `GET /admin/deposits`: the queue, oldest pending first unless a status is asked; a `reference`
 * finds its deposit whatever its status (D15).
 */
export const adminDepositListQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES, { error: 'VALIDATION_FAILED' }).optional(),
  reference: depositReferenceField.optional(),
  userId: idParam.optional(),
  channelId: idParam.optional(),
  /** Deposits after (pending: older first) or before (reviewed: newest first) this id. */
  cursor: idParam.optional(),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(200).default(50),
});

export const adminDepositPage = z.object({
  deposits: z.array(adminDepositView),
  nextCursor: z.number().int().nullable(),
});
export type AdminDepositPage = z.infer<typeof adminDepositPage>;

/** `POST /admin/deposits/:id/reject`. */
export const rejectDepositBody = z.object({
  reason: requiredText({ multiline: true }).max(200, { error: 'VALIDATION_FAILED' }),
});

/** `deposit:updated`: a deposit of the user changed status; a `balance` event follows a credit. */
export const depositUpdatedEvent = depositView;
export type DepositUpdatedEvent = z.infer<typeof depositUpdatedEvent>;
