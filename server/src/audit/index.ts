// The audit log: who did which ops action, from where, in the same transaction as the action.
// Below every domain and above platform/ only, so any domain records its ops actions here.
// Who acted is read from the request by mountRoute and handed to ops handlers as `actor`.
export type { Actor } from '../platform/http/requestTypes';
export { listAuditLog, writeAuditLog, type AuditEntry, type AuditLogFilter, type AuditRow } from './auditLog';
export { opsAccountsLinked, OPS_LINK_DAYS } from './opsAccountLinks';
