-- 001 accounts: users, their account opening codes and their login sessions.
--
-- users            one row per trader; both passwords stored only as argon2id hashes.
-- opening_codes    codes a newcomer must present to register: each user owns exactly one
--                  (owner_user_id) to share, and ops can issue more (issued_by_admin_id).
-- user_sessions    login sessions; the token itself is never stored, only its SHA-256.

CREATE TABLE users (
  id                     bigserial PRIMARY KEY,
  account                text        NOT NULL CHECK (account ~ '^\w{6,12}$'),
  nickname               text        NOT NULL,
  phone                  text        NOT NULL,
  password_hash          text        NOT NULL,
  transaction_password_hash text     NOT NULL,
  inviter_id             bigint      REFERENCES users (id),
  registered_with_code   text        NOT NULL,
  credit_score           integer     NOT NULL DEFAULT 100 CHECK (credit_score BETWEEN 0 AND 1000),
  verified               boolean     NOT NULL DEFAULT false,
  disabled_at            timestamptz,
  created_at             timestamptz NOT NULL DEFAULT now()
);
-- Accounts are unique regardless of letter case, so "Alice01" cannot shadow "alice01".
CREATE UNIQUE INDEX users_account_key ON users (lower(account));
CREATE INDEX users_inviter_idx ON users (inviter_id);

CREATE TABLE opening_codes (
  code                text        PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{6,16}$'),
  owner_user_id       bigint      UNIQUE REFERENCES users (id),
  issued_by_admin_id  bigint,
  disabled_at         timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (owner_user_id IS NULL OR issued_by_admin_id IS NULL)
);

CREATE TABLE user_sessions (
  id           bigserial   PRIMARY KEY,
  user_id      bigint      NOT NULL REFERENCES users (id),
  token_hash   bytea       NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  ip           text,
  user_agent   text
);
CREATE INDEX user_sessions_user_idx ON user_sessions (user_id) WHERE revoked_at IS NULL;
