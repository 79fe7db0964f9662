// What leaves the server of withdrawal accounts and withdrawals: the trader sees every number
// masked; ops see the account in full, since they pay out to it.
import {
  cents,
  epochMs,
  type MaskedWithdrawalAccount,
  type OpsWithdrawalView,
  type WithdrawalAccountBody,
  type WithdrawalView,
} from '@tempo/shared';
import type { WithdrawalRow } from './withdrawalsRepo';

/** All but the last `keep` characters replaced by asterisks. */
function maskTail(value: string, keep: number): string {
  if (value.length <= keep) return '*'.repeat(value.length);
  return `${'*'.repeat(value.length - keep)}${value.slice(-keep)}`;
}

/** The first character of each word of a name, the rest masked: "Nguyen Van An" → "N***** V** A*". */
function maskName(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => [...word][0] + '*'.repeat(Math.max([...word].length - 1, 1)))
    .join(' ');
}

/** The account as its owner sees it: numbers and the holder's name masked. */
export function maskAccount(account: WithdrawalAccountBody): MaskedWithdrawalAccount {
  if (account.kind === 'bank') {
    return {
      kind: 'bank',
      bankName: account.bankName,
      branchName: account.branchName,
      accountNumber: maskTail(account.accountNumber, 4),
      holderName: maskName(account.holderName),
      nationality: account.nationality,
    };
  }
  const { address } = account;
  return {
    kind: 'coin',
    coin: account.coin,
    network: account.network,
    address: `${address.slice(0, 6)}${'*'.repeat(Math.max(address.length - 12, 4))}${address.slice(-6)}`,
  };
}

/** A withdrawal as its owner sees it. */
export function presentWithdrawal(row: WithdrawalRow): WithdrawalView {
  return {
    id: Number(row.id),
    amount: cents(Number(row.amount)),
    fee: cents(Number(row.fee)),
    status: row.status,
    reason: row.reason,
    account: maskAccount(row.account),
    createdAt: epochMs(row.createdAt.getTime()),
    decidedAt: row.decidedAt ? epochMs(row.decidedAt.getTime()) : null,
  };
}

/** A withdrawal as ops review it. */
export function presentOpsWithdrawal(row: WithdrawalRow): OpsWithdrawalView {
  return {
    ...presentWithdrawal(row),
    userId: Number(row.userId),
    account: row.account,
    approvalsRequired: row.approvalsRequired,
    firstApproverId: row.firstApproverId === null ? null : Number(row.firstApproverId),
    decidedByAdminId: row.decidedByAdminId === null ? null : Number(row.decidedByAdminId),
    userAccount: row.userAccount,
    firstApprover: row.firstApprover,
    decidedBy: row.decidedBy,
  };
}
