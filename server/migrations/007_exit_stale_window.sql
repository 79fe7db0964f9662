-- 007 exit stale window: the stale window a settlement applied (rule S9 of
-- server/src/orders/SPEC.md), kept on the order so anyone can re-derive its outcome later even
-- after the setting changes.
--
-- orders.feed_stale_ms   milliseconds; an exit tick older than this at expiry means the feed was
--                        down at expiry and the order was voided. NULL on orders settled before
--                        the rule existed (no such check applied to them).

ALTER TABLE orders ADD COLUMN feed_stale_ms integer CHECK (feed_stale_ms > 0);
