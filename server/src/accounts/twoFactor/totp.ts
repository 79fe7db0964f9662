// An authenticator app's codes (RFC 6238 as every app reads it: SHA-1, six digits, 30-second
// steps), through otpauth. A code is accepted one step either side of now, for a phone whose
// clock is off by a few seconds; which step it matched is returned so it can be spent (2F3).
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Tempo';
const PERIOD_SECONDS = 30;

/** A new secret of 160 bits, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address an app scans to enrol `secret` for `account`. */
export function totpAddress(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/** The 30-second step `code` was made for (within one step of `now`), or null when it is not right. */
export function matchingTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code for `secret` at `now`: for tests, which play the authenticator app. */
export function totpCodeAt(secret: string, now = Date.now()): string {
  return totpOf(secret, '').generate({ timestamp: now });
}
