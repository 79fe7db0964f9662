-- 008 product sandbox: a product ops replay recorded prices into, kept apart from real money
-- (the Sandbox rules SB1–SB4 of server/src/orders/SPEC.md).
--
-- products.sandbox      true while the product may be fed by a replay or by quotes ops push
--                       through the ops channel; it then accepts demo orders only. It turns on
--                       only with no real-balance order open and off only with no order open.
-- products.feed_set_by  the ops username who last chose the product's feed source (null for the
--                       seeded catalogue), so ticks of an ops-started replay can name who started it.
--
-- A replay source outside the sandbox is what this closes: any product still set to one goes
-- back to the simulator, and a check keeps replays inside the sandbox from now on.

ALTER TABLE products
  ADD COLUMN sandbox     boolean NOT NULL DEFAULT false,
  ADD COLUMN feed_set_by text;

UPDATE products SET feed_source = 'simulator', feed_options = '{}', updated_at = now()
WHERE feed_source = 'replay';

ALTER TABLE products
  ADD CONSTRAINT products_replay_only_in_sandbox CHECK (sandbox OR feed_source <> 'replay');
