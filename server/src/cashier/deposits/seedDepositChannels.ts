import type { CreateDepositChannelBody } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

/** Demo channels: a bank transfer and USDT on TRC20 and ERC20, 10.00 to 100,000.00 each. */
const DEMO_CHANNELS: readonly CreateDepositChannelBody[] = [
  {
    name: 'Bank transfer',
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
  },
  {
    name: 'USDT (TRC20)',
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
  },
  {
    name: 'USDT (ERC20)',
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
  },
];

/** Adds the demo deposit channels when there is no channel at all; says how many it added. */
export async function seedDepositChannels(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ added: number }>(
    `WITH added AS (
       INSERT INTO deposit_channels (name, kind, instructions, min_amount, max_amount, enabled, sort_order)
       SELECT c.name, c.instructions ->> 'kind', c.instructions, c.min_amount, c.max_amount, c.enabled, c.sort_order
       FROM jsonb_to_recordset($1::jsonb) AS c (name text, instructions jsonb, min_amount bigint,
                                                max_amount bigint, enabled boolean, sort_order integer)
       WHERE NOT EXISTS (SELECT 1 FROM deposit_channels)
       RETURNING 1
     )
     SELECT count(*)::int AS added FROM added`,
    [
      JSON.stringify(
        DEMO_CHANNELS.map((channel) => ({
          name: channel.name,
          instructions: channel.instructions,
          min_amount: channel.minAmount,
          max_amount: channel.maxAmount,
          enabled: channel.enabled,
          sort_order: channel.sortOrder,
        })),
      ),
    ],
  );
  return rows[0]!.added;
}
