// The port through which deposits tell their owner what happened: the cashier calls it and never
// knows who listens. app/ wires it to the traders' sockets; a test may hand in a recorder.
import type { BalanceEvent, DepositView } from '@tempo/shared';

/** What a deposit's review announces to its owner, once the change is committed. */
export interface DepositNotifier {
  /** A deposit was confirmed or rejected. */
  depositUpdated(userId: number, deposit: DepositView): void;
  /** The owner's balances after a confirmed deposit was credited. */
  balance(userId: number, balances: BalanceEvent): void;
}
