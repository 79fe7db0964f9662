import type { FundRecordView } from '@tempo/shared';
import type { LedgerRow } from '../../ledger';

/** A ledger row as its owner sees it in fund records: each field named, times in epoch ms. */
export function presentFundRecord(row: LedgerRow): FundRecordView {
  return {
    id: row.id,
    kind: row.kind,
    bucket: row.bucket,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    source: { type: row.refType, id: row.refId },
    createdAt: row.createdAt.getTime(),
  };
}
