// The per-user inbox: messages about the trader's deposits, withdrawals, verification and
// sign-ins from a new device, the unread badge and marking read. Each message carries its kind
// and parameters; its words come from the shared inbox catalogue (locales/inboxMessages.ts) in the
// reader's language; a broadcast's come from the broadcast itself (contract/content.ts).
import { z } from 'zod';
import { idParam } from './fields';

/** What a message is about; each kind has a title and a body in every catalogue. */
export const INBOX_KINDS = [
  'deposit_confirmed',
  'deposit_rejected',
  'withdrawal_successful',
  'withdrawal_failed',
  'verification_approved',
  'verification_rejected',
  'new_device_sign_in',
  'second_factor_reset',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * Every kind a listed message may have: the catalogue's, and `broadcast`, a system message ops sent
 * to everyone, whose title and body are its own (written per language) rather than the catalogue's.
 */
export const INBOX_MESSAGE_KINDS = [...INBOX_KINDS, 'broadcast'] as const;
export type InboxMessageKind = (typeof INBOX_MESSAGE_KINDS)[number];

/** What a message refers to, so a tap can open it. */
export const INBOX_REFERENCE_TYPES = [
  'deposit',
  'withdrawal',
  'verification',
  'sign_in',
  'second_factor_reset',
] as const;
export type InboxReferenceType = (typeof INBOX_REFERENCE_TYPES)[number];

/**
 * The values a message's words may name: amounts in cents, a rejection reason; a sign-in's device,
 * address and time (epoch ms).
 */
export const inboxParams = z.object({
  amount: z.number().int().optional(),
  reason: z.string().optional(),
  device: z.string().optional(),
  ip: z.string().optional(),
  at: z.number().int().optional(),
});
export type InboxParams = z.infer<typeof inboxParams>;

/** One message as its owner sees it: the words already in the request's language. */
export const inboxMessageView = z.object({
  id: z.number().int(),
  kind: z.enum(INBOX_MESSAGE_KINDS),
  params: inboxParams,
  title: z.string(),
  body: z.string(),
  reference: z.object({ type: z.enum(INBOX_REFERENCE_TYPES), id: z.number().int() }).nullable(),
  createdAt: z.number().int(),
  readAt: z.number().int().nullable(),
});
export type InboxMessageView = z.infer<typeof inboxMessageView>;

export const inboxQuery = z.object({
  /** Only messages with an id below this one (the previous page's `nextBefore`). */
  before: idParam.optional(),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(100).default(20),
});

export const inboxPage = z.object({
  items: z.array(inboxMessageView),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});

export const inboxUnread = z.object({ unread: z.number().int() });
export type InboxUnread = z.infer<typeof inboxUnread>;

/** `inbox:message`: a message arrived; `unread` is the new badge count. */
export const inboxMessageEvent = z.object({
  id: z.number().int(),
  kind: z.enum(INBOX_KINDS),
  unread: z.number().int(),
});
export type InboxMessageEvent = z.infer<typeof inboxMessageEvent>;
