// The cashier's and kyc's notifier ports as app/ wires them: each announcement goes on to the
// user's sockets as before, and a status change the user should find later also becomes an inbox
// message. The message is written right after the change commits (the ports are called then), not
// in its transaction: the domains stay unaware of the inbox, and the unique (reference, kind)
// index makes a repeated announcement harmless. A crash between the commit and this write loses
// the message, never the money or the socket event.
import type { BalanceEvent, DepositView, VerificationUpdatedEvent, WithdrawalView } from '@tempo/shared';
import type { DepositNotifier, WithdrawalNotifier } from '../cashier';
import { deliverInboxMessage, type InboxNotifier, type NewInboxMessage } from '../inbox';
import type { VerificationNotifier } from '../kyc';
import type { AppContext } from '../platform/context';

/** The sockets' side of every port: what UserEvents sends. */
type Sockets = DepositNotifier & WithdrawalNotifier & VerificationNotifier & InboxNotifier;

/** Forwards every event to `sockets` and files the final ones in the owner's inbox. */
export class InboxingNotifier implements DepositNotifier, WithdrawalNotifier, VerificationNotifier {
  /** Deliveries still being written; tests and shutdown may wait for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly sockets: Sockets,
  ) {}

  depositUpdated(userId: number, deposit: DepositView): void {
    this.sockets.depositUpdated(userId, deposit);
    if (deposit.status === 'pending') return;
    this.file({
      userId,
      kind: deposit.status === 'confirmed' ? 'deposit_confirmed' : 'deposit_rejected',
      params: withReason({ amount: deposit.amount }, deposit.rejectReason),
      reference: { type: 'deposit', id: deposit.id },
    });
  }

  withdrawalUpdated(userId: number, withdrawal: WithdrawalView): void {
    this.sockets.withdrawalUpdated(userId, withdrawal);
    if (withdrawal.status === 'under_review') return;
    this.file({
      userId,
      kind: withdrawal.status === 'successful' ? 'withdrawal_successful' : 'withdrawal_failed',
      params: withReason({ amount: withdrawal.amount }, withdrawal.reason),
      reference: { type: 'withdrawal', id: withdrawal.id },
    });
  }

  verificationUpdated(userId: number, event: VerificationUpdatedEvent): void {
    this.sockets.verificationUpdated(userId, event);
    if (event.status === 'pending') return;
    this.file({
      userId,
      kind: event.status === 'approved' ? 'verification_approved' : 'verification_rejected',
      params: withReason({}, event.reason),
      reference: { type: 'verification', id: event.id },
    });
  }

  balance(userId: number, balances: BalanceEvent): void {
    this.sockets.balance(userId, balances);
  }

  /** Resolves once every delivery started so far has been written (or has failed and been logged). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private file(message: NewInboxMessage): void {
    const delivery = deliverInboxMessage(this.ctx.db, this.sockets, message)
      .catch((error: unknown) => {
        this.ctx.logger.error(
          { err: error, userId: message.userId, kind: message.kind },
          'inbox message not stored',
        );
      })
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }
}

function withReason(
  params: { amount?: number },
  reason: string | null,
): { amount?: number; reason?: string } {
  return reason ? { ...params, reason } : params;
}
