// The reference a trader writes in a bank transfer's memo so ops can match the statement line to
// the request (SPEC D15): short enough to type on a phone, in characters nobody misreads.
import { randomInt } from 'node:crypto';

/** Digits and capitals without 0/O, 1/I/L and U: none can be taken for another when typed. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 8;

/** A new reference, drawn at random (30^8 ≈ 6.6 × 10^11 of them); the table's UNIQUE decides. */
export function drawDepositReference(): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++)
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}
