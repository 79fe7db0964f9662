// Every trader request proves its session. Looking it up in PostgreSQL each time was, at a
// thousand orders a second, most of the database's work; so live sessions are kept in memory for
// a few seconds. A revocation (logout, new password, ops reset) is announced on the bus once it
// has committed, naming the sessions it ended: every process drops them from memory at once and
// tells its listeners (the realtime role disconnects their sockets). The short life bounds what a
// lost announcement could let through an HTTP request.
import { busChannels, type SessionsRevoked } from '@tempo/shared';
import type { Db } from '../platform/db/pool';
import type { AuthUser } from '../platform/http/requestTypes';
import type { PubSub } from '../platform/pubsub';
import { hashSessionToken } from '../platform/sessions';
import { findSessionUserByHash } from './userSessions';

/** A live session as looked up: its user, and when it expires (epoch ms). */
export interface LiveSession {
  user: AuthUser;
  expiresAt: number;
}

/** How long a looked-up session is trusted without asking PostgreSQL again. */
const TRUST_MS = 5_000;
/**
 * How long a revoked session id is remembered: a lookup already on its way to PostgreSQL when the
 * revocation committed can read the row as live, and must not bring the session back.
 */
const TOMBSTONE_MS = 30_000;
/** Sessions kept at most; beyond it the oldest go first. */
const MAX_ENTRIES = 100_000;

interface Entry {
  session: LiveSession;
  /** Epoch ms after which the session is looked up again. */
  until: number;
}

export class SessionCache {
  private readonly byHash = new Map<string, Entry>();
  private readonly hashesByUser = new Map<number, Set<string>>();
  /** Revoked session ids → epoch ms until which they are remembered; in order of revocation. */
  private readonly tombstones = new Map<number, number>();
  private readonly listeners = new Set<(revocation: SessionsRevoked) => void>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
  ) {}

  async start(): Promise<void> {
    // Decoded once by the bus for every listener; a malformed message is logged and dropped there.
    this.unsubscribe = await this.pubsub.subscribe(busChannels.sessionsRevoked, (revocation) =>
      this.apply(revocation),
    );
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.byHash.clear();
    this.hashesByUser.clear();
    this.tombstones.clear();
    this.listeners.clear();
  }

  /** The user of a live session token (not expired, not revoked, account not disabled), or null. */
  async find(token: string): Promise<AuthUser | null> {
    return (await this.lookup(token))?.user ?? null;
  }

  /** As find, with when the session expires. */
  async lookup(token: string): Promise<LiveSession | null> {
    const hash = hashSessionToken(token).toString('base64');
    const now = Date.now();
    const cached = this.byHash.get(hash);
    if (cached && cached.until > now) return cached.session;
    if (cached) this.drop(hash, cached.session.user.id);

    const found = await findSessionUserByHash(this.db, hashSessionToken(token));
    if (!found) return null;
    const { expiresAt, ...user } = found;
    if (this.isRevoked(user.sessionId)) return null;
    const session = { user, expiresAt };
    this.remember(hash, session, Math.min(now + TRUST_MS, expiresAt));
    return session;
  }

  /**
   * Call after a transaction that revoked `sessionIds` of `userId` has committed: every process,
   * this one first, forgets them and tells its listeners.
   */
  async revoked(revocation: SessionsRevoked): Promise<void> {
    if (revocation.sessionIds.length === 0) return;
    this.apply(revocation);
    await this.pubsub.publish(busChannels.sessionsRevoked, revocation);
  }

  /**
   * Calls `listener` with every revocation this process learns of (its own and the bus's, so
   * possibly twice: listeners must not mind); returns the function that stops it.
   */
  onRevoked(listener: (revocation: SessionsRevoked) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private apply(revocation: SessionsRevoked): void {
    const ended = new Set(revocation.sessionIds);
    const until = Date.now() + TOMBSTONE_MS;
    for (const sessionId of ended) {
      this.tombstones.delete(sessionId);
      this.tombstones.set(sessionId, until);
    }
    for (const hash of this.hashesByUser.get(revocation.userId) ?? []) {
      const entry = this.byHash.get(hash);
      if (entry && ended.has(entry.session.user.sessionId)) this.drop(hash, revocation.userId);
    }
    for (const listener of this.listeners) listener(revocation);
  }

  private isRevoked(sessionId: number): boolean {
    const now = Date.now();
    // Oldest first: drop the lapsed ones from the front, then look.
    for (const [id, until] of this.tombstones) {
      if (until > now) break;
      this.tombstones.delete(id);
    }
    return this.tombstones.has(sessionId);
  }

  private remember(hash: string, session: LiveSession, until: number): void {
    if (this.byHash.size >= MAX_ENTRIES) {
      const [oldestHash, oldest] = this.byHash.entries().next().value!;
      this.drop(oldestHash, oldest.session.user.id);
    }
    this.byHash.set(hash, { session, until });
    let hashes = this.hashesByUser.get(session.user.id);
    if (!hashes) this.hashesByUser.set(session.user.id, (hashes = new Set()));
    hashes.add(hash);
  }

  private drop(hash: string, userId: number): void {
    this.byHash.delete(hash);
    const hashes = this.hashesByUser.get(userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.hashesByUser.delete(userId);
  }
}
