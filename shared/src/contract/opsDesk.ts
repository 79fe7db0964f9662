// The ops console's live desk: on the `/ops` namespace (opsFeed.ts), the server tells every console
// that can see a review queue when one of its items changed, whoever changed it: a trader's new
// request, another ops user's decision. The console refetches what it shows; the event carries
// no personal data, only which item and its status now. The consoles of those who manage ops
// accounts also hear of every account that may now log in (created, or enabled again), by whom:
// a second account made by one of them is seen by all of them at once.
import { z } from 'zod';
import { ADMIN_ROLES, type AdminRole } from './admin';
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

/** The ways an ops account comes to be able to log in. */
export const OPS_ACCOUNT_ADMISSIONS = ['created', 'enabled'] as const;
export type OpsAccountAdmission = (typeof OPS_ACCOUNT_ADMISSIONS)[number];

/** An ops account that may now log in, and the superadmin who let it. */
export const opsAccountAdmittedEvent = z.object({
  change: z.enum(OPS_ACCOUNT_ADMISSIONS),
  account: z.object({ id: z.number().int(), username: z.string(), role: z.enum(ADMIN_ROLES) }),
  by: z.object({ id: z.number().int(), username: z.string() }),
});
export type OpsAccountAdmittedEvent = z.infer<typeof opsAccountAdmittedEvent>;

/** The roles whose consoles hear of admitted ops accounts: those that manage them. */
export const OPS_ACCOUNT_WATCHERS: readonly AdminRole[] = OPS_PERMISSIONS.manageOpsAccounts;

/** Every server → client event of the `/ops` namespace with its payload's schema. */
export const opsServerEvents = {
  'desk:changed': deskChangedEvent,
  'ops-account:admitted': opsAccountAdmittedEvent,
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
