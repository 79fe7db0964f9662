-- publishTick: publishes one tick of a symbol, if the caller still holds the symbol's fence.
-- The tick is already in the PostgreSQL archive (archive/tickJournal.ts), with the same id.
--
-- Steps: compare the caller's fence token with the symbol's fence (a newer leader has raised it:
-- refuse); append the tick to the symbol's stream under its own id, trimming entries older than
-- the retention; store the live candles and the tick time; publish the tick on the bus unless the
-- message is empty.
--
-- KEYS[1]  feed:fence:<symbol>     fence token of the newest leadership
-- KEYS[2]  ticks:<symbol>          tick stream
-- KEYS[3]  candles:live:<symbol>   live candles hash
-- ARGV[1]  fence token held by the caller
-- ARGV[2]  stream id "<tick time, epoch ms>-<sequence within the millisecond>"
-- ARGV[3]  price          ARGV[4]  volume
-- ARGV[5]  oldest tick time to keep, epoch ms
-- ARGV[6]  bus channel    ARGV[7]  bus message (the tick as JSON; empty: do not publish)
-- ARGV[8]  source label (who produced the tick)
-- ARGV[9]  the tick's number among the symbol's ticks ("" when it has none)
-- ARGV[10] version of the product's feed settings ("" when unknown)
-- ARGV[11..] live candles as field, value pairs (interval, candle JSON)
--
-- Returns the stream id when published, 0 when fenced out, -1 when the id is not after the
-- stream's last.
--
-- Atomic because the fence check and the writes must see one state: a new leader raising the
-- fence between them would let an old one's tick through, and a reader must never find the tick
-- in the stream without its live candles, nor hear of it before either is stored.
if redis.call('GET', KEYS[1]) ~= ARGV[1] then
  return 0
end
local added = redis.pcall('XADD', KEYS[2], 'MINID', '~', ARGV[5], ARGV[2],
  'p', ARGV[3], 'v', ARGV[4], 'src', ARGV[8], 'n', ARGV[9], 'fv', ARGV[10])
if type(added) == 'table' and added.err then
  return -1
end
local fields = { 'lastTickTs', string.match(ARGV[2], '^(%d+)') }
for i = 11, #ARGV do
  fields[#fields + 1] = ARGV[i]
end
redis.call('HSET', KEYS[3], unpack(fields))
if ARGV[7] ~= '' then
  redis.call('PUBLISH', ARGV[6], ARGV[7])
end
return added
