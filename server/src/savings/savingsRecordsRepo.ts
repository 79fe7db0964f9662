// A trader's savings records: moves in and out, lot confirmations and earnings, newest first, as
// one list. Each record's place is (time in ms, kind, id), which the cursor carries: `ms-kind-id`.
import type { Cents, EpochMs, SavingsRecordKind, SavingsRecordView } from '@tempo/shared';
import type { Queryable } from '../platform/db/pool';

export interface SavingsRecordFilter {
  kind?: SavingsRecordKind;
  /** `nextCursor` of the previous page. */
  cursor?: string;
  limit: number;
}

interface RecordRow {
  kind: SavingsRecordKind;
  id: number;
  amount: Cents;
  day: string;
  ms: EpochMs;
}

const MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::bigint`;

// Earnings rows have no id of their own: their day as a number (20261123) is unique per user.
const RECORDS_SQL = `
  SELECT kind, id, amount, day, ms FROM (
    SELECT direction AS kind, id, CASE direction WHEN 'in' THEN amount ELSE -amount END AS amount,
           to_char(platform_day, 'YYYY-MM-DD') AS day, ${MS('created_at')} AS ms
    FROM savings_transfers WHERE user_id = $1 AND ($2::text IS NULL OR direction = $2)
    UNION ALL
    SELECT 'confirmed', id, amount, to_char(confirm_day, 'YYYY-MM-DD'), ${MS('confirmed_at')}
    FROM savings_lots
    WHERE user_id = $1 AND confirmed_at IS NOT NULL AND ($2::text IS NULL OR $2 = 'confirmed')
    UNION ALL
    SELECT 'earnings', to_char(day, 'YYYYMMDD')::bigint, amount, to_char(day, 'YYYY-MM-DD'),
           ${MS('created_at')}
    FROM savings_earnings WHERE user_id = $1 AND ($2::text IS NULL OR $2 = 'earnings')
  ) records
  WHERE $3::bigint IS NULL OR (ms, kind, id) < ($3, $4::text, $5::bigint)
  ORDER BY ms DESC, kind DESC, id DESC
  LIMIT $6`;

/** One page of the trader's savings records and the cursor of the next (null at the end). */
export async function listSavingsRecords(
  db: Queryable,
  userId: number,
  filter: SavingsRecordFilter,
): Promise<{ records: SavingsRecordView[]; nextCursor: string | null }> {
  const [ms, kind, id] = filter.cursor ? filter.cursor.split('-') : [null, null, null];
  const { rows } = await db.query<RecordRow>(RECORDS_SQL, [
    userId,
    filter.kind ?? null,
    ms,
    kind,
    id,
    filter.limit,
  ]);
  const records = rows.map((row) => ({
    key: `${row.kind}-${row.id}`,
    kind: row.kind,
    amount: row.amount,
    day: row.day,
    createdAt: row.ms,
  }));
  const last = rows.at(-1);
  return {
    records,
    nextCursor: last && rows.length === filter.limit ? `${last.ms}-${last.kind}-${last.id}` : null,
  };
}
