import type { InboxReferenceType } from '@tempo/shared';
import { PATHS } from '../../app/paths';
import { depositPath } from '../cashier/deposits/depositPaths';

/**
 * Where a message's reference opens: the deposit itself, the withdrawal list (withdrawals have
 * no page of their own), the verification page, the security page for a sign-in.
 */
export function referencePath(reference: { type: InboxReferenceType; id: number }): string {
  switch (reference.type) {
    case 'deposit':
      return depositPath(reference.id);
    case 'withdrawal':
      return PATHS.withdrawalDetails;
    case 'verification':
      return PATHS.verify;
    case 'sign_in':
    case 'second_factor_reset':
      return PATHS.security;
  }
}
