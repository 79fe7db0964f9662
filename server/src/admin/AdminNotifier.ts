// The port through which an ops change is announced to the trader it touched: admin calls it and
// never knows who listens. app/ wires it to the traders' sockets.
import type { BalanceEvent } from '@tempo/shared';

/** What ops actions announce to a trader, once the change is committed. */
export interface AdminNotifier {
  /** The trader's balances after an ops adjustment. */
  balance(userId: number, balances: BalanceEvent): void;
}
