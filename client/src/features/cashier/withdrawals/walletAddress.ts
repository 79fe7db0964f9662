// A light check of a coin address's shape before it is sent: the server checks the checksum
// (base58check for TRC20, EIP-55 for ERC20); this only catches a paste of the wrong thing.
import type { CoinNetwork } from '@tempo/shared';

const SHAPES: Record<CoinNetwork, RegExp> = {
  /** T then 33 base58 characters (no 0, O, I or l). */
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  /** 0x then 40 hex digits. */
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** Whether `address` (trimmed) has the shape of an address on `network`. */
export function looksLikeAddress(network: CoinNetwork, address: string): boolean {
  return SHAPES[network].test(address.trim());
}
