// The ops desk: how many items wait in each review queue, counted only for the queues the caller's
// role may read (the console shows these as badges beside each queue). The queues are the
// cashier's and kyc's, which audit through this domain: their counts come in through a port that
// app/ wires, not by import.
import { DESK_QUEUE_READERS, routes, type DeskQueue } from '@tempo/shared';
import { mountRoute, type TableRouter } from '../platform/http/mountRoute';
import type { AuthAdmin } from '../platform/http/requestTypes';

/** How many items wait in each review queue. */
export type DeskCounters = Record<DeskQueue, () => Promise<number>>;

export function mountDeskRoutes(router: TableRouter, counters: DeskCounters): void {
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
