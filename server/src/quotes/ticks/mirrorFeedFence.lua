-- mirrorFeedFence: a new leader of a symbol's feed mirrors its fence token into Redis, where
-- publishTick.lua compares it, and takes the lease; unless a newer token is mirrored already.
--
-- Steps: compare the token with the one mirrored (a newer leadership may have raised and mirrored
-- its own while PostgreSQL answered this one: change nothing); store the token; take the lease.
-- Tokens come from PostgreSQL in the order leaderships began, so the newest one mirrored is the
-- newest leadership's, and the lease's owner is that leader, whoever held the lease before.
--
-- KEYS[1]  feed:lock:<symbol>    the lease (holds its owner)
-- KEYS[2]  feed:fence:<symbol>   fence token of the newest leadership
-- ARGV[1]  the caller's owner id
-- ARGV[2]  the fence token PostgreSQL handed the caller (archive/tickJournal.ts)
-- ARGV[3]  the lease's length, ms
--
-- Returns 1 when mirrored, 0 when a newer token is.
--
-- Atomic because the comparison and the writes must see one state: between a separate GET and
-- SET, a newer leader could mirror its token and have it overwritten by this older one.
local mirrored = redis.call('GET', KEYS[2])
if mirrored and tonumber(mirrored) > tonumber(ARGV[2]) then
  return 0
end
redis.call('SET', KEYS[2], ARGV[2])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
return 1
