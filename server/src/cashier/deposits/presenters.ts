// What of a deposit and a channel leaves the server: each field named here, so a column added to a
// query never reaches a client by accident.
import {
  currencyDigits,
  type AdminDepositChannelView,
  type AdminDepositView,
  type ChannelConversionView,
  type DepositChannelView,
  type DepositConversionView,
  type DepositInstructions,
  type DepositView,
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

/** What a request through a converting channel froze (D14), or null for a transfer in USD. */
function depositConversion(deposit: DepositRow): DepositConversionView | null {
  const { conversionCurrency, conversionRate, conversionDigits, conversionAmount } = deposit;
  if (!conversionCurrency || !conversionRate || conversionDigits === null || conversionAmount === null)
    return null;
  return {
    currency: conversionCurrency,
    rate: conversionRate,
    digits: conversionDigits,
    amount: conversionAmount,
  };
}

/** A deposit as its owner sees it. */
export function ownerDepositView(deposit: DepositRow): DepositView {
  return {
    id: deposit.id,
    channelId: deposit.channelId,
    channelNames: deposit.channelNames,
    amount: deposit.amount,
    reference: deposit.reference,
    conversion: depositConversion(deposit),
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

/** A channel's currency and rate with the currency's decimals (D13), or null for one in USD. */
function channelConversion(channel: DepositChannelRow): ChannelConversionView | null {
  if (!channel.currency || !channel.rate) return null;
  return { currency: channel.currency, rate: channel.rate, digits: currencyDigits(channel.currency) };
}

/** A channel as a trader sees it: every name it has, the reader's screen picks one (D12). */
export function traderChannelView(channel: DepositChannelRow): DepositChannelView {
  return {
    id: channel.id,
    names: channel.names,
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    instructions: presentInstructions(channel.instructions),
    conversion: channelConversion(channel),
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
