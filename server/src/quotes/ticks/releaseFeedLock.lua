-- releaseFeedLock: hands a symbol's feed lease back, only if the caller still holds it.
--
-- KEYS[1]  feed:lock:<symbol>   the lease (holds its owner)
-- ARGV[1]  the caller's owner id
--
-- Returns 1 when deleted, 0 when the caller no longer held the lease (nothing changed).
--
-- Atomic because a lease that runs out between a separate check and DEL may belong to another
-- process by then, and deleting it would end that process's leadership behind its back.
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
