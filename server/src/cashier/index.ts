// The cashier: deposits, withdrawals and the fund records that list a trader's ledger rows.
export { depositsRouter } from './deposits/routes';
export type { DepositNotifier } from './deposits/DepositNotifier';
export { seedDepositChannels } from './deposits/seedDepositChannels';
export { fundRecordsRouter, type UnpaidOutcomesOf } from './records/routes';
export { withdrawalsRouter, type WithdrawalNotifier } from './withdrawals';
export { countPendingDeposits } from './deposits/depositsRepo';
export { countWithdrawalsUnderReview } from './withdrawals/withdrawalsRepo';
