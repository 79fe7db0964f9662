// Which web process serves a connection: chosen by the client's address, so every connection of
// one client reaches the same process. Socket.IO's long-polling fallback needs that (a session
// lives in the process that opened it); WebSockets do not mind. The hash spreads addresses evenly.

/** The slot (0 … slots − 1) of the web process for connections from `address`. */
export function connectionSlot(address: string | undefined, slots: number): number {
  // FNV-1a, 32 bits.
  let hash = 0x811c9dc5;
  for (const char of address ?? '') {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % slots;
}
