-- claimPlacementKey: claims an order's idempotency key for this request, counting the request
-- against its owner's rate of orders per second; a repeat of a claimed key is neither counted nor
-- refused for the rate (rule P5 of SPEC.md, placementKeys.ts).
--
-- Steps: a key already claimed or placed answers its state (a repeat); otherwise count the
-- request in its second (the count lapses after 2 s); over the rate, refuse without claiming;
-- else claim the key as pending.
--
-- KEYS[1]  orders:key:<user id>:<idempotency key>    the key's claim ('pending' while placing,
--                                                    'placed' after)
-- KEYS[2]  orders:rate:<user id>:<epoch second>      the owner's count of orders in this second
-- ARGV[1]  how long a claim lasts unanswered, ms
-- ARGV[2]  orders allowed per user per second
--
-- Returns 'pending' or 'placed' (the claim found: a repeat, not counted), 'limited' (over the
-- rate, nothing claimed) or 'claimed'.
--
-- Atomic because two copies of one request arriving together must not both find the key free
-- and both be counted, nor both claim it: exactly one is the first.
local state = redis.call('GET', KEYS[1])
if state then return state end
local count = redis.call('INCR', KEYS[2])
if count == 1 then redis.call('EXPIRE', KEYS[2], 2) end
if count > tonumber(ARGV[2]) then return 'limited' end
redis.call('SET', KEYS[1], 'pending', 'PX', ARGV[1])
return 'claimed'
