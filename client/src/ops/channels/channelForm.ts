// The deposit channel editor's fields as typed, and the request body they make (deposits SPEC D12,
// D13): names per language, where to pay, limits in USD as typed ("10.00"), and the currency and
// rate of a bank transfer, both or neither. The server checks everything again.
import {
  COIN_NETWORKS,
  DEFAULT_LANGUAGE,
  formatCents,
  isCurrencyCode,
  isRate,
  parseAmountToCents,
  type AdminDepositChannelView,
  type CoinNetwork,
  type CreateDepositChannelBody,
  type DepositChannelKind,
  type LocalizedNames,
} from '@tempo/shared';

export interface ChannelFields {
  names: LocalizedNames;
  kind: DepositChannelKind;
  bankName: string;
  branchName: string;
  accountName: string;
  accountNumber: string;
  coin: string;
  network: CoinNetwork;
  address: string;
  /** Whole USD as typed: "10.00". */
  minAmount: string;
  maxAmount: string;
  /** An ISO 4217 code, or empty with `rate` for a transfer in USD. */
  currency: string;
  /** Units of `currency` per USD, an exact decimal as typed. */
  rate: string;
  enabled: boolean;
  sortOrder: string;
}

/** The fields of a channel as it is, or of a new one (a bank transfer, off until saved on). */
export function channelFields(channel?: AdminDepositChannelView): ChannelFields {
  const instructions = channel?.instructions;
  return {
    names: { ...channel?.names },
    kind: instructions?.kind ?? 'bank',
    bankName: instructions?.kind === 'bank' ? instructions.bankName : '',
    branchName: instructions?.kind === 'bank' ? instructions.branchName : '',
    accountName: instructions?.kind === 'bank' ? instructions.accountName : '',
    accountNumber: instructions?.kind === 'bank' ? instructions.accountNumber : '',
    coin: instructions?.kind === 'crypto' ? instructions.coin : 'USDT',
    network: instructions?.kind === 'crypto' ? (instructions.network as CoinNetwork) : COIN_NETWORKS[0],
    address: instructions?.kind === 'crypto' ? instructions.address : '',
    minAmount: channel ? formatCents(channel.minAmount) : '',
    maxAmount: channel ? formatCents(channel.maxAmount) : '',
    currency: channel?.conversion?.currency ?? '',
    rate: channel?.conversion?.rate ?? '',
    enabled: channel?.enabled ?? true,
    sortOrder: String(channel?.sortOrder ?? 0),
  };
}

/** What is wrong with the fields before asking the server, by field; empty when nothing is. */
export function channelProblems(fields: ChannelFields): Partial<Record<keyof ChannelFields, true>> {
  const problems: Partial<Record<keyof ChannelFields, true>> = {};
  if (!fields.names[DEFAULT_LANGUAGE]?.trim()) problems.names = true;
  const min = parseAmountToCents(fields.minAmount);
  const max = parseAmountToCents(fields.maxAmount);
  if (!min) problems.minAmount = true;
  if (!max || (min && max < min)) problems.maxAmount = true;
  if (!/^\d{1,4}$/.test(fields.sortOrder.trim())) problems.sortOrder = true;
  if (fields.kind === 'bank') {
    const currency = fields.currency.trim().toUpperCase();
    const rate = fields.rate.trim();
    if (currency && !isCurrencyCode(currency)) problems.currency = true;
    if (rate && !isRate(rate)) problems.rate = true;
    if (Boolean(currency) !== Boolean(rate)) problems[currency ? 'rate' : 'currency'] = true;
  }
  return problems;
}

/** The body of a create or a full change; null while the fields have a problem. */
export function channelBody(fields: ChannelFields): CreateDepositChannelBody | null {
  if (Object.keys(channelProblems(fields)).length) return null;
  const names = Object.fromEntries(
    Object.entries(fields.names)
      .map(([language, name]) => [language, name?.trim() ?? ''])
      .filter(([, name]) => name !== ''),
  ) as LocalizedNames;
  const currency = fields.currency.trim().toUpperCase();
  return {
    names,
    minAmount: parseAmountToCents(fields.minAmount)!,
    maxAmount: parseAmountToCents(fields.maxAmount)!,
    enabled: fields.enabled,
    sortOrder: Number(fields.sortOrder.trim()),
    instructions:
      fields.kind === 'bank'
        ? {
            kind: 'bank',
            bankName: fields.bankName.trim(),
            branchName: fields.branchName.trim(),
            accountName: fields.accountName.trim(),
            accountNumber: fields.accountNumber.trim(),
          }
        : {
            kind: 'crypto',
            coin: fields.coin.trim(),
            network: fields.network,
            address: fields.address.trim(),
          },
    conversion: fields.kind === 'bank' && currency ? { currency, rate: fields.rate.trim() } : null,
  };
}
