// What ops see and do about one trader beyond their profile: the search that finds them, their
// ledger rows and orders (as the trader's own lists show them), their login sessions, and turning
// their login off and on. Times in epoch ms.
import { z } from 'zod';
import { requiredText, text } from './fields';
import { fundRecordQuery } from './fundRecords';
import { orderListQuery } from './orders';

/**
 * Where the next page starts: the `nextCursor` of the previous one. Anything but a row id is
 * VALIDATION_FAILED (a trader's own lists answer NOT_FOUND, as for an id in a path).
 */
const pageCursor = z.coerce
  .number({ error: 'VALIDATION_FAILED' })
  .int({ error: 'VALIDATION_FAILED' })
  .positive({ error: 'VALIDATION_FAILED' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'VALIDATION_FAILED' });

/**
 * `GET /admin/user-search`: traders whose account starts with `q` (any letter case), whose phone
 * holds the digits of `q`, or whose id is `q`; newest first. An empty `q` lists the newest traders.
 */
export const userSearchQuery = z.object({
  q: text().max(40, { error: 'VALIDATION_FAILED' }).default(''),
  /** Traders older than this id (the last one of the previous page). */
  cursor: pageCursor.optional(),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(100).default(20),
});
export type UserSearchQuery = z.infer<typeof userSearchQuery>;

/** A trader as a search lists them; the profile route has the rest (balances, opening code). */
export const userSearchItem = z.object({
  id: z.number().int(),
  account: z.string(),
  phone: z.string(),
  creditScore: z.number().int(),
  verified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.number().int(),
});
export type UserSearchItem = z.infer<typeof userSearchItem>;

export const userSearchPage = z.object({
  users: z.array(userSearchItem),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type UserSearchPage = z.infer<typeof userSearchPage>;

/**
 * `GET /admin/users/:id/ledger`: the trader's ledger rows of every bucket (demo too), newest first,
 * optionally of one kind group; each row one by one (ledgerRowPage), as a fund record opens to them.
 */
export const opsLedgerQuery = fundRecordQuery.extend({ cursor: pageCursor.optional() });

/**
 * `GET /admin/users/:id/orders`: the trader's holding (open) or closed orders, real and demo or one
 * of them, newest first; each order as its owner sees it (orderPage).
 */
export const opsOrderQuery = orderListQuery.extend({ cursor: pageCursor.optional() });

/** `GET /admin/users/:id/sessions`: the trader's login sessions, newest first. */
export const userSessionQuery = z.object({
  /** Sessions older than this id (the last one of the previous page). */
  cursor: pageCursor.optional(),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(100).default(20),
});

/** Whether a session still lets its holder in, or how it ended. */
export const USER_SESSION_STATES = ['live', 'revoked', 'expired'] as const;
export type UserSessionState = (typeof USER_SESSION_STATES)[number];

/** One login session of a trader: when and from where it was opened, and whether it still works. */
export const userSessionView = z.object({
  id: z.number().int(),
  state: z.enum(USER_SESSION_STATES),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** When it was ended (logout, a new password, ops); null if it never was. */
  revokedAt: z.number().int().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type UserSessionView = z.infer<typeof userSessionView>;

export const userSessionPage = z.object({
  sessions: z.array(userSessionView),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type UserSessionPage = z.infer<typeof userSessionPage>;

/** `POST /admin/users/:id/disable` and `…/enable`: why, for the audit log. */
export const userLoginChangeBody = z.object({
  reason: requiredText({ multiline: true }).max(200, { error: 'VALIDATION_FAILED' }),
});
export type UserLoginChangeBody = z.infer<typeof userLoginChangeBody>;

/** What a disable or enable did: whether the login changed, and how many live sessions it ended. */
export const userLoginChangeResult = z.object({
  disabled: z.boolean(),
  changed: z.boolean(),
  endedSessions: z.number().int(),
});
export type UserLoginChangeResult = z.infer<typeof userLoginChangeResult>;
