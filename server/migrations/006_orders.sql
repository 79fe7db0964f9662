-- 006 orders: countdown orders and the demo balance they can be placed on.
--
-- balances.demo     a practice balance (10,000.00 to start), moved only by demo orders and
--                   resets; ledgered like real money so its books reconcile the same way.
-- orders            one countdown order: stake, entry tick, expiry, and once settled (exactly
--                   once: status leaves 'open' a single time) the exit tick, payout and profit.
--                   audit_ticks keeps the ticks around entry and exit for anyone to check.

ALTER TABLE balances ADD COLUMN demo bigint NOT NULL DEFAULT 0 CHECK (demo >= 0);
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_bucket_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_bucket_check
  CHECK (bucket IN ('available', 'frozen', 'savings', 'demo'));

-- Users who registered before demo trading get their practice balance here, ledgered as a grant.
-- (From now on registration grants it through the ledger module.)
UPDATE balances SET demo = 1000000;
INSERT INTO ledger_entries (user_id, bucket, kind, amount, balance_after, ref_type, ref_id)
SELECT user_id, 'demo', 'demo_grant', 1000000, 1000000, 'user', user_id::text FROM balances;

CREATE TABLE orders (
  id               bigserial   PRIMARY KEY,
  user_id          bigint      NOT NULL REFERENCES users (id),
  account          text        NOT NULL CHECK (account IN ('real', 'demo')),
  symbol           text        NOT NULL REFERENCES products (symbol),
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
