-- 020 ops accounts: one ops username whatever its letter case, and the indexes behind the ops
-- account list and the audit log's filters.
--
-- admins_username_lower_key   ops usernames are unique whatever their case ("Alice" and "alice"
--                             would be two people to the audit log but one to a reader). Kept as
--                             typed in admins.username, whose own UNIQUE (003) stays. Fails on a
--                             database already holding two names that differ only in case: rename
--                             one first.
-- admin_sessions_admin_idx    an admin's sessions, newest first: ending them all when the account
--                             is disabled or its password reset, and its last login for the list.
-- audit_log_admin_idx         what one admin did, newest first (`adminId` or `admin` filter).
-- audit_log_action_idx        one action, or every action under a prefix (`action LIKE 'withdrawal.%'`
--                             reads a range whatever the database's collation, hence
--                             text_pattern_ops), newest first.
-- audit_log_created_idx       a time window (`from`, `to`).

CREATE UNIQUE INDEX admins_username_lower_key ON admins (lower(username));
CREATE INDEX admin_sessions_admin_idx ON admin_sessions (admin_id, created_at DESC);
CREATE INDEX audit_log_admin_idx ON audit_log (admin_id, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action text_pattern_ops, id DESC);
CREATE INDEX audit_log_created_idx ON audit_log (created_at);
