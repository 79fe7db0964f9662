// Whether two ops accounts vouch for each other: the two approvals of a maker–checker withdrawal
// must come from accounts that are independent, or one superadmin could create a second account
// and approve their own withdrawal as both.
//
// Read from the audit log rather than from the accounts' rows: every change of an ops account
// (create, enable, password reset, role) writes its entry in the same transaction as the change,
// so there is no change without its entry, and entries are only ever added, never updated or
// deleted. An account row keeps only its latest state (a created_by column would miss a later
// enable or reset by someone else), while the log keeps every change with who made it and when.
import type { Queryable } from '../platform/db/pool';

/** How far back (days) a change of one account by the other makes the two dependent. */
export const OPS_LINK_DAYS = 30;

/** The audit actions by which one ops account creates or takes over another. */
const VOUCHING_ACTIONS = [
  'ops_account.create',
  'ops_account.enable',
  'ops_account.password.reset',
  'ops_account.role',
];

/**
 * Whether either of the ops accounts `a` and `b` created, enabled, or reset the password or the
 * role of the other within the last OPS_LINK_DAYS days.
 */
export async function opsAccountsLinked(db: Queryable, a: number, b: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM audit_log
     WHERE target_type = 'ops_account'
       AND ((admin_id = $1::bigint AND target_id = $2::bigint::text)
         OR (admin_id = $2::bigint AND target_id = $1::bigint::text))
       AND action = ANY($3::text[])
       AND created_at > now() - make_interval(days => $4::int)
     LIMIT 1`,
    [a, b, VOUCHING_ACTIONS, OPS_LINK_DAYS],
  );
  return (rowCount ?? 0) > 0;
}
