// The ledger owns balances and ledger_entries: every other domain changes money only through here.
export {
  postLedgerEntry,
  BUCKETS,
  type Bucket,
  type LedgerEntryInput,
  type LedgerEntry,
} from './postLedgerEntry';
export { openBalances, openFundedBalances, getBalances, getBalancesOf } from './balances';
export { postLedgerEntries, lockBalances } from './postLedgerEntries';
export { postBatchCredits, type BatchCredits } from './postBatchCredits';
export { lockBucketHolders, type BucketHolders } from './lockBucketHolders';
export { findLedgerMismatches, type LedgerMismatch } from './reconcile';
export { listLedgerEntries, type LedgerRow, type LedgerRowFilter } from './listLedgerEntries';
export { listLedgerActions, type LedgerAction } from './listLedgerActions';
export { presentBalances, presentFundRecord, presentLedgerRow } from './presenters';
