-- 034 order sales (server/src/orders/SPEC.md E5): an open order sold before its expiry leaves
-- 'open' as 'sold', once, like a settlement. settled_at is the moment of the sale, exit_ts and
-- exit_price the tick it was priced on, payout the price credited and profit the price less the
-- stake; `sale` keeps the price's every input, so anyone can recompute it from the tick archive.
-- Running it again changes nothing.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS sale jsonb;
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('open', 'won', 'lost', 'draw', 'void', 'sold'));
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_sale_check;
ALTER TABLE orders ADD CONSTRAINT orders_sale_check CHECK ((status = 'sold') = (sale IS NOT NULL));
