// Coin addresses are checked with their network's own checksum before they are saved, so a typo
// cannot send a payout to an address nobody holds. The hashing and base58 come from audited,
// dependency-free libraries rather than hand-written code.
import type { WithdrawalNetwork } from '@tempo/shared';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

const base58check = createBase58check(sha256);
/** TRON's address prefix byte (mainnet): every TRC20 address starts with it, written as "T". */
const TRON_PREFIX = 0x41;

/** Whether `address` is a well-formed address of `network` whose checksum holds. */
export function isValidWalletAddress(network: WithdrawalNetwork, address: string): boolean {
  return network === 'TRC20' ? isTronAddress(address) : isEip55Address(address);
}

/** Base58check over 21 bytes: the 0x41 prefix and a 20-byte account id, then a 4-byte double SHA-256. */
function isTronAddress(address: string): boolean {
  try {
    const bytes = base58check.decode(address);
    return bytes.length === 21 && bytes[0] === TRON_PREFIX;
  } catch {
    return false;
  }
}

/**
 * EIP-55: 0x and 40 hex digits whose letters are upper case exactly where the Keccak-256 of the
 * lower-case address has a nibble ≥ 8. All-lower or all-upper addresses carry no checksum, so
 * they are refused: a payout address must prove it was copied right.
 */
function isEip55Address(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return /^[0-9]{40}$/.test(hex);
  return toEip55(hex) === hex;
}

/** The EIP-55 spelling of 40 hex digits. */
export function toEip55(hex: string): string {
  const lower = hex.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  }
  return out;
}
