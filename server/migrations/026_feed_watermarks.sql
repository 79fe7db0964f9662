-- 026 feed watermarks: a feed leader may say "every tick of this symbol stamped at or before W is
-- written and published" (rule S11 of server/src/orders/SPEC.md), so an order expiring at or
-- before W settles without waiting for the next tick. The promise binds every later tick, whoever
-- publishes it, so it is kept beside the fence it was made under: a new leader reads it on taking
-- the lead and stamps its ticks after it. Running it again changes nothing.
ALTER TABLE feed_fences ADD COLUMN IF NOT EXISTS watermark bigint NOT NULL DEFAULT 0;
