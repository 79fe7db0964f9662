// Coin addresses (a trader's withdrawal address, the platform's deposit addresses) are checked
// with their network's own checksum before they are saved, so a typo cannot send money to an
// address nobody holds. Every network of the shared list has its check here: the record below must
// name each one. The hashing and base58 come from audited, dependency-free libraries rather than
// hand-written code.
import type { CoinNetwork } from '@tempo/shared';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

const base58check = createBase58check(sha256);
/** TRON's address prefix byte (mainnet): every TRC20 address starts with it, written as "T". */
const TRON_PREFIX = 0x41;

/** Whether `address` is a well-formed address of `network` whose checksum holds. */
export function isValidWalletAddress(network: CoinNetwork, address: string): boolean {
  return ADDRESS_CHECKS[network](address);
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

/** Each network's address check. */
const ADDRESS_CHECKS: Record<CoinNetwork, (address: string) => boolean> = {
  TRC20: isTronAddress,
  ERC20: isEip55Address,
};
