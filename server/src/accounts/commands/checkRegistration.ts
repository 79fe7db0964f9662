import { normalizePhone, type RegisterCheckBody } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';
import { AppError } from '../../platform/AppError';
import { resolveOpeningCode, type OpeningCode } from '../openingCodes';
import { isAccountTaken } from '../usersRepo';

export interface CheckedRegistration {
  account: string;
  /** The phone in E.164 form. */
  phone: string;
  openingCode: OpeningCode;
}

/** Register step 1: the account is free, the phone is a real number and the opening code is live. */
export async function checkRegistration(
  db: Queryable,
  input: RegisterCheckBody,
): Promise<CheckedRegistration> {
  const phone = normalizePhone(input.phone);
  if (!phone) throw new AppError('INVALID_PHONE', { field: 'phone' });
  const openingCode = await resolveOpeningCode(db, input.openingCode);
  if (!openingCode) throw new AppError('UNKNOWN_OPENING_CODE', { field: 'openingCode' });
  if (await isAccountTaken(db, input.account)) throw new AppError('ACCOUNT_TAKEN', { field: 'account' });
  return { account: input.account, phone, openingCode };
}
