// The port through which the ops channel reaches the ops domain: who an ops token or cookie belongs to, and
// the audited claim and release of a symbol's feed. realtime/ only speaks sockets; app/ wires this
// to admin/.
import type { AdminRole } from '@tempo/shared';

/** A symbol's feed taken over by one ops connection. */
export interface OpsFeedClaim {
  adminId: number;
  symbol: string;
  /** The claim value of the connection (feedClaimant), kept while the claim lasts. */
  claimant: string;
  /** The claim lapses this long after its last batch (ms). */
  ttlMs: number;
}

/** What the `/ops` namespace needs of the ops domain. */
export interface OpsFeedAccess {
  /** The admin of a live ops session token, or null. */
  findAdmin(
    token: string,
  ): Promise<{ id: number; username: string; role: AdminRole; sessionId: number } | null>;
  /** The ops session token in a request's Cookie header (the console's session cookie), if any. */
  tokenOfCookie(cookieHeader: string | undefined): string | undefined;
  /** Claims the feed, audited; throws an AppError when the product or another claim forbids it. */
  claimFeed(claim: OpsFeedClaim): Promise<void>;
  /** Records in the audit log that `adminId` handed `symbol`'s feed back. */
  feedReleased(adminId: number, symbol: string): Promise<void>;
}
