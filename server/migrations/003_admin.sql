-- 003 admin: ops accounts with roles, their sessions, the audit log of everything they do, and
-- balance adjustments (the business record behind an ops ledger entry).

CREATE TABLE admins (
  id             bigserial   PRIMARY KEY,
  username       text        NOT NULL UNIQUE,
  password_hash  text        NOT NULL,
  role           text        NOT NULL CHECK (role IN ('superadmin', 'ops', 'support')),
  disabled_at    timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE opening_codes
  ADD CONSTRAINT opening_codes_issued_by_fkey FOREIGN KEY (issued_by_admin_id) REFERENCES admins (id);

CREATE TABLE admin_sessions (
  id           bigserial   PRIMARY KEY,
  admin_id     bigint      NOT NULL REFERENCES admins (id),
  token_hash   bytea       NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  ip           text,
  user_agent   text
);

CREATE TABLE audit_log (
  id           bigserial   PRIMARY KEY,
  admin_id     bigint      NOT NULL REFERENCES admins (id),
  action       text        NOT NULL,
  target_type  text        NOT NULL,
  target_id    text        NOT NULL,
  details      jsonb       NOT NULL DEFAULT '{}',
  ip           text,
  request_id   text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id DESC);

CREATE TABLE balance_adjustments (
  id          bigserial   PRIMARY KEY,
  user_id     bigint      NOT NULL REFERENCES users (id),
  admin_id    bigint      NOT NULL REFERENCES admins (id),
  bucket      text        NOT NULL,
  amount      bigint      NOT NULL CHECK (amount <> 0),
  reason      text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
