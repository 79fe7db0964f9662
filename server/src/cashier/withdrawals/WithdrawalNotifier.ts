// The port through which withdrawals tell their owner what happened; app/ wires it to the owner's
// sockets, a test may hand in a recorder.
import type { BalanceEvent, WithdrawalView } from '@tempo/shared';

/** What withdrawals announce to a withdrawal's owner, once the change is committed. */
export interface WithdrawalNotifier {
  /** A withdrawal was requested, approved or rejected. */
  withdrawalUpdated(userId: number, withdrawal: WithdrawalView): void;
  /** The owner's balances after the change. */
  balance(userId: number, balances: BalanceEvent): void;
}
