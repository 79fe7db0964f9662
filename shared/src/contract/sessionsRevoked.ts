// A message on the Redis bus between Tempo's processes (not seen by clients): the sessions a
// logout, a new login password or an ops reset ended, announced after the revocation commits.
// Every process drops them from its memory of sessions and ends their sockets.
import { z } from 'zod';
import { sessionEndReason } from './socket';

/** The bus channel's message (JSON): whose sessions ended, which ones, and why. */
export const sessionsRevokedMessage = z.object({
  userId: z.number().int().positive(),
  sessionIds: z.array(z.number().int().positive()),
  /** An expiry is never announced: each process sees it coming. */
  reason: sessionEndReason.exclude(['expired']),
});
export type SessionsRevoked = z.infer<typeof sessionsRevokedMessage>;
