-- 012 deposits: the channels traders pay in through, and their deposit requests.
--
-- deposit_channels  an ops setting: a bank account (bank, branch, holder, number) or the
--                   platform's coin address on one network, with the smallest and largest amount
--                   (cents) one request may be, and whether it is on. The demo seed adds a few.
-- deposits          one request: amount (cents) and channel, the instructions shown when it was
--                   made (a channel may change later), the trader's transaction hash and proof
--                   image, and its review. status leaves 'pending' a single time: to 'confirmed'
--                   (the amount is credited to `available` by a ledger row of kind 'deposit' citing
--                   the deposit, in the transaction that changed the status) or to 'rejected' with
--                   the reason. proof_upload_id names an image of the upload pipeline; it carries
--                   no foreign key yet because that pipeline's table is settling in parallel.
-- Idempotent requests go through idempotency_keys (002), scoped per trader.

CREATE TABLE deposit_channels (
  id              bigserial   PRIMARY KEY,
  name            text        NOT NULL,
  kind            text        NOT NULL CHECK (kind IN ('bank', 'crypto')),
  -- What the trader is shown: {kind, bankName, branchName, accountName, accountNumber} for a bank,
  -- {kind, coin, network, address} for a coin; checked by the shared contract's schema.
  instructions    jsonb       NOT NULL CHECK (instructions ->> 'kind' = kind),
  min_amount      bigint      NOT NULL CHECK (min_amount > 0),
  max_amount      bigint      NOT NULL,
  enabled         boolean     NOT NULL DEFAULT true,
  sort_order      integer     NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (max_amount >= min_amount)
);

CREATE TABLE deposits (
  id               bigserial   PRIMARY KEY,
  user_id          bigint      NOT NULL REFERENCES users (id),
  channel_id       bigint      NOT NULL REFERENCES deposit_channels (id),
  channel_name     text        NOT NULL,
  amount           bigint      NOT NULL CHECK (amount > 0),
  instructions     jsonb       NOT NULL,
  tx_hash          text,
  proof_upload_id  bigint,
  status           text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
  reject_reason    text,
  reviewed_by      bigint      REFERENCES admins (id),
  reviewed_at      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (reviewed_at IS NULL)),
  CHECK ((status = 'pending') = (reviewed_by IS NULL)),
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL))
);
CREATE INDEX deposits_user_idx ON deposits (user_id, id DESC);
CREATE INDEX deposits_status_idx ON deposits (status, id);
