-- releaseWithdrawalKey: releases a withdrawal request's claim on its idempotency key, only if the
-- claim is still this request's (withdrawalKeys.ts).
--
-- KEYS[1]  cashier:key:<scope>:<idempotency key>   the claim (holds its request's token)
-- ARGV[1]  this request's token
--
-- Returns 1 when released, 0 when the claim had lapsed (and may have been taken over).
--
-- Atomic because a claim that lapses between a separate GET and DEL may be a repeat's by then,
-- and deleting it would let a third request run the password check and the work beside it.
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
