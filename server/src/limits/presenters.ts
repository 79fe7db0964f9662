import { epochMs, type LimitView } from '@tempo/shared';
import type { LimitRow } from './limitsRepo';

export function presentLimit(row: LimitRow): LimitView {
  return {
    key: row.key,
    value: row.value,
    pending: row.pending && { value: row.pending.value, appliesAt: epochMs(row.pending.appliesAt) },
  };
}
