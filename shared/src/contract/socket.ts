// The Socket.IO protocol: its version and the handshake. The events each way are in
// socketServerEvents.ts (server → client) and socketClientEvents.ts (client → server), the ops
// feed namespace in opsFeed.ts; every one has a zod schema, decoded once where it arrives.
import { z } from 'zod';
import { isErrorCode, type ErrorCode } from './errors';

/**
 * The protocol this build speaks. Raise it when an event changes in a way an older client cannot
 * read, and raise OLDEST_PROTOCOL_VERSION with it when the server stops speaking the old one.
 */
export const PROTOCOL_VERSION = 2;

/** The oldest client protocol the server still accepts; an older (or unversioned) client is told to reload. */
export const OLDEST_PROTOCOL_VERSION = 2;

/**
 * What a client sends in the handshake (`auth`): its session token when logged in (quotes are
 * public, so a guest sends none), its language for error messages and its protocol version.
 */
export const socketAuth = z.object({
  token: z.string().optional(),
  lang: z.string().optional(),
  protocol: z.number().int().optional(),
});
export type SocketAuth = z.infer<typeof socketAuth>;

/** Whether a handshake's protocol version is older than the server accepts; a missing one is. */
export function isClientTooOld(protocol: number | undefined): boolean {
  return protocol === undefined || protocol < OLDEST_PROTOCOL_VERSION;
}

/**
 * An error code of errors.ts, as it travels in events and handshake refusals. A code this side
 * does not know yet (a newer server within the same protocol version) reads as INTERNAL, so the
 * event and its translated message still arrive instead of being dropped.
 */
export const errorCodeField = z
  .string()
  .transform((code): ErrorCode => (isErrorCode(code) ? code : 'INTERNAL'));

/**
 * An error told over the socket: the `error` event after a bad request, and the `data` of a
 * refused handshake's `connect_error` (CLIENT_TOO_OLD). The message is in the socket's language.
 */
export const socketErrorEvent = z.object({ code: errorCodeField, message: z.string() });
export type SocketErrorEvent = z.infer<typeof socketErrorEvent>;
