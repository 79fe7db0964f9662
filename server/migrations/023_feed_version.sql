-- 023 feed version: a number for the settings that shape a product's prices, so each archived
-- tick can say which settings produced it, and the time its feed source last changed, so a
-- product leaves the sandbox only once its feed has switched (rules SB6, SB7 of
-- server/src/orders/SPEC.md).
--
-- products.feed_version  starts at 1 and goes up by one in the same UPDATE as any change of the
--                        feed source, its options (an exchange stream's url and symbol, a
--                        replay's recording, speed and loop) or a price-shaping setting (the
--                        precision, the simulator's start price, volatility and tick volume).
--                        Nothing else changes it, and it never goes down.
-- products.feed_set_at   when the feed source or its options last changed (null for the seeded
--                        catalogue): the feed leader's report must be newer for the product to
--                        leave the sandbox.

ALTER TABLE products
  ADD COLUMN feed_version integer NOT NULL DEFAULT 1 CHECK (feed_version >= 1),
  ADD COLUMN feed_set_at  timestamptz;
