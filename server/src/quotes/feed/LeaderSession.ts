// Who leads a symbol's feed is decided by PostgreSQL: the leader holds the symbol's advisory lock
// in a session of its own, and each standby waits for that lock in its own session. A process that
// dies takes its sessions with it (the kernel closes their connections), and PostgreSQL grants the
// lock to the next standby at once: a takeover waits for no lease to run out. A leader alive but
// stuck, its event loop starved or hung, shows no sign of life on its session, and PostgreSQL ends
// the session after the lease (idle_session_timeout), which frees the lock the same way.
//
// Only one session holds the lock, so only one process at a time starts leading; the fence
// (FeedLock) is what stops the ticks of an old leader that has not noticed its session is gone.
// The session must be PostgreSQL's own: a pooler in transaction mode between the feed and the
// database would hand the lock's connection to others and keep it open after the process died.
import pg from 'pg';

/** The key space of feed leadership among the two-key advisory locks (productSandbox.ts uses 7_301). */
const FEED_LEADERSHIP_LOCK_CLASS = 7_302;

export interface LeaderSessionOptions {
  connectionString: string;
  symbol: string;
  /** How long the leader may show no sign of life before PostgreSQL ends its session (ms). */
  leaseMs: number;
  /** Tells ops which process a session belongs to (pg_stat_activity.application_name). */
  owner: string;
  connectTimeoutMs?: number;
}

export class LeaderSession {
  private constructor(
    private readonly client: pg.Client,
    /** Aborts when the session ends, whatever the cause: the process must stop leading. */
    readonly lost: AbortSignal,
  ) {}

  /**
   * Waits until this process holds the symbol's lock: the session that holds it, or null when
   * `signal` aborted first. Throws when PostgreSQL cannot be reached.
   */
  static async await(options: LeaderSessionOptions, signal: AbortSignal): Promise<LeaderSession | null> {
    const client = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    });
    const lost = new AbortController();
    // A session's error is its end: without a listener, a connection the server closes would
    // throw in the process.
    client.on('error', () => lost.abort());
    client.on('end', () => lost.abort());
    const giveUp = () => void client.end().catch(() => undefined);
    signal.addEventListener('abort', giveUp, { once: true });
    try {
      await client.connect();
      // A waiting standby is inside a statement, never idle, so the timeout ends only a leader
      // gone quiet; the connection check takes a dead standby out of the queue while it waits.
      await client.query(
        `SELECT set_config('idle_session_timeout', $1, false),
                set_config('client_connection_check_interval', '1000', false),
                set_config('application_name', $2, false)`,
        [String(options.leaseMs), `tempo feed ${options.owner}`.slice(0, 63)],
      );
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [
        FEED_LEADERSHIP_LOCK_CLASS,
        options.symbol,
      ]);
    } catch (error) {
      giveUp();
      if (signal.aborted) return null;
      throw error;
    } finally {
      signal.removeEventListener('abort', giveUp);
    }
    if (signal.aborted) {
      giveUp();
      return null;
    }
    return new LeaderSession(client, lost.signal);
  }

  /** A sign of life; throws when the session is gone (leadership is then lost). */
  async keepAlive(): Promise<void> {
    await this.client.query('SELECT 1');
  }

  /** Ends the session, which frees the lock for the next standby. */
  async end(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}
