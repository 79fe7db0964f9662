-- mirrorFeedFence: a new leader of a symbol's feed mirrors its fence token into Redis, where
-- publishTick.lua compares it, and extends its lease; only if it still holds the lease.
--
-- Steps: compare the lease's owner with the caller (the lease may have run out while PostgreSQL
-- raised the fence, and another process taken it: change nothing); store the token; extend the
-- lease.
--
-- KEYS[1]  feed:lock:<symbol>    the lease (holds its owner)
-- KEYS[2]  feed:fence:<symbol>   fence token of the newest leadership
-- ARGV[1]  the caller's owner id
-- ARGV[2]  the fence token PostgreSQL handed the caller (archive/tickJournal.ts)
-- ARGV[3]  the lease's length, ms
--
-- Returns 1 when mirrored, 0 when the caller no longer holds the lease.
--
-- Atomic because the owner check and the writes must see one state: between a separate GET and
-- SET, a newer leader could mirror its token and have it overwritten by this older one.
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[2], ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return 1
end
return 0
