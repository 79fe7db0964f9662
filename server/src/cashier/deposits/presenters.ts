// What of a deposit and a channel leaves the server: each field named here, so a column added to a
// query never reaches a client by accident.
import type {
  AdminDepositChannelView,
  AdminDepositView,
  DepositChannelView,
  DepositInstructions,
  DepositView,
} from '@tempo/shared';
import type { DepositChannelRow } from './depositChannelsRepo';
import type { DepositRow } from './depositsRepo';

/** Where to pay, field by field for its kind. */
export function presentInstructions(instructions: DepositInstructions): DepositInstructions {
  return instructions.kind === 'bank'
    ? {
        kind: 'bank',
        bankName: instructions.bankName,
        branchName: instructions.branchName,
        accountName: instructions.accountName,
        accountNumber: instructions.accountNumber,
      }
    : {
        kind: 'crypto',
        coin: instructions.coin,
        network: instructions.network,
        address: instructions.address,
      };
}

/** A deposit as its owner sees it. */
export function ownerDepositView(deposit: DepositRow): DepositView {
  return {
    id: deposit.id,
    channelId: deposit.channelId,
    channelName: deposit.channelName,
    amount: deposit.amount,
    status: deposit.status,
    instructions: presentInstructions(deposit.instructions),
    txHash: deposit.txHash,
    proofUploadId: deposit.proofUploadId,
    rejectReason: deposit.rejectReason,
    createdAt: deposit.createdAt,
    reviewedAt: deposit.reviewedAt,
  };
}

/** A deposit as ops see it: also whose it is and who reviewed it. */
export function adminDepositView(deposit: DepositRow): AdminDepositView {
  return {
    ...ownerDepositView(deposit),
    userId: deposit.userId,
    account: deposit.account,
    reviewedBy: deposit.reviewedBy,
  };
}

/** A channel as a trader sees it. */
export function traderChannelView(channel: DepositChannelRow): DepositChannelView {
  return {
    id: channel.id,
    name: channel.name,
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    instructions: presentInstructions(channel.instructions),
  };
}

/** A channel as ops see it. */
export function adminChannelView(channel: DepositChannelRow): AdminDepositChannelView {
  return {
    ...traderChannelView(channel),
    enabled: channel.enabled,
    sortOrder: channel.sortOrder,
    updatedAt: channel.updatedAt,
  };
}
