import type { CreateDepositChannelBody, LocalizedNames } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

/** USDT on `network`, as each language names a coin's network. */
function coinNames(network: string): LocalizedNames {
  return {
    vi: `USDT (mạng ${network})`,
    en: `USDT (${network})`,
    ja: `USDT（${network}ネットワーク）`,
    de: `USDT (${network}-Netzwerk)`,
    th: `USDT (เครือข่าย ${network})`,
    'zh-CN': `USDT（${network} 网络）`,
    'zh-TW': `USDT（${network} 網路）`,
    id: `USDT (jaringan ${network})`,
    ko: `USDT (${network} 네트워크)`,
    fr: `USDT (réseau ${network})`,
  };
}

/**
 * Demo channels, each named in the ten languages: a bank transfer in Vietnamese dong at a rate of
 * 26,150 VND per USD, and USDT on TRC20 and ERC20; 10.00 to 100,000.00 each.
 */
const DEMO_CHANNELS: readonly CreateDepositChannelBody[] = [
  {
    names: {
      vi: 'Chuyển khoản ngân hàng',
      en: 'Bank transfer',
      ja: '銀行振込',
      de: 'Banküberweisung',
      th: 'โอนเงินผ่านธนาคาร',
      'zh-CN': '银行转账',
      'zh-TW': '銀行轉帳',
      id: 'Transfer bank',
      ko: '계좌이체',
      fr: 'Virement bancaire',
    },
    minAmount: 1_000,
    maxAmount: 10_000_000,
    enabled: true,
    sortOrder: 1,
    instructions: {
      kind: 'bank',
      bankName: 'Vietcombank',
      branchName: 'Ho Chi Minh City',
      accountName: 'TEMPO DEMO CO LTD',
      accountNumber: '0071000123456',
    },
    conversion: { currency: 'VND', rate: '26150' },
  },
  {
    names: coinNames('TRC20'),
    minAmount: 1_000,
    maxAmount: 10_000_000,
    enabled: true,
    sortOrder: 2,
    instructions: {
      kind: 'crypto',
      coin: 'USDT',
      network: 'TRC20',
      address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    },
    conversion: null,
  },
  {
    names: coinNames('ERC20'),
    minAmount: 1_000,
    maxAmount: 10_000_000,
    enabled: true,
    sortOrder: 3,
    instructions: {
      kind: 'crypto',
      coin: 'USDT',
      network: 'ERC20',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    },
    conversion: null,
  },
];

/** Adds the demo deposit channels when there is no channel at all; says how many it added. */
export async function seedDepositChannels(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ added: number }>(
    `WITH added AS (
       INSERT INTO deposit_channels (names, kind, instructions, min_amount, max_amount, enabled, sort_order,
                                     currency, rate)
       SELECT c.names, c.instructions ->> 'kind', c.instructions, c.min_amount, c.max_amount, c.enabled,
              c.sort_order, c.currency, c.rate
       FROM jsonb_to_recordset($1::jsonb) AS c (names jsonb, instructions jsonb, min_amount bigint,
                                                max_amount bigint, enabled boolean, sort_order integer,
                                                currency text, rate numeric)
       WHERE NOT EXISTS (SELECT 1 FROM deposit_channels)
       RETURNING 1
     )
     SELECT count(*)::int AS added FROM added`,
    [
      JSON.stringify(
        DEMO_CHANNELS.map((channel) => ({
          names: channel.names,
          instructions: channel.instructions,
          min_amount: channel.minAmount,
          max_amount: channel.maxAmount,
          enabled: channel.enabled,
          sort_order: channel.sortOrder,
          currency: channel.conversion?.currency ?? null,
          rate: channel.conversion?.rate ?? null,
        })),
      ),
    ],
  );
  return rows[0]!.added;
}
