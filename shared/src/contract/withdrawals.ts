// The withdrawal account (a bank card or a coin address, bound once) and withdrawals: what a trader
// sends and sees, and what ops see and send. Money in cents, times in epoch ms.
import { z } from 'zod';
import { centsField, epochMsField } from '../domain/units';
import { coinNetworkField } from './coinNetworks';
import { enteredPasswordField, idParam, requiredText } from './fields';

/** The coins a withdrawal address may hold (on one of COIN_NETWORKS). */
export const WITHDRAWAL_COINS = ['USDT'] as const;

const line = (max: number) => requiredText().max(max, { error: 'VALIDATION_FAILED' });

/** A bank card: where a bank transfer is paid to. */
export const bankCardBody = z.object({
  kind: z.literal('bank'),
  bankName: line(100),
  branchName: line(100),
  branchNumber: line(40),
  /** Letters and digits (an IBAN or a card number); spaces are dropped. */
  accountNumber: requiredText()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9]{6,34}$/, { error: 'VALIDATION_FAILED' })),
  holderName: line(100),
  nationality: line(60),
  /** The address given when the account was opened. */
  openingAddress: line(200),
});

/** A coin address on a network; its checksum is checked by the server (base58check, EIP-55). */
export const coinAddressBody = z.object({
  kind: z.literal('coin'),
  coin: z.enum(WITHDRAWAL_COINS, { error: 'VALIDATION_FAILED' }),
  network: coinNetworkField,
  address: requiredText().max(100, { error: 'INVALID_WALLET_ADDRESS' }),
});

export const withdrawalAccountBody = z.discriminatedUnion('kind', [bankCardBody, coinAddressBody], {
  error: 'VALIDATION_FAILED',
});
export type WithdrawalAccountBody = z.infer<typeof withdrawalAccountBody>;

/** The bound account as the trader sees it: every number masked. */
export const maskedWithdrawalAccount = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank'),
    bankName: z.string(),
    branchName: z.string(),
    accountNumber: z.string(),
    holderName: z.string(),
    nationality: z.string(),
  }),
  z.object({ kind: z.literal('coin'), coin: z.string(), network: z.string(), address: z.string() }),
]);
export type MaskedWithdrawalAccount = z.infer<typeof maskedWithdrawalAccount>;

/** The trader's account page: the masked account, or null when none is bound yet. */
export const withdrawalAccountView = z.object({ account: maskedWithdrawalAccount.nullable() });

/** The account in full, as ops see it (they pay out to it). */
export const fullWithdrawalAccount = z.discriminatedUnion('kind', [
  bankCardBody.extend({ accountNumber: z.string() }),
  coinAddressBody,
]);
export const opsWithdrawalAccountView = z.object({ account: fullWithdrawalAccount.nullable() });

export const WITHDRAWAL_STATUSES = ['under_review', 'successful', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Ops settings of withdrawals, in cents and minutes of the platform's day. */
export const withdrawalSettings = z.object({
  /** The fee: a fixed part in cents plus basis points of the amount (rounded up). */
  feeFixed: z.number().int().min(0),
  feeBps: z.number().int().min(0).max(10_000),
  minAmount: z.number().int().positive(),
  maxAmount: z.number().int().positive(),
  /** Requests a trader may make per platform day. */
  dailyCount: z.number().int().min(1).max(1000),
  /** Allowed hours as minutes of the platform's day, [open, close); equal means all day. */
  openMinute: z.number().int().min(0).max(1439),
  closeMinute: z.number().int().min(0).max(1439),
  verificationRequired: z.boolean(),
  /** Above this amount two different ops users must approve; null: one approval always. */
  dualApprovalAbove: z.number().int().positive().nullable(),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettings>;

export const withdrawalSettingsBody = withdrawalSettings.refine((s) => s.minAmount <= s.maxAmount, {
  error: 'AMOUNT_OUT_OF_RANGE',
});

/** What the withdraw page shows before confirming. */
export const withdrawalQuote = z.object({
  feeFixed: z.number().int(),
  feeBps: z.number().int(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  countLeftToday: z.number().int(),
  openMinute: z.number().int(),
  closeMinute: z.number().int(),
  /** Whether now is within the allowed hours. */
  open: z.boolean(),
  verificationRequired: z.boolean(),
  verified: z.boolean(),
  available: z.number().int(),
});

export const requestWithdrawalBody = z.object({
  /** Cents paid out to the account; the fee is taken on top. */
  amount: z
    .number({ error: 'EMPTY_VALUE' })
    .int({ error: 'AMOUNT_OUT_OF_RANGE' })
    .positive({ error: 'AMOUNT_OUT_OF_RANGE' })
    .brand<'Cents'>(),
  transactionPassword: enteredPasswordField,
});
export type RequestWithdrawalBody = z.infer<typeof requestWithdrawalBody>;

/** A withdrawal as its owner sees it. */
export const withdrawalView = z.object({
  id: z.number().int(),
  amount: centsField,
  fee: centsField,
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Why it failed, when ops rejected it. */
  reason: z.string().nullable(),
  account: maskedWithdrawalAccount,
  createdAt: epochMsField,
  decidedAt: epochMsField.nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

export const withdrawalListQuery = z.object({
  /** Withdrawals older than this id (the last one of the previous page). */
  cursor: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const withdrawalPage = z.object({
  withdrawals: z.array(withdrawalView),
  nextCursor: z.number().int().nullable(),
});

/** A withdrawal as ops review it: the owner, the account in full, the approvals so far. */
export const opsWithdrawalView = withdrawalView.extend({
  userId: z.number().int(),
  account: fullWithdrawalAccount,
  approvalsRequired: z.number().int(),
  firstApproverId: z.number().int().nullable(),
  decidedByAdminId: z.number().int().nullable(),
  /** The owner's account name and the usernames of the first approver and the decider. */
  userAccount: z.string(),
  firstApprover: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type OpsWithdrawalView = z.infer<typeof opsWithdrawalView>;

export const opsWithdrawalQuery = withdrawalListQuery.extend({
  status: z.enum(WITHDRAWAL_STATUSES, { error: 'VALIDATION_FAILED' }).optional(),
  userId: idParam.optional(),
});

export const opsWithdrawalPage = z.object({
  withdrawals: z.array(opsWithdrawalView),
  nextCursor: z.number().int().nullable(),
});

export const rejectWithdrawalBody = z.object({
  reason: requiredText({ multiline: true }).max(200, { error: 'VALIDATION_FAILED' }),
});

/** `withdrawal:updated`: one of the owner's withdrawals changed status. */
export const withdrawalUpdatedEvent = withdrawalView;
