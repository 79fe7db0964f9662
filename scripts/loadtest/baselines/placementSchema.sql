-- placementSchema: the tables the pgbench placement baseline writes, created in a throwaway
-- database that the load test drops afterwards. The columns, checks and indexes of Tempo's
-- balances, ledger_entries and orders (migrations 002 and 006), without the foreign keys to
-- users and products, which this database does not have.
--
-- balances        one row per trader, funded far beyond what the run can spend.
-- ledger_entries  one row per stake.
-- orders          one row per placed countdown.

CREATE TABLE balances (
  user_id     bigint      PRIMARY KEY,
  available   bigint      NOT NULL DEFAULT 0 CHECK (available >= 0),
  frozen      bigint      NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  savings     bigint      NOT NULL DEFAULT 0 CHECK (savings >= 0),
  demo        bigint      NOT NULL DEFAULT 0 CHECK (demo >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id             bigserial   PRIMARY KEY,
  user_id        bigint      NOT NULL,
  bucket         text        NOT NULL CHECK (bucket IN ('available', 'frozen', 'savings', 'demo')),
  kind           text        NOT NULL,
  amount         bigint      NOT NULL CHECK (amount <> 0),
  balance_after  bigint      NOT NULL CHECK (balance_after >= 0),
  ref_type       text        NOT NULL,
  ref_id         text        NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, id DESC);
CREATE INDEX ledger_entries_ref_idx ON ledger_entries (ref_type, ref_id);

CREATE TABLE orders (
  id               bigserial   PRIMARY KEY,
  user_id          bigint      NOT NULL,
  account          text        NOT NULL CHECK (account IN ('real', 'demo')),
  symbol           text        NOT NULL,
  direction        text        NOT NULL CHECK (direction IN ('up', 'down')),
  amount           bigint      NOT NULL CHECK (amount > 0),
  duration_sec     integer     NOT NULL CHECK (duration_sec > 0),
  payout_bps       integer     NOT NULL CHECK (payout_bps > 0),
  idempotency_key  text        NOT NULL,
  entry_price      double precision NOT NULL,
  entry_ts         bigint      NOT NULL,
  expiry_ts        bigint      NOT NULL,
  status           text        NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'draw', 'void')),
  exit_price       double precision,
  exit_ts          bigint,
  payout           bigint      CHECK (payout >= 0),
  profit           bigint,
  settled_at       timestamptz,
  audit_ticks      jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key),
  CHECK (expiry_ts = entry_ts + duration_sec * 1000),
  CHECK ((status = 'open') = (settled_at IS NULL))
);
CREATE INDEX orders_open_expiry_idx ON orders (symbol, expiry_ts) WHERE status = 'open';
CREATE INDEX orders_user_idx ON orders (user_id, id DESC);
CREATE INDEX orders_user_open_idx ON orders (user_id) WHERE status = 'open';
CREATE INDEX orders_settled_idx ON orders (settled_at) WHERE audit_ticks IS NULL AND status <> 'open';
