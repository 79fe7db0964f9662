// Keys of the `Idempotency-Key` header: a money-moving request sent again with the same key (a
// double tap, a retry after a lost answer) takes effect once on the server.

/** A fresh key: a prefix naming what it is for, then 32 hex digits (8–64 of [A-Za-z0-9_-] in all). */
export function newIdempotencyKey(prefix = 'req'): string {
  const bytes = new Uint8Array(16);
  // getRandomValues, unlike randomUUID, works on plain-HTTP origins too.
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
