// Deposits: the channels a trader can pay in through (ops settings) and the requests ops confirm or
// reject. Money in cents; times in epoch ms.
import { z } from 'zod';
import { coinNetworkField } from './coinNetworks';
import { idParam, requiredText, text } from './fields';

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

/** A channel as a trader sees it: how to pay and within which limits. */
export const depositChannelView = z.object({
  id: z.number().int(),
  name: z.string(),
  minAmount: cents,
  maxAmount: cents,
  instructions: depositInstructions,
});
export type DepositChannelView = z.infer<typeof depositChannelView>;

/** A channel as ops see it: also whether it is on, and its place in the list. */
export const adminDepositChannelView = depositChannelView.extend({
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminDepositChannelView = z.infer<typeof adminDepositChannelView>;

const channelName = requiredText().max(60, { error: 'VALIDATION_FAILED' });
const sortOrder = z
  .number({ error: 'VALIDATION_FAILED' })
  .int({ error: 'VALIDATION_FAILED' })
  .min(0)
  .max(1000);

/** `POST /admin/deposit-channels`. */
export const createDepositChannelBody = z
  .object({
    name: channelName,
    minAmount: positiveCents,
    maxAmount: positiveCents,
    enabled: z.boolean({ error: 'VALIDATION_FAILED' }).default(true),
    sortOrder: sortOrder.default(0),
    instructions: depositInstructions,
  })
  .refine((body) => body.minAmount <= body.maxAmount, { error: 'VALIDATION_FAILED', path: ['maxAmount'] });
export type CreateDepositChannelBody = z.infer<typeof createDepositChannelBody>;

/** `PATCH /admin/deposit-channels/:id`: only the fields given change. */
export const updateDepositChannelBody = z
  .object({
    name: channelName.optional(),
    minAmount: positiveCents.optional(),
    maxAmount: positiveCents.optional(),
    enabled: z.boolean({ error: 'VALIDATION_FAILED' }).optional(),
    sortOrder: sortOrder.optional(),
    instructions: depositInstructions.optional(),
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

/** A deposit as its owner sees it. */
export const depositView = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  amount: cents,
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

/** `GET /admin/deposits`: the queue, pending first by default, oldest pending first. */
export const adminDepositListQuery = z.object({
  status: z.enum(DEPOSIT_STATUSES, { error: 'VALIDATION_FAILED' }).default('pending'),
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

/** `POST /admin/deposits/:id/reject`. */
export const rejectDepositBody = z.object({
  reason: requiredText({ multiline: true }).max(200, { error: 'VALIDATION_FAILED' }),
});

/** `deposit:updated`: a deposit of the user changed status; a `balance` event follows a credit. */
export const depositUpdatedEvent = depositView;
export type DepositUpdatedEvent = z.infer<typeof depositUpdatedEvent>;
