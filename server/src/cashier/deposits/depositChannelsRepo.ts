import type { DepositInstructions } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';

/** A deposit channel as stored; amounts in cents, `updatedAt` in epoch ms. */
export interface DepositChannelRow {
  id: number;
  name: string;
  minAmount: number;
  maxAmount: number;
  enabled: boolean;
  sortOrder: number;
  instructions: DepositInstructions;
  updatedAt: number;
}

export const CHANNEL_COLUMNS = `id, name, min_amount AS "minAmount", max_amount AS "maxAmount", enabled,
  sort_order AS "sortOrder", instructions, (extract(epoch FROM updated_at) * 1000)::bigint AS "updatedAt"`;

/** Every channel in list order; only those switched on unless `all`. */
export async function listDepositChannels(db: Queryable, all: boolean): Promise<DepositChannelRow[]> {
  const { rows } = await db.query<DepositChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM deposit_channels WHERE $1 OR enabled ORDER BY sort_order, id`,
    [all],
  );
  return rows;
}

/** One channel, or null. */
export async function findDepositChannel(db: Queryable, id: number): Promise<DepositChannelRow | null> {
  const { rows } = await db.query<DepositChannelRow>(
    `SELECT ${CHANNEL_COLUMNS} FROM deposit_channels WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
