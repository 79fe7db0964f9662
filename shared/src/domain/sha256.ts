// SHA-256 and the byte helpers under the tick chain (tickChain.ts), from @noble/hashes: audited,
// synchronous (WebCrypto's digest is async) and free of Node and the DOM, so the server, the
// browser and scripts/verify-ticks all hash a minute of ticks with the same code.
export { sha256 } from '@noble/hashes/sha2.js';
export {
  /** Lower-case hex of bytes. */
  bytesToHex as toHex,
  /** Bytes of a hex string of even length; throws a RangeError on any other character. */
  hexToBytes as fromHex,
  /** The UTF-8 bytes of a string (lone surrogates become U+FFFD, as TextEncoder does). */
  utf8ToBytes as utf8Bytes,
} from '@noble/hashes/utils.js';
