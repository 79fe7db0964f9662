-- publishTick: publishes one tick of a symbol, if the caller still holds the symbol's fence.
--
-- Steps: compare the caller's fence token with the symbol's fencing counter (a newer leader has
-- raised it: refuse); append the tick to the symbol's stream, trimming entries older than the
-- retention; store the live candles and the tick time; publish the tick on the bus.
--
-- KEYS[1]  feed:fence:<symbol>     fencing counter
-- KEYS[2]  ticks:<symbol>          tick stream
-- KEYS[3]  candles:live:<symbol>   live candles hash
-- ARGV[1]  fence token held by the caller
-- ARGV[2]  tick time, epoch ms (the stream id is "<ms>-*")
-- ARGV[3]  price          ARGV[4]  volume
-- ARGV[5]  oldest tick time to keep, epoch ms
-- ARGV[6]  bus channel    ARGV[7]  bus message (the tick as JSON)
-- ARGV[8]  source label (who produced the tick; kept in the stream for the archive's catch-up)
-- ARGV[9..] live candles as field, value pairs (interval, candle JSON)
--
-- Returns the stream id ("<ms>-<seq>") when published, 0 when fenced out, -1 when the time is
-- older than the last tick.
if redis.call('GET', KEYS[1]) ~= ARGV[1] then
  return 0
end
local added = redis.pcall('XADD', KEYS[2], 'MINID', '~', ARGV[5], ARGV[2] .. '-*', 'p', ARGV[3], 'v', ARGV[4], 'src', ARGV[8])
if type(added) == 'table' and added.err then
  return -1
end
local fields = { 'lastTickTs', ARGV[2] }
for i = 9, #ARGV do
  fields[#fields + 1] = ARGV[i]
end
redis.call('HSET', KEYS[3], unpack(fields))
redis.call('PUBLISH', ARGV[6], ARGV[7])
return added
