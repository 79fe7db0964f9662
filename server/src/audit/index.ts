// The audit log: who did which ops action, from where, in the same transaction as the action.
// Below every domain and above platform/ only, so any domain records its ops actions here.
export { actorOf, type Actor } from './actorOf';
export { listAuditLog, writeAuditLog, type AuditEntry, type AuditLogFilter, type AuditRow } from './auditLog';
export { opsAccountsLinked, OPS_LINK_DAYS } from './opsAccountLinks';
