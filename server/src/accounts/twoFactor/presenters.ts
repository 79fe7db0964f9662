import { epochMs, type PasskeyView, type SecondFactorView } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';
import { findPendingReset } from './resetsRepo';
import { findSecondFactor, isSecondFactorOn, type PasskeyRow } from './twoFactorRepo';

/** The trader's second factor as the security screen shows it. */
export async function secondFactorViewOf(db: Queryable, userId: number): Promise<SecondFactorView> {
  const [state, reset] = await Promise.all([findSecondFactor(db, userId), findPendingReset(db, userId)]);
  return {
    on: isSecondFactorOn(state),
    totp: state.totpSecret !== null,
    passkeys: state.passkeys.map(presentPasskey),
    recoveryCodesLeft: state.recoveryCodesLeft,
    resetPending: reset !== null,
  };
}

export function presentPasskey(row: PasskeyRow): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: epochMs(row.createdAt),
    lastUsedAt: row.lastUsedAt === null ? null : epochMs(row.lastUsedAt),
  };
}
