-- reserveGuess: reserves one try at a secret, counted as wrong until the caller reports it right
-- (recordRightGuess.lua); refused while this address may not guess (guessThrottle.ts says why
-- the counts are kept three ways).
--
-- Steps: refuse when this account-and-address pair or this address is at its limit, or when the
-- account's wait runs and this address is not one its owner logged in from lately; otherwise
-- count the try on the pair and on the account, and past the account's ceiling start a wait
-- that doubles with each try over it, up to the longest.
--
-- KEYS[1]  guess:<kind>:<subject>:address:<ip>   wrong tries on this account from this address
-- KEYS[2]  guess:address:<ip>                    wrong tries from this address (any account)
-- KEYS[3]  guess:<kind>:<subject>:count          wrong tries on this account
-- KEYS[4]  guess:<kind>:<subject>:wait           the account's wait (exists while it runs)
-- KEYS[5]  guess:<kind>:<subject>:known          addresses the owner logged in from (sorted set,
--                                                score: last login, epoch ms)
-- ARGV[1]  address
-- ARGV[2]  per account-and-address limit   ARGV[3]  per address limit
-- ARGV[4]  their window, s
-- ARGV[5]  account tries before waits      ARGV[6]  first wait, ms    ARGV[7]  longest wait, ms
-- ARGV[8]  the account's window, s
-- ARGV[9]  oldest login (epoch ms) that still makes an address known
--
-- Returns {1, tries left from this address should this one be wrong}, or {0, 0} when refused.
--
-- Atomic because a burst of concurrent guesses at one account must not all read the counts
-- below their limits before any of them is counted.
local pairLimit, addressLimit = tonumber(ARGV[2]), tonumber(ARGV[3])
local pair = tonumber(redis.call('GET', KEYS[1]) or '0')
local address = tonumber(redis.call('GET', KEYS[2]) or '0')
if pair >= pairLimit or address >= addressLimit then return {0, 0} end
local knownAt = redis.call('ZSCORE', KEYS[5], ARGV[1])
local known = knownAt and tonumber(knownAt) >= tonumber(ARGV[9])
if not known and redis.call('EXISTS', KEYS[4]) == 1 then return {0, 0} end

pair = redis.call('INCR', KEYS[1])
if pair == 1 then redis.call('EXPIRE', KEYS[1], ARGV[4]) end
local account = redis.call('INCR', KEYS[3])
redis.call('EXPIRE', KEYS[3], ARGV[8])
local over = account - tonumber(ARGV[5])
if over > 0 then
  local wait = math.floor(math.min(tonumber(ARGV[6]) * 2 ^ (over - 1), tonumber(ARGV[7])))
  redis.call('SET', KEYS[4], '1', 'PX', wait)
end
return {1, math.min(pairLimit - pair, addressLimit - address - 1)}
