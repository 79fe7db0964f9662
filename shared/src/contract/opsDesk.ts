// The ops console's live desk: on the `/ops` namespace (opsFeed.ts), the server tells every console
// that can see a review queue when one of its items changed, whoever changed it: a trader's new
// request, another ops user's decision. The console refetches what it shows; the event carries
// no personal data, only which item and its status now.
import { z } from 'zod';
import type { AdminRole } from './admin';
import { OPS_PERMISSIONS } from './opsPermissions';

export const DESK_QUEUES = ['deposits', 'withdrawals', 'verifications'] as const;
export type DeskQueue = (typeof DESK_QUEUES)[number];

export const deskChangedEvent = z.object({
  queue: z.enum(DESK_QUEUES),
  id: z.number().int(),
  /** The item's status after the change (a withdrawal's first of two approvals leaves it under review). */
  status: z.string(),
});
export type DeskChangedEvent = z.infer<typeof deskChangedEvent>;

/** Every server → client event of the `/ops` namespace with its payload's schema. */
export const opsServerEvents = {
  'desk:changed': deskChangedEvent,
};

export type OpsServerToClientEvents = {
  [E in keyof typeof opsServerEvents]: (payload: z.input<(typeof opsServerEvents)[E]>) => void;
};

/** The roles that see each queue live: those that may read it (the route table says the same). */
export const DESK_QUEUE_READERS: Record<DeskQueue, readonly AdminRole[]> = {
  deposits: OPS_PERMISSIONS.viewCashier,
  withdrawals: OPS_PERMISSIONS.viewCashier,
  verifications: OPS_PERMISSIONS.reviewVerifications,
};

/** `GET /admin/desk`: how many items wait in each queue; null for a queue the role may not read. */
export const deskCounts = z.object({
  deposits: z.number().int().nullable(),
  withdrawals: z.number().int().nullable(),
  verifications: z.number().int().nullable(),
});
export type DeskCounts = z.infer<typeof deskCounts>;
