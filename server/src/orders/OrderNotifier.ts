// The port through which orders tells its owner what happened: orders calls it and never knows who
// listens. app/ wires it to the traders' sockets; a test may hand in a recorder.
import type { BalanceEvent, OrderSettledEvent, OrderView } from '@tempo/shared';

/** What orders announces to an order's owner, once the change is committed. */
export interface OrderNotifier {
  /** An order was placed (P3): the owner's other tabs and devices list it. */
  opened(userId: number, order: OrderView): void;
  /** An order was settled: its outcome and the balance it was settled into. */
  settled(userId: number, event: OrderSettledEvent): void;
  /** The owner's balances after a placement, a settlement or a demo reset. */
  balance(userId: number, balances: BalanceEvent): void;
}
