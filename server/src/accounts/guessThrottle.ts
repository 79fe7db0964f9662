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
import { AppError } from '../platform/AppError';
import type { Redis } from '../platform/redis';
import { accountsScripts } from './accountsScripts';
import { accountsKeys, type GuessAttempt } from './accountsKeys';

export { accountsKeys, type GuessAttempt, type SecretKind } from './accountsKeys';

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
  const scripts = accountsScripts(redis);
  const [allowed, remaining] = (await scripts.reserveGuess(
    [
      accountsKeys.guessPair(attempt),
      accountsKeys.guessAddress(attempt.ip),
      accountsKeys.guessAccount(attempt),
      accountsKeys.guessWait(attempt),
      accountsKeys.guessKnown(attempt),
    ],
    [
      attempt.ip,
      config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
      config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      config.LOGIN_FAILURE_WINDOW_SECONDS,
      config.LOGIN_BACKOFF_AFTER_ACCOUNT_FAILURES,
      config.LOGIN_BACKOFF_BASE_SECONDS * 1000,
      config.LOGIN_BACKOFF_MAX_SECONDS * 1000,
      config.LOGIN_ACCOUNT_WINDOW_SECONDS,
      Date.now() - knownMs,
    ],
  )) as [number, number];
  if (!allowed) throw new AppError('TOO_MANY_ATTEMPTS');

  // A check that throws leaves its try counted as wrong: failing closed costs the owner one try.
  if (!(await verify())) {
    await scripts.recordWrongGuess(
      [accountsKeys.guessAddress(attempt.ip)],
      [config.LOGIN_FAILURE_WINDOW_SECONDS],
    );
    return { right: false, remaining: Math.max(0, remaining) };
  }
  await scripts.recordRightGuess(
    [
      accountsKeys.guessPair(attempt),
      accountsKeys.guessAddress(attempt.ip),
      accountsKeys.guessAccount(attempt),
      accountsKeys.guessKnown(attempt),
    ],
    [attempt.ip, Date.now(), config.LOGIN_KNOWN_ADDRESS_DAYS * 24 * 60 * 60, MAX_KNOWN_ADDRESSES],
  );
  return { right: true };
}
