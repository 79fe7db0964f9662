-- 002 ledger: balances in cents and the append-only ledger that explains every change to them.
--
-- balances          one row per user: available, frozen and savings buckets, never negative.
-- ledger_entries    one row per change of one bucket: signed amount, the bucket's balance after
--                   it, and the business record that caused it (ref_type, ref_id). Only the
--                   ledger module writes here. Invariant: each bucket equals the sum of its rows.
-- idempotency_keys  the first answer to each money-moving request, so a repeat moves nothing.

CREATE TABLE balances (
  user_id     bigint      PRIMARY KEY REFERENCES users (id),
  available   bigint      NOT NULL DEFAULT 0 CHECK (available >= 0),
  frozen      bigint      NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  savings     bigint      NOT NULL DEFAULT 0 CHECK (savings >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id             bigserial   PRIMARY KEY,
  user_id        bigint      NOT NULL REFERENCES users (id),
  bucket         text        NOT NULL CHECK (bucket IN ('available', 'frozen', 'savings')),
  kind           text        NOT NULL,
  amount         bigint      NOT NULL CHECK (amount <> 0),
  balance_after  bigint      NOT NULL CHECK (balance_after >= 0),
  ref_type       text        NOT NULL,
  ref_id         text        NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, id DESC);
CREATE INDEX ledger_entries_ref_idx ON ledger_entries (ref_type, ref_id);

CREATE TABLE idempotency_keys (
  scope         text        NOT NULL,
  key           text        NOT NULL,
  request_hash  text        NOT NULL,
  http_status   integer,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
