// The cashier's and kyc's notifier ports as the ops consoles hear them: every change of an item
// ops review (a trader's new request, a proof attached, any ops user's decision) is announced on
// the desk, so each console showing that queue refreshes at once; then the change goes on to the
// owner as before.
import type { BalanceEvent, DepositView, VerificationUpdatedEvent, WithdrawalView } from '@tempo/shared';
import type { DepositNotifier, WithdrawalNotifier } from '../cashier';
import type { VerificationNotifier } from '../kyc';
import type { DeskEvents } from '../realtime';

type ReviewedItemNotifier = DepositNotifier & WithdrawalNotifier & VerificationNotifier;

export class ReviewDeskNotifier implements ReviewedItemNotifier {
  constructor(
    private readonly desk: Pick<DeskEvents, 'changed'>,
    private readonly owner: ReviewedItemNotifier,
  ) {}

  depositUpdated(userId: number, deposit: DepositView): void {
    this.desk.changed({ queue: 'deposits', id: deposit.id, status: deposit.status });
    this.owner.depositUpdated(userId, deposit);
  }

  withdrawalUpdated(userId: number, withdrawal: WithdrawalView): void {
    this.desk.changed({ queue: 'withdrawals', id: withdrawal.id, status: withdrawal.status });
    this.owner.withdrawalUpdated(userId, withdrawal);
  }

  verificationUpdated(userId: number, event: VerificationUpdatedEvent): void {
    this.desk.changed({ queue: 'verifications', id: event.id, status: event.status });
    this.owner.verificationUpdated(userId, event);
  }

  balance(userId: number, balances: BalanceEvent): void {
    this.owner.balance(userId, balances);
  }
}
