// The port through which savings tells traders what changed; app/ wires it to the sockets, a test
// may hand in a recorder.
import type { BalanceEvent, SavingsRolledEvent, SavingsSummary } from '@tempo/shared';

/** What savings announces, once the change is committed. */
export interface SavingsNotifier {
  /** The trader's savings after a transfer (on every device of theirs). */
  savingsUpdated(userId: number, summary: SavingsSummary): void;
  /** The trader's balances after a transfer. */
  balance(userId: number, balances: BalanceEvent): void;
  /** A day roll ran: lots were confirmed and earnings credited, for every trader. */
  savingsRolled(event: SavingsRolledEvent): void;
}
