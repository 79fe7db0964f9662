// Ops: admin accounts and sessions, user support actions and the audit log.
export { adminRouter } from './routes';
export { findSessionAdmin, requireAdmin } from './adminSessions';
export { writeAuditLog } from './auditLog';
export { claimProductFeed } from './commands/claimProductFeed';
