-- 032 the second factor (server/src/accounts/twoFactor/SPEC.md): an authenticator app's secret,
-- passkeys, one-time recovery codes (their hashes only), and ops resets that take two ops users.
-- Running it again changes nothing.
CREATE TABLE IF NOT EXISTS user_totp (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  -- Base32, as the authenticator app was given it: codes are computed from it on each check.
  secret text NOT NULL,
  -- Null while enrolling: the app is on once its first code came back.
  confirmed_at timestamptz,
  -- The newest 30-second step a code was accepted for (2F3): an accepted code never works again.
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS user_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- SHA-256 of the code without its dashes: 60 random bits each, so a leaked table is no shortcut.
  code_hash bytea NOT NULL,
  used_at timestamptz,
  UNIQUE (user_id, code_hash)
);

CREATE TABLE IF NOT EXISTS user_passkeys (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- Base64url, as the browser names the credential; one credential belongs to one account.
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  -- The authenticator's signature counter, where it keeps one (a cloned key shows as a step back).
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX IF NOT EXISTS user_passkeys_user_idx ON user_passkeys (user_id);

CREATE TABLE IF NOT EXISTS second_factor_resets (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  requested_by bigint NOT NULL REFERENCES admins (id),
  reason text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  -- 'done' by a second ops user (never the one who asked), or 'withdrawn'.
  outcome text CHECK (outcome IN ('done', 'withdrawn')),
  decided_by bigint REFERENCES admins (id),
  decided_at timestamptz,
  CHECK (outcome IS DISTINCT FROM 'done' OR decided_by <> requested_by)
);
-- One reset at a time waits for its second ops user.
CREATE UNIQUE INDEX IF NOT EXISTS second_factor_resets_pending_idx
  ON second_factor_resets (user_id) WHERE outcome IS NULL;

-- The inbox tells a trader their second factor was reset, naming the reset it is about.
ALTER TABLE inbox_messages DROP CONSTRAINT IF EXISTS inbox_messages_reference_type_check;
ALTER TABLE inbox_messages ADD CONSTRAINT inbox_messages_reference_type_check
  CHECK (reference_type IN ('deposit', 'withdrawal', 'verification', 'sign_in', 'second_factor_reset'));
