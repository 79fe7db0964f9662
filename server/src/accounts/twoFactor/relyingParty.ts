// Where passkeys belong (WebAuthn's relying party): the configured host name, and the origins an
// answer may come from. The browser itself refuses to use a passkey for a host outside its RP id,
// so an origin is accepted when it is listed, or, with none listed, when its host is the RP id.
import type { Config } from '../../platform/config';

export type RelyingPartyConfig = Pick<Config, 'WEBAUTHN_RP_ID' | 'WEBAUTHN_ORIGINS'>;

export const RP_NAME = 'Tempo';

export function isAllowedOrigin(config: RelyingPartyConfig, origin: string): boolean {
  if (config.WEBAUTHN_ORIGINS.length > 0) return config.WEBAUTHN_ORIGINS.includes(origin);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.hostname !== config.WEBAUTHN_RP_ID || url.origin !== origin) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === 'localhost');
}

/**
 * The origin the browser wrote into a passkey's answer, when this deployment accepts it: handed
 * to the verification as the one expected. Null for anything else, unreadable input included.
 */
export function answeringOrigin(config: RelyingPartyConfig, clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== 'string') return null;
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const origin = (clientData as { origin?: unknown } | null)?.origin;
    return typeof origin === 'string' && isAllowedOrigin(config, origin) ? origin : null;
  } catch {
    return null;
  }
}
