-- recordRightGuess: a reserved try was right. Refunds it, forgets this address's wrong tries on
-- the account, and remembers the address as the owner's.
--
-- Steps: delete the pair's count; take the try back from the account's count (deleting it at
-- zero); add the address to the known ones with this login's time, dropping those older than
-- the memory and the oldest past the number kept.
--
-- KEYS[1]  guess:<kind>:<subject>:address:<ip>   wrong tries on this account from this address
-- KEYS[2]  guess:address:<ip>                    unused: the address's count took nothing for a
--                                                right try (passed so every key is declared)
-- KEYS[3]  guess:<kind>:<subject>:count          wrong tries on this account
-- KEYS[4]  guess:<kind>:<subject>:known          addresses the owner logged in from
-- ARGV[1]  address
-- ARGV[2]  now, epoch ms
-- ARGV[3]  how long an address stays known, s
-- ARGV[4]  addresses kept
--
-- Returns 1.
--
-- Atomic because a concurrent reservation must see either the try still counted or everything
-- refunded, never the account's count taken back while the pair's still stands or the reverse.
redis.call('DEL', KEYS[1])
if redis.call('DECR', KEYS[3]) <= 0 then redis.call('DEL', KEYS[3]) end
local now, keepSeconds = tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZADD', KEYS[4], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now - keepSeconds * 1000)
redis.call('ZREMRANGEBYRANK', KEYS[4], 0, -tonumber(ARGV[4]) - 1)
redis.call('EXPIRE', KEYS[4], keepSeconds)
return 1
