// The port through which an ops change is announced to whom it touched — the trader, an ops
// account's own live consoles, or the consoles of those who manage ops accounts: admin calls it and
// never knows who listens. app/ wires it to the sockets.
import type { BalanceEvent, OpsAccountAdmittedEvent } from '@tempo/shared';

/** What ops actions announce to a trader, once the change is committed. */
export interface AdminNotifier {
  /** The trader's balances after an ops adjustment. */
  balance(userId: number, balances: BalanceEvent): void;
  /**
   * An ops session ended (logout), or an account was disabled, given another role or a new
   * password: its live consoles are disconnected, and reconnect (or are refused) as it is now.
   */
  opsAccessEnded(ended: OpsAccessEnded): void;
  /** An ops account may now log in (created, or enabled again): every account manager hears it. */
  opsAccountAdmitted(event: OpsAccountAdmittedEvent): void;
}

/** One session of an ops account, or every session of it. */
export type OpsAccessEnded = { sessionId: number } | { adminId: number };
