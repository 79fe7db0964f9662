import { errorMessage, languageOf, type ErrorCode, type SocketErrorEvent } from '@tempo/shared';

/**
 * The error a handshake is refused with: the client's `connect_error` has the code as its message
 * and `{ code, message }` (in the client's language) as its data.
 */
export function handshakeRefusal(code: ErrorCode, lang: unknown): Error & { data: SocketErrorEvent } {
  const message = errorMessage(code, languageOf(typeof lang === 'string' ? lang : undefined));
  return Object.assign(new Error(code), { data: { code, message } });
}
