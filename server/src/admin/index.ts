// Ops: admin accounts and sessions, user support actions and the audit log.
export { adminRouter } from './routes';
export type { AdminNotifier, OpsAccessEnded } from './AdminNotifier';
export { findSessionAdmin, opsTokenOfCookie, requireAdmin } from './adminSessions';
export { writeAuditLog } from './auditLog';
export { opsAccountsLinked, OPS_LINK_DAYS } from './opsAccountLinks';
export { actorOf } from './actorOf';
export type { Actor } from './commands/actor';
export { observabilityRouter } from './opsObservability';
export { claimProductFeed, recordFeedRelease } from './commands/claimProductFeed';
export type { DeskCounters } from './deskRoutes';
