// Every Redis key of the accounts domain, named in one place: the counters of the guessing throttle
// (guessThrottle.ts) and what the second factor keeps for minutes (twoFactor/). Keys get the
// deployment prefix from the connection.

/** Which secret is being guessed: each has counters of its own. */
export type SecretKind = 'login' | 'admin' | 'transaction' | 'second-factor';

export interface GuessAttempt {
  kind: SecretKind;
  /** Whose secret: a trader's account name, an ops username or a user id. */
  subject: string;
  /** The client's address. */
  ip: string;
}

export const accountsKeys = {
  /** Wrong tries on one account's secret from one address. */
  guessPair: (a: GuessAttempt) => `guess:${secretOf(a)}:address:${a.ip}`,
  /** Wrong tries from one address, whatever the account or the secret. */
  guessAddress: (ip: string) => `guess:address:${ip}`,
  /** Wrong tries on one account's secret from anywhere. */
  guessAccount: (a: GuessAttempt) => `guess:${secretOf(a)}:count`,
  /** Present while addresses the owner has not logged in from must wait. */
  guessWait: (a: GuessAttempt) => `guess:${secretOf(a)}:wait`,
  /** Sorted set of the addresses the owner logged in from, scored by the last login (epoch ms). */
  guessKnown: (a: GuessAttempt) => `guess:${secretOf(a)}:known`,
  /** A login waiting for its second step: who, from where (twoFactor/loginTickets.ts). */
  loginTicket: (ticketHash: string) => `second-factor:ticket:${ticketHash}`,
  /** A WebAuthn challenge handed out and not yet answered (twoFactor/passkeyChallenges.ts). */
  passkeyChallenge: (challengeId: string) => `second-factor:challenge:${challengeId}`,
  /** Present while a session's confirmation of who it is lets protected actions through. */
  identityConfirmed: (sessionId: number) => `second-factor:confirmed:${sessionId}`,
};

function secretOf(attempt: GuessAttempt): string {
  return `${attempt.kind}:${attempt.subject.toLowerCase()}`;
}
