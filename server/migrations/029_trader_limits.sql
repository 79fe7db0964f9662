-- 029 trader limits (server/src/limits/SPEC.md): the limits a trader sets on their own deposits,
-- losses, stakes and open orders. A row per limit set; a looser value waits in `pending_value`
-- until `pending_applies_at` (L2), after which it is the limit (L3) without anyone writing it.
-- Running it again changes nothing.
CREATE TABLE IF NOT EXISTS trader_limits (
  user_id bigint NOT NULL REFERENCES users (id),
  key text NOT NULL,
  value bigint CHECK (value > 0),
  pending_value bigint CHECK (pending_value > 0),
  pending_applies_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key),
  CHECK (key IN ('depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'lossWeek', 'lossMonth',
                 'stakeDay', 'stakeWeek', 'stakeMonth', 'orderStake', 'openOrders')),
  -- A pending removal has no value but a time.
  CHECK (pending_value IS NULL OR pending_applies_at IS NOT NULL)
);
