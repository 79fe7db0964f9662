-- 031 sign-ins: every sign-in to a trader's account and every failed one, for the trader's own
-- history (the last 90 days) and the ops console's user page.
--
-- sign_ins      one attempt at a known account: when, from which address and user agent, the
--               device as people name it ("Chrome 131 on Android 14"), and `device_key`, what
--               "the same device" means when a sign-in from a new one is announced: browser, system
--               and model without their versions, so an update is not a new device. `method` is how
--               the first step was passed (password or passkey), `second_factor` the second step
--               when there was one. An attempt at an account that does not exist is not recorded.
--               Rows older than 90 days are of no use to anyone and are trimmed per trader as they
--               sign in again (accounts/signIns/recordSignIn.ts).
-- inbox_messages.reference_type takes 'sign_in': the new-device message names the sign-in it is
--               about, so it is stored once and opens the trader's security page.
--
-- Running it again changes nothing.
CREATE TABLE IF NOT EXISTS sign_ins (
  id            bigserial   PRIMARY KEY,
  user_id       bigint      NOT NULL REFERENCES users (id),
  at            timestamptz NOT NULL DEFAULT now(),
  ip            text,
  user_agent    text,
  device        text        NOT NULL,
  device_key    text        NOT NULL,
  method        text        NOT NULL CHECK (method IN ('password', 'passkey')),
  second_factor text        CHECK (second_factor IN ('totp', 'passkey', 'recovery-code')),
  succeeded     boolean     NOT NULL
);

-- The trader's history and the ops page, newest first; the new-device check reads it too.
CREATE INDEX IF NOT EXISTS sign_ins_user_at_idx ON sign_ins (user_id, at DESC);

ALTER TABLE inbox_messages DROP CONSTRAINT IF EXISTS inbox_messages_reference_type_check;
ALTER TABLE inbox_messages ADD CONSTRAINT inbox_messages_reference_type_check
  CHECK (reference_type IN ('deposit', 'withdrawal', 'verification', 'sign_in'));
