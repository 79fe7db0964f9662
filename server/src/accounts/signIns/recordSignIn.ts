// Every sign-in to a known account, and every failed one, is recorded for the trader's history and
// the ops console. The rules:
// - An attempt at an account that does not exist is not recorded (there is nobody to show it to),
//   nor one the guess throttle refused before the password was checked (a flood would fill the
//   table with rows that say nothing new).
// - A successful sign-in from a device (describeDevice's key: browser, system and model, without
//   versions) the trader has not signed in from successfully in the last SIGN_IN_HISTORY_DAYS days
//   puts a message in their inbox, so a stranger with the password is noticed. Not the very first
//   sign-in of an account (nothing to compare with), and once per new device: sign-ins of one
//   trader decide it one at a time, so two at once from a new phone tell it once.
// - Sign-ins older than SIGN_IN_HISTORY_DAYS days are of no use and are trimmed as the trader signs
//   in again; the lists read only that far back in any case.
import { SIGN_IN_HISTORY_DAYS, type SecondFactorMethod, type SignInMethod } from '@tempo/shared';
import { deliverInboxMessage, type InboxNotifier } from '../../inbox';
import type { AppContext } from '../../platform/context';
import { withTransaction } from '../../platform/db/transaction';
import type { SessionMeta } from '../userSessions';
import { describeDevice } from './describeDevice';
import { findPriorSignIns, insertSignIn, trimSignIns } from './signInsRepo';

export type { SecondFactorMethod, SignInMethod };

/** One attempt at signing in to an existing account. */
export interface SignInAttempt {
  userId: number;
  /** How the first step was passed, or tried. */
  method: SignInMethod;
  /** The second step, when the account asked one; null when it did not (or it was not reached). */
  secondFactor: SecondFactorMethod | null;
  /** True when a session was opened. */
  succeeded: boolean;
  /** Where the attempt came from: its address and user agent. */
  meta: SessionMeta;
}

/** What recording needs: the database, the log, and the inbox's port to the trader's sockets. */
export type SignInContext = Pick<AppContext, 'db' | 'logger'> & { inbox: InboxNotifier };

/** Advisory lock class of "one sign-in of a user at a time" (the user's id is the other key). */
const SIGN_IN_LOCK_CLASS = 7_302;

/** Records an attempt and, for a successful one from a new device, tells the trader in the inbox. */
export async function recordSignIn(ctx: SignInContext, attempt: SignInAttempt): Promise<void> {
  const { device, deviceKey } = describeDevice(attempt.meta.userAgent);
  const signIn = {
    userId: attempt.userId,
    ip: attempt.meta.ip || null,
    userAgent: attempt.meta.userAgent ?? null,
    device,
    deviceKey,
    method: attempt.method,
    secondFactor: attempt.secondFactor,
    succeeded: attempt.succeeded,
  };
  if (!attempt.succeeded) {
    await insertSignIn(ctx.db, signIn);
    return;
  }
  const fromNewDevice = await withTransaction(ctx.db, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      SIGN_IN_LOCK_CLASS,
      String(attempt.userId),
    ]);
    const row = await insertSignIn(tx, signIn);
    const prior = await findPriorSignIns(tx, attempt.userId, deviceKey, SIGN_IN_HISTORY_DAYS, row.id);
    await trimSignIns(tx, attempt.userId, SIGN_IN_HISTORY_DAYS);
    return prior.any && !prior.fromDevice ? row : null;
  });
  if (!fromNewDevice) return;
  // After the commit, so the message never names a sign-in that was rolled back. A failure to
  // write it is logged and does not undo a sign-in that has already happened.
  await deliverInboxMessage(ctx.db, ctx.inbox, {
    userId: attempt.userId,
    kind: 'new_device_sign_in',
    params: { device: device ?? '', ip: signIn.ip ?? '', at: fromNewDevice.at },
    reference: { type: 'sign_in', id: fromNewDevice.id },
  }).catch((error: unknown) => {
    ctx.logger.error({ err: error, userId: attempt.userId }, 'new-device message not stored');
  });
}
