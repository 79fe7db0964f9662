// The ops desk: how many items wait in each review queue, counted only for the queues the caller's
// role may read (the console shows these as badges beside each queue).
import { DESK_QUEUE_READERS, routes, type DeskQueue } from '@tempo/shared';
import { countPendingDeposits, countWithdrawalsUnderReview } from '../cashier';
import { countPendingVerifications } from '../kyc';
import type { AppContext } from '../platform/context';
import { mountRoute, type TableRouter } from '../platform/http/mountRoute';
import type { AuthAdmin } from '../platform/http/requestTypes';

export function mountDeskRoutes(ctx: AppContext, router: TableRouter): void {
  const counters: Record<DeskQueue, () => Promise<number>> = {
    deposits: () => countPendingDeposits(ctx.db),
    withdrawals: () => countWithdrawalsUnderReview(ctx.db),
    verifications: () => countPendingVerifications(ctx.db),
  };
  const countFor = (admin: AuthAdmin, queue: DeskQueue) =>
    DESK_QUEUE_READERS[queue].includes(admin.role) ? counters[queue]() : null;

  mountRoute(router, routes.desk.counts, async ({ admin }) => {
    const [deposits, withdrawals, verifications] = await Promise.all([
      countFor(admin, 'deposits'),
      countFor(admin, 'withdrawals'),
      countFor(admin, 'verifications'),
    ]);
    return { deposits, withdrawals, verifications };
  });
}
