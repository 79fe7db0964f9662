// Failed logins are counted in Redis per account and per client address over a sliding window
// that starts at the first failure. Past either limit, login answers TOO_MANY_ATTEMPTS before any
// password is checked, so guessing costs the attacker time and costs us no hashing.
import type { Config } from '../platform/config';
import { AppError } from '../platform/http/AppError';
import type { Redis } from '../platform/redis';

export interface LoginAttempt {
  account: string;
  ip: string;
}

const accountKey = (account: string) => `login-failures:account:${account.toLowerCase()}`;
const addressKey = (ip: string) => `login-failures:address:${ip}`;

type ThrottleConfig = Pick<
  Config,
  'LOGIN_MAX_FAILURES_PER_ACCOUNT' | 'LOGIN_MAX_FAILURES_PER_ADDRESS' | 'LOGIN_FAILURE_WINDOW_SECONDS'
>;

export async function assertLoginAllowed(redis: Redis, config: ThrottleConfig, attempt: LoginAttempt) {
  const [byAccount, byAddress] = await redis.mget(accountKey(attempt.account), addressKey(attempt.ip));
  if (
    Number(byAccount ?? 0) >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT ||
    Number(byAddress ?? 0) >= config.LOGIN_MAX_FAILURES_PER_ADDRESS
  ) {
    throw new AppError('TOO_MANY_ATTEMPTS');
  }
}

export async function recordLoginFailure(redis: Redis, config: ThrottleConfig, attempt: LoginAttempt) {
  const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
  await redis
    .multi()
    .incr(accountKey(attempt.account))
    .expire(accountKey(attempt.account), window, 'NX')
    .incr(addressKey(attempt.ip))
    .expire(addressKey(attempt.ip), window, 'NX')
    .exec();
}

/** A successful login forgives the account's failures (the address keeps its count). */
export async function clearAccountFailures(redis: Redis, account: string) {
  await redis.del(accountKey(account));
}
