// Passkeys through @simplewebauthn/server: the options a browser hands its authenticator, and
// the checks of its answer (challenge, origin, RP id, user verification, signature, counter).
// Any answer that fails a check, or cannot even be read, is PASSKEY_REJECTED.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyChallenge, PasskeyProof } from '@tempo/shared';
import type { Queryable } from '../../platform/db/pool';
import type { Redis } from '../../platform/redis';
import { AppError } from '../../platform/AppError';
import { storeChallenge, takeChallenge, type StoredChallenge } from './passkeyChallenges';
import { answeringOrigin, RP_NAME, type RelyingPartyConfig } from './relyingParty';
import { findPasskeyByCredential, recordPasskeyUse, type PasskeyRow } from './twoFactorRepo';

const TIMEOUT_MS = 120_000;
const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransport[];

/** A challenge to register a new passkey for `account`; the ones it has are excluded. */
export async function registrationChallenge(
  redis: Redis,
  config: RelyingPartyConfig,
  owner: { userId: number; account: string; passkeys: PasskeyRow[] },
): Promise<PasskeyChallenge> {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: config.WEBAUTHN_RP_ID,
    userName: owner.account,
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: owner.passkeys.map((row) => ({
      id: row.credentialId,
      transports: transportsOf(row),
    })),
    // A discoverable credential that checks its owner (PIN, fingerprint): it can sign in alone.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await storeChallenge(redis, {
    challenge: options.challenge,
    purpose: 'register',
    userId: owner.userId,
  });
  return { challengeId, options: { ...options } };
}

/** Checks a registration answer; the new credential to store. */
export async function verifyRegistration(
  redis: Redis,
  config: RelyingPartyConfig,
  userId: number,
  proof: PasskeyProof,
): Promise<{ credentialId: string; publicKey: Uint8Array; counter: number; transports: string[] }> {
  const stored = await takeChallenge(redis, proof.challengeId);
  if (!stored || stored.purpose !== 'register' || stored.userId !== userId)
    throw new AppError('PASSKEY_REJECTED');
  const expectedOrigin = answeringOrigin(config, proof.response.response.clientDataJSON);
  if (!expectedOrigin) throw new AppError('PASSKEY_REJECTED');
  const result = await rejectOnThrow(() =>
    verifyRegistrationResponse({
      response: proof.response as unknown as RegistrationResponseJSON,
      expectedChallenge: stored.challenge,
      expectedOrigin,
      expectedRPID: config.WEBAUTHN_RP_ID,
      requireUserVerification: true,
    }),
  );
  if (!result.verified) throw new AppError('PASSKEY_REJECTED');
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/**
 * A challenge to sign with a passkey: among `passkeys` (the second step, a confirmation), or any
 * of this site's (`passkeys` null: signing in with a passkey alone, the browser offers its own).
 */
export async function authenticationChallenge(
  redis: Redis,
  config: RelyingPartyConfig,
  purpose: Exclude<StoredChallenge['purpose'], 'register'>,
  owner: { userId: number; passkeys: PasskeyRow[] } | null,
): Promise<PasskeyChallenge> {
  const options = await generateAuthenticationOptions({
    rpID: config.WEBAUTHN_RP_ID,
    timeout: TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: owner?.passkeys.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
  });
  const challengeId = await storeChallenge(redis, {
    challenge: options.challenge,
    purpose,
    userId: owner?.userId ?? null,
  });
  return { challengeId, options: { ...options } };
}

/**
 * Checks a passkey's signature on a challenge handed out for `purpose` (to `userId`, unless it was
 * handed to anyone) and records the use; returns the passkey's owner.
 */
export async function verifyAuthentication(
  db: Queryable,
  redis: Redis,
  config: RelyingPartyConfig,
  purpose: Exclude<StoredChallenge['purpose'], 'register'>,
  userId: number | null,
  proof: PasskeyProof,
): Promise<{ userId: number }> {
  const stored = await takeChallenge(redis, proof.challengeId);
  if (!stored || stored.purpose !== purpose || stored.userId !== userId)
    throw new AppError('PASSKEY_REJECTED');
  const passkey = await findPasskeyByCredential(db, proof.response.id);
  if (!passkey || (userId !== null && passkey.userId !== userId)) throw new AppError('PASSKEY_REJECTED');
  const expectedOrigin = answeringOrigin(config, proof.response.response.clientDataJSON);
  if (!expectedOrigin) throw new AppError('PASSKEY_REJECTED');
  const result = await rejectOnThrow(() =>
    verifyAuthenticationResponse({
      response: proof.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: stored.challenge,
      expectedOrigin,
      expectedRPID: config.WEBAUTHN_RP_ID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
      },
      requireUserVerification: true,
    }),
  );
  if (!result.verified) throw new AppError('PASSKEY_REJECTED');
  if (!(await recordPasskeyUse(db, passkey.id, result.authenticationInfo.newCounter))) {
    throw new AppError('PASSKEY_REJECTED');
  }
  return { userId: passkey.userId };
}

/** The library throws on an answer it cannot read or that fails a check: a refusal, not a fault. */
async function rejectOnThrow<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch {
    throw new AppError('PASSKEY_REJECTED');
  }
}
