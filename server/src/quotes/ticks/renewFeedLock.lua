-- renewFeedLock: extends a symbol's feed lease while the caller still holds it, or sets it again
-- when it ran out with no one else taking it.
--
-- KEYS[1]  feed:lock:<symbol>   the lease (holds its owner)
-- ARGV[1]  the caller's owner id
-- ARGV[2]  the lease's length, ms
--
-- Returns 1 when extended, 0 when another process holds the lease (leadership lost).
--
-- The lease mirrors who leads; the leader session in PostgreSQL (feed/LeaderSession.ts) decides
-- it. A leader starved past the lease still holds its session, and no standby can have taken the
-- lease without taking the session first: a lease found empty is still the caller's.
--
-- Atomic because between a separate check and SET, a new leader could take the lease, and the
-- old one would overwrite it and be told it still leads.
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] or holder == false then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
