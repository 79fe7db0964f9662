// Password guessing is throttled without letting a stranger lock the owner out.
//
// The old scheme paused an account after five wrong passwords from anywhere: anyone who knew an
// account's name could keep its owner (or ops `admin`) out indefinitely, five requests every
// fifteen minutes. Now wrong tries are counted three ways (the limits are in config.ts):
//
// - per account and address, with a low limit (5 in 15 minutes): what stops a guesser at one
//   address, and the only count a typo-prone owner normally meets. A right password from that
//   address clears it.
// - per address across accounts (20 in 15 minutes): one address spraying many accounts.
// - per account from anywhere, a much higher ceiling (20) with no lockout: past it, each wrong try
//   makes addresses the owner has not logged in from wait, 1 s doubling per try up to 15 min.
//   Guesses spread over many addresses slow to one per wait, while the owner, at an address they
//   logged in from within 30 days, never waits; from a new address they wait at most the maximum.
//
// Each try at one account is reserved (counted as wrong) before the password is checked,
// atomically in one Lua script, so a burst of concurrent guesses at it cannot all slip past its
// limits; a right password refunds its reservation. The per-address count takes only tries found
// wrong: reserving there too would refuse a burst of right logins of different people behind one
// address (an office, a carrier's NAT), and a spray across accounts overshoots it by at most the
// requests in flight. Passwords of different kinds are different secrets and are counted apart:
// the login password (trader logins and the old password of a login-password change), ops
// logins, and the transaction password. The per-address count is shared by all of them.
import type { Config } from '../platform/config';
import { AppError } from '../platform/http/AppError';
import type { Redis } from '../platform/redis';

/** Which secret is being guessed: each has counters of its own. */
export type SecretKind = 'login' | 'admin' | 'transaction';

export interface GuessAttempt {
  kind: SecretKind;
  /** Whose secret: a trader's account name, an ops username or a user id. */
  subject: string;
  /** The client's address. */
  ip: string;
}

export type ThrottleConfig = Pick<
  Config,
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS'
  | 'LOGIN_MAX_FAILURES_PER_ADDRESS'
  | 'LOGIN_FAILURE_WINDOW_SECONDS'
  | 'LOGIN_BACKOFF_AFTER_ACCOUNT_FAILURES'
  | 'LOGIN_BACKOFF_BASE_SECONDS'
  | 'LOGIN_BACKOFF_MAX_SECONDS'
  | 'LOGIN_ACCOUNT_WINDOW_SECONDS'
  | 'LOGIN_KNOWN_ADDRESS_DAYS'
>;

/** The outcome of a checked secret: right, or wrong with the tries this address has left. */
export type GuessOutcome = { right: true } | { right: false; remaining: number };

// Addresses remembered per account; the oldest go first.
const MAX_KNOWN_ADDRESSES = 20;

/** Every key of the throttle, built in one place (the Redis client adds the deployment's prefix). */
export const guessKeys = {
  pair: (a: GuessAttempt) => `guess:${secretOf(a)}:address:${a.ip}`,
  address: (ip: string) => `guess:address:${ip}`,
  account: (a: GuessAttempt) => `guess:${secretOf(a)}:count`,
  wait: (a: GuessAttempt) => `guess:${secretOf(a)}:wait`,
  known: (a: GuessAttempt) => `guess:${secretOf(a)}:known`,
};

function secretOf(attempt: GuessAttempt): string {
  return `${attempt.kind}:${attempt.subject.toLowerCase()}`;
}

const RESERVE_LUA = `
-- Reserves one try at a secret, counted as wrong until the caller reports it right.
-- KEYS[1] wrong tries on this account from this address, KEYS[2] wrong tries from this address,
-- KEYS[3] wrong tries on this account, KEYS[4] the account's wait (exists while it runs),
-- KEYS[5] addresses the owner logged in from (sorted set, score: last login in epoch ms).
-- ARGV[1] address, ARGV[2] per account-address limit, ARGV[3] per address limit, ARGV[4] their
-- window (s), ARGV[5] account tries before waits, ARGV[6] first wait (ms), ARGV[7] longest wait
-- (ms), ARGV[8] account window (s), ARGV[9] oldest login that still makes an address known (ms).
-- Returns {1, tries left from this address should this one be wrong}, or {0, 0} when refused.
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
return {1, math.min(pairLimit - pair, addressLimit - address - 1)}`;

const WRONG_LUA = `
-- A reserved try was wrong: the address's count across accounts takes it.
-- KEYS[1] wrong tries from this address. ARGV[1] the window (s). Returns the new count.
local address = redis.call('INCR', KEYS[1])
if address == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return address`;

const RIGHT_LUA = `
-- A reserved try was right: refund it, forget this address's wrong tries on the account, and
-- remember the address as the owner's.
-- KEYS[1] wrong tries on this account from this address, KEYS[2] (unused: the address's count
-- took nothing for a right try), KEYS[3] wrong tries on this account, KEYS[4] addresses the owner
-- logged in from.
-- ARGV[1] address, ARGV[2] now (epoch ms), ARGV[3] how long an address stays known (s),
-- ARGV[4] addresses kept. Returns 1.
redis.call('DEL', KEYS[1])
if redis.call('DECR', KEYS[3]) <= 0 then redis.call('DEL', KEYS[3]) end
local now, keepSeconds = tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZADD', KEYS[4], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now - keepSeconds * 1000)
redis.call('ZREMRANGEBYRANK', KEYS[4], 0, -tonumber(ARGV[4]) - 1)
redis.call('EXPIRE', KEYS[4], keepSeconds)
return 1`;

/**
 * Checks a secret under the throttle: refuses with TOO_MANY_ATTEMPTS before `verify` runs when
 * this address may not guess now; otherwise runs it and says whether it was right and, if not,
 * how many tries this address has left.
 */
export async function checkGuess(
  redis: Redis,
  config: ThrottleConfig,
  attempt: GuessAttempt,
  verify: () => Promise<boolean>,
): Promise<GuessOutcome> {
  const knownMs = config.LOGIN_KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000;
  const [allowed, remaining] = (await redis.eval(
    RESERVE_LUA,
    5,
    guessKeys.pair(attempt),
    guessKeys.address(attempt.ip),
    guessKeys.account(attempt),
    guessKeys.wait(attempt),
    guessKeys.known(attempt),
    attempt.ip,
    config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
    config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    config.LOGIN_FAILURE_WINDOW_SECONDS,
    config.LOGIN_BACKOFF_AFTER_ACCOUNT_FAILURES,
    config.LOGIN_BACKOFF_BASE_SECONDS * 1000,
    config.LOGIN_BACKOFF_MAX_SECONDS * 1000,
    config.LOGIN_ACCOUNT_WINDOW_SECONDS,
    Date.now() - knownMs,
  )) as [number, number];
  if (!allowed) throw new AppError('TOO_MANY_ATTEMPTS');

  // A check that throws leaves its try counted as wrong: failing closed costs the owner one try.
  if (!(await verify())) {
    await redis.eval(WRONG_LUA, 1, guessKeys.address(attempt.ip), config.LOGIN_FAILURE_WINDOW_SECONDS);
    return { right: false, remaining: Math.max(0, remaining) };
  }
  await redis.eval(
    RIGHT_LUA,
    4,
    guessKeys.pair(attempt),
    guessKeys.address(attempt.ip),
    guessKeys.account(attempt),
    guessKeys.known(attempt),
    attempt.ip,
    Date.now(),
    config.LOGIN_KNOWN_ADDRESS_DAYS * 24 * 60 * 60,
    MAX_KNOWN_ADDRESSES,
  );
  return { right: true };
}
