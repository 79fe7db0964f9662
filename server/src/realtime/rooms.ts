import type { DeskQueue } from '@tempo/shared';

/** Socket.IO room names, in one place. */
export const rooms = {
  /** The sockets subscribed to one set of symbols (quotes/SubscriptionGroups.ts). */
  quotes: (subscriptionKey: string) => `q:${subscriptionKey}`,
  /** One user's own events (orders, balance), on whichever node their sockets are. */
  user: (userId: number) => `user:${userId}`,
  /** The ops consoles whose role may read one review queue (`/ops` namespace). */
  desk: (queue: DeskQueue) => `desk:${queue}`,
  /** Every console of one ops account, and the consoles of one ops session (`/ops` namespace). */
  opsAdmin: (adminId: number) => `ops-admin:${adminId}`,
  opsSession: (sessionId: number) => `ops-session:${sessionId}`,
  /** The consoles of the roles that manage ops accounts (`/ops` namespace). */
  opsAccounts: 'ops-accounts',
};
