-- renewFeedLock: extends a symbol's feed lease, only while the caller still holds it.
--
-- KEYS[1]  feed:lock:<symbol>   the lease (holds its owner)
-- ARGV[1]  the caller's owner id
-- ARGV[2]  the lease's length, ms
--
-- Returns 1 when extended, 0 when the caller no longer holds the lease (leadership lost).
--
-- Atomic because a lease that runs out between a separate check and PEXPIRE may belong to another
-- process by then: the old leader would extend the new one's lease and be told it still leads.
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
