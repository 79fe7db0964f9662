-- 011 withdrawals: the account a trader is paid out to, their withdrawal requests, and the ops
-- settings that bound them.
--
-- withdrawal_accounts  one per user: a bank card or a coin address (details as jsonb, shape
--                      checked by the contract and, for addresses, by the network's checksum).
--                      The trader binds it once; only ops change it afterwards (audited).
-- withdrawals          one per request. Money: amount + fee moved from available to frozen when
--                      requested (ledger ref 'withdrawal'), then paid out of frozen when approved
--                      or returned to available when rejected. account is a copy of the account at
--                      request time, so a later change by ops never redirects a pending payout.
--                      approvals_required is fixed at request time (2 above the maker–checker
--                      threshold); first_approver_id holds the maker until the checker decides.
-- withdrawal_settings  a single row: fee, limits, daily count, allowed hours (minutes of the
--                      platform's day), verification requirement, maker–checker threshold.

CREATE TABLE withdrawal_accounts (
  user_id     bigint      PRIMARY KEY REFERENCES users (id),
  kind        text        NOT NULL CHECK (kind IN ('bank', 'coin')),
  details     jsonb       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE withdrawals (
  id                    bigserial   PRIMARY KEY,
  user_id               bigint      NOT NULL REFERENCES users (id),
  amount                bigint      NOT NULL CHECK (amount > 0),
  fee                   bigint      NOT NULL CHECK (fee >= 0),
  account               jsonb       NOT NULL,
  status                text        NOT NULL DEFAULT 'under_review'
                                    CHECK (status IN ('under_review', 'successful', 'failed')),
  reason                text,
  approvals_required    smallint    NOT NULL CHECK (approvals_required IN (1, 2)),
  first_approver_id     bigint      REFERENCES admins (id),
  decided_by_admin_id   bigint      REFERENCES admins (id),
  created_at            timestamptz NOT NULL DEFAULT now(),
  decided_at            timestamptz,
  CHECK ((status = 'under_review') = (decided_at IS NULL)),
  CHECK (status <> 'failed' OR reason IS NOT NULL)
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, id DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, id DESC);

CREATE TABLE withdrawal_settings (
  singleton              boolean     PRIMARY KEY DEFAULT true CHECK (singleton),
  fee_fixed              bigint      NOT NULL CHECK (fee_fixed >= 0),
  fee_bps                integer     NOT NULL CHECK (fee_bps BETWEEN 0 AND 10000),
  min_amount             bigint      NOT NULL CHECK (min_amount > 0),
  max_amount             bigint      NOT NULL CHECK (max_amount >= min_amount),
  daily_count            integer     NOT NULL CHECK (daily_count > 0),
  open_minute            integer     NOT NULL CHECK (open_minute BETWEEN 0 AND 1439),
  close_minute           integer     NOT NULL CHECK (close_minute BETWEEN 0 AND 1439),
  verification_required  boolean     NOT NULL,
  dual_approval_above    bigint      CHECK (dual_approval_above > 0),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
-- Defaults: no fee, 10.00 to 50,000.00, three a day, all day, verification required, two
-- approvals above 10,000.00.
INSERT INTO withdrawal_settings (fee_fixed, fee_bps, min_amount, max_amount, daily_count,
                                 open_minute, close_minute, verification_required, dual_approval_above)
VALUES (0, 0, 1000, 5000000, 3, 0, 0, true, 1000000);
