// Recovery codes: ten per account, each twelve symbols of Crockford's base32 (no I, L, O or U to
// misread), 60 random bits, printed in three groups of four. Only SHA-256 of a code is stored:
// with 60 bits each, a leaked table gives no shortcut over guessing online, which is throttled.
import { createHash, randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_COUNT = 10;

/** A new recovery code as shown to the trader: `XXXX-XXXX-XXXX`. */
export function newRecoveryCode(): string {
  const symbols = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

/** The stored form of a code as typed: dashes, spaces and case do not matter (the field strips them). */
export function hashRecoveryCode(code: string): Buffer {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest();
}
