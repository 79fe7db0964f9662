// How a bound (masked) withdrawal account reads: one line for lists and cards, and every field
// with its label for the detail view.
import type { MaskedWithdrawalAccount } from '@tempo/shared';
import { countryName } from '../../../lib/countries';

/** One line naming the account: "Vietcombank ****1234" or "USDT · TRC20 · TXy…9Lk". */
export function accountSummary(account: MaskedWithdrawalAccount): string {
  return account.kind === 'bank'
    ? `${account.bankName} ${account.accountNumber}`
    : `${account.coin} · ${account.network} · ${account.address}`;
}

/** A nationality as the reader reads it: a country's name for an ISO code, anything else as stored. */
export function nationalityText(nationality: string, language: string): string {
  return /^[A-Z]{2}$/.test(nationality) ? countryName(nationality, language) : nationality;
}

/** The fields of the detail view, in order: the key of each label in the catalogue and its value. */
export type AccountField = { label: AccountFieldLabel; value: string; testId: string };
export type AccountFieldLabel =
  'bankName' | 'branchName' | 'accountNumber' | 'holderName' | 'nationality' | 'coin' | 'network' | 'address';

/** Every field of the account with the key of its label, the nationality named in `language`. */
export function accountFields(account: MaskedWithdrawalAccount, language: string): AccountField[] {
  const field = (label: AccountFieldLabel, value: string): AccountField => ({
    label,
    value,
    testId: `account-field-${label}`,
  });
  if (account.kind === 'coin') {
    return [
      field('coin', account.coin),
      field('network', account.network),
      field('address', account.address),
    ];
  }
  return [
    field('bankName', account.bankName),
    field('branchName', account.branchName),
    field('accountNumber', account.accountNumber),
    field('holderName', account.holderName),
    field('nationality', nationalityText(account.nationality, language)),
  ];
}
