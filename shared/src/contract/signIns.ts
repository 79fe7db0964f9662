// A trader's sign-ins and live sessions (server/src/accounts/signIns/): every sign-in and failed
// sign-in of the last SIGN_IN_HISTORY_DAYS days, the sessions that still let a device in, and
// ending them. Times in epoch ms.
import { z } from 'zod';
import { idParam } from './fields';
import { userSessionQuery } from './opsUsers';

/** How far back a trader (and ops) can read the sign-ins; older ones are trimmed. */
export const SIGN_IN_HISTORY_DAYS = 90;

/** How the first step of a sign-in was passed. */
export const SIGN_IN_METHODS = ['password', 'passkey'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The second step of a sign-in, when the account has a second factor on. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery-code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** `GET /security/sign-ins`: a page of the trader's own sign-ins, newest first. */
export const signInQuery = z.object({
  /** Only sign-ins with an id below this one (the previous page's `nextBefore`). */
  before: idParam.optional(),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(100).default(20),
});

/** One sign-in or failed sign-in. */
export const signInView = z.object({
  id: z.number().int(),
  at: z.number().int(),
  ip: z.string().nullable(),
  /** The device as people name it ("Chrome 131 on Android 14"); null when the browser said nothing. */
  device: z.string().nullable(),
  method: z.enum(SIGN_IN_METHODS),
  secondFactor: z.enum(SECOND_FACTOR_METHODS).nullable(),
  succeeded: z.boolean(),
});
export type SignInView = z.infer<typeof signInView>;

export const signInPage = z.object({
  items: z.array(signInView),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type SignInPage = z.infer<typeof signInPage>;

/** One session that still lets a device in: neither ended nor expired. */
export const liveSessionView = z.object({
  id: z.number().int(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  /** The session this request came with: ending it is logging out, not "this device" elsewhere. */
  current: z.boolean(),
});
export type LiveSessionView = z.infer<typeof liveSessionView>;

/** `GET /security/sessions`: the trader's live sessions, newest first. */
export const liveSessionList = z.object({ sessions: z.array(liveSessionView) });
export type LiveSessionList = z.infer<typeof liveSessionList>;

/** `DELETE /security/sessions/:id`: one of the trader's own sessions. */
export const sessionIdParams = z.object({ id: idParam });

/** What "log out all other devices" did: how many sessions it ended. */
export const endedSessions = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessions>;

/** `GET /admin/users/:id/sign-ins`: paged as ops page a trader's sessions, by cursor. */
export const opsSignInQuery = userSessionQuery;

export const opsSignInPage = z.object({
  signIns: z.array(signInView),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type OpsSignInPage = z.infer<typeof opsSignInPage>;
