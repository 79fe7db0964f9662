-- 015 savings: the savings balance (Yu'ebao, DESIGN §5). Money sits in the ledger's `savings`
-- bucket (confirmed + pending shares); these tables say which part is pending, which days are
-- trading days, what rate applies, and which day rolls have run. All days are calendar days of the
-- platform's time zone (PLATFORM_TZ); amounts in cents.
--
-- savings_holidays   weekdays that are not trading days (weekends never are). Edited by ops,
--                    audited; a day already rolled never changes.
-- savings_rates      the daily rate in parts per billion from a day on; the row with the latest
--                    effective_from <= D gives day D's rate. A default row is seeded at start from
--                    SAVINGS_DAILY_RATE_PPB when the table is empty.
-- savings_lots       one per move in: pending until the roll of confirm_day sets confirmed_at.
--                    Pending shares = the sum of a user's lots with confirmed_at NULL; confirmed
--                    shares = the savings bucket less that.
-- savings_transfers  every move in and out (ledger ref 'savings_transfer'), with the platform day
--                    it counts against for the per-day limit.
-- savings_earnings   a user's earnings of one day, credited at the next day's roll (ledger ref
--                    'savings_roll', the roll's day). One row per user and day, so a day pays once.
-- savings_rolls      one per day rolled: the roll of day D pays D-1's earnings and confirms the
--                    lots due by D. Its row is the proof the day ran: a second run finds it and
--                    pays nothing.

CREATE TABLE savings_holidays (
  day   date PRIMARY KEY,
  name  text NOT NULL
);

CREATE TABLE savings_rates (
  effective_from  date   PRIMARY KEY,
  daily_rate_ppb  bigint NOT NULL CHECK (daily_rate_ppb >= 0)
);

CREATE TABLE savings_lots (
  id            bigserial   PRIMARY KEY,
  user_id       bigint      NOT NULL REFERENCES users (id),
  amount        bigint      NOT NULL CHECK (amount > 0),
  trade_day     date        NOT NULL,
  confirm_day   date        NOT NULL CHECK (confirm_day > trade_day),
  created_at    timestamptz NOT NULL DEFAULT now(),
  confirmed_at  timestamptz
);
-- The roll's "lots due by D" and a user's pending sum read only the pending lots.
CREATE INDEX savings_lots_due_idx ON savings_lots (confirm_day) WHERE confirmed_at IS NULL;
CREATE INDEX savings_lots_pending_idx ON savings_lots (user_id) WHERE confirmed_at IS NULL;
-- A user's confirmations, newest first, for the savings records.
CREATE INDEX savings_lots_confirmed_idx ON savings_lots (user_id, confirmed_at DESC, id DESC)
  WHERE confirmed_at IS NOT NULL;

CREATE TABLE savings_transfers (
  id            bigserial   PRIMARY KEY,
  user_id       bigint      NOT NULL REFERENCES users (id),
  direction     text        NOT NULL CHECK (direction IN ('in', 'out')),
  amount        bigint      NOT NULL CHECK (amount > 0),
  platform_day  date        NOT NULL,
  lot_id        bigint      REFERENCES savings_lots (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((direction = 'in') = (lot_id IS NOT NULL))
);
CREATE INDEX savings_transfers_day_idx ON savings_transfers (user_id, platform_day);
CREATE INDEX savings_transfers_user_idx ON savings_transfers (user_id, created_at DESC, id DESC);

CREATE TABLE savings_earnings (
  user_id     bigint      NOT NULL REFERENCES users (id),
  day         date        NOT NULL,
  amount      bigint      NOT NULL CHECK (amount > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);

CREATE TABLE savings_rolls (
  day             date        PRIMARY KEY,
  ran_at          timestamptz NOT NULL DEFAULT now(),
  confirmed_lots  integer     NOT NULL DEFAULT 0,
  earnings_users  integer     NOT NULL DEFAULT 0,
  earnings_total  bigint      NOT NULL DEFAULT 0
);
