-- refundPlacementRate: gives back one count of an owner's second that still exists (a counted
-- request turned out to repeat a placed order, or was refused for the rate).
--
-- KEYS[1]  orders:rate:<user id>:<epoch second>   the owner's count of orders in that second
--
-- Returns 1 when given back, 0 when the second's count had lapsed already.
--
-- Atomic because a count that lapses between a separate EXISTS and DECR would be recreated at
-- -1 with no expiry: a key that Redis would keep for good.
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) return 1 end
return 0
