// The port through which orders tells its owner what happened: orders calls it and never knows who
// listens. app/ wires it to the traders' sockets; a test may hand in a recorder.
import type { BalanceEvent, OrderView, OwnerSettlement } from '@tempo/shared';

/** What orders announces to an order's owner, once the change is committed. */
export interface OrderNotifier {
  /** An order was placed (P3): the owner's other tabs and devices list it. */
  opened(userId: number, order: OrderView): void;
  /**
   * A settlement chunk committed: for each owner it touched, their orders' outcomes and the
   * balances after them. Resolves once handed on to whoever delivers to the owners; rejects if it
   * could not be, and the chunk's announcement is then retried from the outbox (S10).
   */
  settled(owners: readonly OwnerSettlement[]): Promise<void>;
  /** The owner's balances after a placement or a demo reset. */
  balance(userId: number, balances: BalanceEvent): void;
}
