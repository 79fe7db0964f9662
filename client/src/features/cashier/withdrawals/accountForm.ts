// The bind form of the withdrawal account: its values, and the check before saving (the shared
// schema the server applies, plus the shape of a coin address).
import {
  COIN_NETWORKS,
  WITHDRAWAL_COINS,
  withdrawalAccountBody,
  type CoinNetwork,
  type WithdrawalAccountBody,
} from '@tempo/shared';
import { checkForm, type FieldErrors } from '../../../lib/formErrors';
import { errorText } from '../../../lib/i18n/errorText';
import { looksLikeAddress } from './walletAddress';

export type AccountKind = WithdrawalAccountBody['kind'];

/** Every field of both kinds, as typed; only the chosen kind's are sent. */
export interface AccountFormValues {
  kind: AccountKind;
  bankName: string;
  branchName: string;
  branchNumber: string;
  accountNumber: string;
  holderName: string;
  /** ISO 3166-1 alpha-2, or '' while none is chosen. */
  nationality: string;
  openingAddress: string;
  coin: (typeof WITHDRAWAL_COINS)[number];
  network: CoinNetwork;
  address: string;
}

export const EMPTY_ACCOUNT_FORM: AccountFormValues = {
  kind: 'bank',
  bankName: '',
  branchName: '',
  branchNumber: '',
  accountNumber: '',
  holderName: '',
  nationality: '',
  openingAddress: '',
  coin: WITHDRAWAL_COINS[0],
  network: COIN_NETWORKS[0],
  address: '',
};

/** The request body of the chosen kind. */
export function accountBodyOf(values: AccountFormValues): WithdrawalAccountBody {
  if (values.kind === 'coin') {
    return { kind: 'coin', coin: values.coin, network: values.network, address: values.address };
  }
  return {
    kind: 'bank',
    bankName: values.bankName,
    branchName: values.branchName,
    branchNumber: values.branchNumber,
    accountNumber: values.accountNumber,
    holderName: values.holderName,
    nationality: values.nationality,
    openingAddress: values.openingAddress,
  };
}

export type AccountFormCheck = { ok: true; body: WithdrawalAccountBody } | { ok: false; errors: FieldErrors };

/**
 * Checks the form as the server will: the shared schema's reason under each field at fault, and a
 * coin address that does not have its network's shape refused before the server's checksum test.
 */
export function checkAccountForm(values: AccountFormValues): AccountFormCheck {
  const body = accountBodyOf(values);
  const checked = checkForm(withdrawalAccountBody, body);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  if (body.kind === 'coin' && !errors.address && !looksLikeAddress(body.network, body.address)) {
    errors.address = errorText('INVALID_WALLET_ADDRESS');
  }
  if (checked.ok && Object.keys(errors).length === 0) return { ok: true, body: checked.data };
  return { ok: false, errors };
}
