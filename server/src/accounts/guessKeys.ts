// Every Redis key of the accounts domain, named in one place: the counters of the password-guessing
// throttle (guessThrottle.ts). Keys get the deployment prefix from the connection.

/** Which secret is being guessed: each has counters of its own. */
export type SecretKind = 'login' | 'admin' | 'transaction';

export interface GuessAttempt {
  kind: SecretKind;
  /** Whose secret: a trader's account name, an ops username or a user id. */
  subject: string;
  /** The client's address. */
  ip: string;
}

export const guessKeys = {
  /** Wrong tries on one account's secret from one address. */
  pair: (a: GuessAttempt) => `guess:${secretOf(a)}:address:${a.ip}`,
  /** Wrong tries from one address, whatever the account or the secret. */
  address: (ip: string) => `guess:address:${ip}`,
  /** Wrong tries on one account's secret from anywhere. */
  account: (a: GuessAttempt) => `guess:${secretOf(a)}:count`,
  /** Present while addresses the owner has not logged in from must wait. */
  wait: (a: GuessAttempt) => `guess:${secretOf(a)}:wait`,
  /** Sorted set of the addresses the owner logged in from, scored by the last login (epoch ms). */
  known: (a: GuessAttempt) => `guess:${secretOf(a)}:known`,
};

function secretOf(attempt: GuessAttempt): string {
  return `${attempt.kind}:${attempt.subject.toLowerCase()}`;
}
