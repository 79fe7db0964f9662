-- recordWrongGuess: a reserved try was wrong, so the address's count across accounts takes it
-- (reserveGuess.lua counted it on the account already).
--
-- KEYS[1]  guess:address:<ip>   wrong tries from this address (any account)
-- ARGV[1]  the count's window, s
--
-- Returns the new count.
--
-- Atomic because the window starts at the first wrong try: a count created by a separate INCR
-- and left without its EXPIRE (the process dying between them) would never lapse.
local address = redis.call('INCR', KEYS[1])
if address == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return address
