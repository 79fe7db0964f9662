// Every trader request proves its session. Looking it up in PostgreSQL each time was, at a
// thousand orders a second, most of the database's work; so live sessions are kept in memory for
// a few seconds. A revocation (logout, new password, ops reset) is announced on the bus once it
// has committed and drops the user's sessions from every process at once; the short life bounds
// what a lost announcement could let through.
import type { Db } from '../platform/db/pool';
import type { AuthUser } from '../platform/http/requestTypes';
import type { PubSub } from '../platform/pubsub';
import { hashSessionToken } from '../platform/sessions';
import { findSessionUserByHash } from './userSessions';

export const SESSIONS_REVOKED_CHANNEL = 'sessions:revoked';
/** How long a looked-up session is trusted without asking PostgreSQL again. */
const TRUST_MS = 5_000;
/** Sessions kept at most; beyond it the oldest go first. */
const MAX_ENTRIES = 100_000;

interface Entry {
  user: AuthUser;
  /** Epoch ms after which the session is looked up again. */
  until: number;
}

export class SessionCache {
  private readonly byHash = new Map<string, Entry>();
  private readonly hashesByUser = new Map<number, Set<string>>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.pubsub.subscribe(SESSIONS_REVOKED_CHANNEL, (message) => {
      this.forget(Number(message));
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.byHash.clear();
    this.hashesByUser.clear();
  }

  /** The user of a live session token (not expired, not revoked, account not disabled), or null. */
  async find(token: string): Promise<AuthUser | null> {
    const hash = hashSessionToken(token).toString('base64');
    const now = Date.now();
    const cached = this.byHash.get(hash);
    if (cached && cached.until > now) return cached.user;
    if (cached) this.drop(hash, cached.user.id);

    const found = await findSessionUserByHash(this.db, hashSessionToken(token));
    if (!found) return null;
    const { expiresAt, ...user } = found;
    this.remember(hash, user, Math.min(now + TRUST_MS, expiresAt));
    return user;
  }

  /**
   * Call after a transaction that revoked sessions of `userId` has committed: every process,
   * this one first, forgets them.
   */
  async revoked(userId: number): Promise<void> {
    this.forget(userId);
    await this.pubsub.publish(SESSIONS_REVOKED_CHANNEL, String(userId));
  }

  private remember(hash: string, user: AuthUser, until: number): void {
    if (this.byHash.size >= MAX_ENTRIES) {
      const [oldestHash, oldest] = this.byHash.entries().next().value!;
      this.drop(oldestHash, oldest.user.id);
    }
    this.byHash.set(hash, { user, until });
    let hashes = this.hashesByUser.get(user.id);
    if (!hashes) this.hashesByUser.set(user.id, (hashes = new Set()));
    hashes.add(hash);
  }

  private forget(userId: number): void {
    for (const hash of this.hashesByUser.get(userId) ?? []) this.byHash.delete(hash);
    this.hashesByUser.delete(userId);
  }

  private drop(hash: string, userId: number): void {
    this.byHash.delete(hash);
    const hashes = this.hashesByUser.get(userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.hashesByUser.delete(userId);
  }
}
