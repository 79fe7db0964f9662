-- 033 early-close terms (server/src/orders/SPEC.md E4): a product's terms of selling an order
-- before its expiry, null while early close is off; and the terms an order was placed under,
-- which it keeps whatever ops change later. Running it again changes nothing.
ALTER TABLE products ADD COLUMN IF NOT EXISTS early_close jsonb;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS early_close jsonb;
