// Wires the ops desk's counts (admin/) to the queues they count (cashier/, kyc/): those domains
// audit through admin, so admin reaches them only through this port.
import type { DeskCounters } from '../admin';
import { countPendingDeposits, countWithdrawalsUnderReview } from '../cashier';
import { countPendingVerifications } from '../kyc';
import type { AppContext } from '../platform/context';

export function deskCounters(ctx: AppContext): DeskCounters {
  return {
    deposits: () => countPendingDeposits(ctx.db),
    withdrawals: () => countWithdrawalsUnderReview(ctx.db),
    verifications: () => countPendingVerifications(ctx.db),
  };
}
