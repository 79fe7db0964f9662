import type { DepositInstructions, LocalizedNames } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

/** A deposit channel as stored; amounts in cents, `updatedAt` in epoch ms. */
export interface DepositChannelRow {
  id: number;
  /** Its name in each language written (D12); Vietnamese always. */
  names: LocalizedNames;
  minAmount: number;
  maxAmount: number;
  enabled: boolean;
  sortOrder: number;
  instructions: DepositInstructions;
  /** A bank channel's ISO 4217 currency (D13), with `rate`; null for a transfer in USD. */
  currency: string | null;
  /** Units of `currency` per USD, the exact decimal as text without trailing zeros ("25450.5"). */
  rate: string | null;
  updatedAt: number;
}

export const CHANNEL_COLUMNS = `id, names, min_amount AS "minAmount", max_amount AS "maxAmount", enabled,
  sort_order AS "sortOrder", instructions, currency, trim_scale(rate)::text AS rate,
  (extract(epoch FROM updated_at) * 1000)::bigint AS "updatedAt"`;

/** Every channel in list order; only those switched on unless `all`. */
export async function listDepositChannels(db: Queryable, all: boolean): Promise<DepositChannelRow[]> {
  const { rows } = await db.query<DepositChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM deposit_channels WHERE $1 OR enabled ORDER BY sort_order, id`,
    [all],
  );
  return rows;
}

/** One channel, or null; `lock` takes its row lock for the rest of the transaction. */
export async function findDepositChannel(
  db: Queryable,
  id: number,
  lock: 'FOR SHARE' | 'FOR UPDATE' | '' = '',
): Promise<DepositChannelRow | null> {
  const { rows } = await db.query<DepositChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM deposit_channels WHERE id = $1 ${lock}`,
    [id],
  );
  return rows[0] ?? null;
}
