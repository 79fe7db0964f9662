// The browser's half of a passkey: hands the server's options to the device's authenticator
// through @simplewebauthn/browser and returns its answer as the server reads it. A person who
// closes the device's prompt gets null, not an error.
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyChallenge, PasskeyProof } from '@tempo/shared';

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Signs `challenge` with a passkey of this device; null when the person cancelled. */
export async function signWithPasskey(challenge: PasskeyChallenge): Promise<PasskeyProof | null> {
  try {
    const response = await startAuthentication({
      optionsJSON: challenge.options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    return { challengeId: challenge.challengeId, response: response as unknown as PasskeyProof['response'] };
  } catch (error) {
    if (isCancelled(error)) return null;
    throw error;
  }
}

/** Creates a passkey on this device for `challenge`; null when the person cancelled. */
export async function createPasskey(challenge: PasskeyChallenge): Promise<PasskeyProof | null> {
  try {
    const response = await startRegistration({
      optionsJSON: challenge.options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    return { challengeId: challenge.challengeId, response: response as unknown as PasskeyProof['response'] };
  } catch (error) {
    if (isCancelled(error)) return null;
    throw error;
  }
}

/** The device's prompt was closed, or timed out: the browser says NotAllowedError for both. */
function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotAllowedError';
}
