// Ops: admin accounts and sessions, roles, user support actions and the ops routes (the audit
// log itself is audit/).
export { adminRouter } from './routes';
export type { AdminNotifier, OpsAccessEnded } from './AdminNotifier';
export { findSessionAdmin, opsTokenOfCookie, requireAdmin } from './adminSessions';
export { observabilityRouter } from './opsObservability';
export { claimProductFeed, recordFeedRelease } from './commands/claimProductFeed';
export type { DeskCounters } from './deskRoutes';
export { recordBalanceAdjustment } from './recordBalanceAdjustment';
export { findOpsAccountId, insertOpsAccount } from './opsAccountsRepo';
