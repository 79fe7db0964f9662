// Withdrawals: the account a trader is paid out to, their requests, and the ops review of them.
export { withdrawalsRouter } from './routes';
export type { WithdrawalNotifier } from './WithdrawalNotifier';
export { isValidWalletAddress } from './walletAddress';
