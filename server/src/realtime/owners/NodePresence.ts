// A realtime node's entries in the owner directory (ownerDirectory.ts): the traders whose sockets
// it holds, each written before the socket is accepted, so an event that comes after the trader's
// app is connected finds this node; removed when the trader's last socket here goes.
// Redis keeps nothing on disk: after a restart the directory is empty, and a node's beat finds
// itself missing. It then writes its traders again before itself, so while a node is listed its
// traders are too. Until then an owner's event finds no node; a settlement finding none at all
// is retried from the outbox (orders/SettledAnnouncer.ts).
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../../platform/logger';
import { realtimeKeys } from '../realtimeKeys';
import { NODE_BEAT_MS, OWNER_REFRESH_MS, OWNER_TTL_MS } from './ownerDirectory';

/** Traders written to Redis per pipeline when the whole directory of a node is written again. */
const WRITE_BATCH = 5_000;

export class NodePresence {
  readonly nodeId = randomUUID();
  /** Sockets held per trader. */
  private readonly held = new Map<number, number>();
  private beatTimer: NodeJS.Timeout | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {}

  /** Lists the node and keeps it listed until `close`. */
  async start(): Promise<void> {
    await this.beat();
    this.beatTimer = setInterval(() => void this.beat(), NODE_BEAT_MS).unref();
    this.refreshTimer = setInterval(() => void this.writeAll(), OWNER_REFRESH_MS).unref();
  }

  /** A socket of `userId` is about to be accepted here: resolves once the directory says so. */
  async hold(userId: number): Promise<void> {
    const count = (this.held.get(userId) ?? 0) + 1;
    this.held.set(userId, count);
    if (count === 1) await this.write([userId]);
  }

  /** A socket of `userId` left this node. */
  release(userId: number): void {
    const count = (this.held.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.held.set(userId, count);
      return;
    }
    this.held.delete(userId);
    this.redis.zrem(realtimeKeys.ownerNodes(userId), this.nodeId).catch(() => undefined);
  }

  /** Whether this node holds sockets of `userId`. */
  holds(userId: number): boolean {
    return this.held.has(userId);
  }

  /** Unlists the node and its traders (a node that dies instead is passed over once stale). */
  async close(): Promise<void> {
    if (this.beatTimer) clearInterval(this.beatTimer);
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    await this.beating;
    const pipeline = this.redis.pipeline().zrem(realtimeKeys.nodes(), this.nodeId);
    for (const userId of this.held.keys()) pipeline.zrem(realtimeKeys.ownerNodes(userId), this.nodeId);
    await pipeline.exec().catch(() => undefined);
    this.held.clear();
  }

  private beat(): Promise<void> {
    if (this.beating) return this.beating;
    this.beating = this.beatOnce()
      .catch((error) => this.logger.warn({ err: error }, 'realtime node heartbeat failed'))
      .finally(() => {
        this.beating = null;
      });
    return this.beating;
  }

  private async beatOnce(): Promise<void> {
    // XX CH: updated only if listed, answering 1 if it was; 0 means the directory lost this node.
    const listed = await this.redis.zadd(realtimeKeys.nodes(), 'XX', 'CH', Date.now(), this.nodeId);
    if (listed === 1) return;
    await this.writeAll();
    await this.redis.zadd(realtimeKeys.nodes(), Date.now(), this.nodeId);
  }

  private async writeAll(): Promise<void> {
    // Nodes gone for longer than an entry lives are forgotten.
    await this.redis.zremrangebyscore(realtimeKeys.nodes(), '-inf', Date.now() - OWNER_TTL_MS);
    const userIds = [...this.held.keys()];
    for (let start = 0; start < userIds.length; start += WRITE_BATCH) {
      await this.write(userIds.slice(start, start + WRITE_BATCH));
    }
  }

  private async write(userIds: readonly number[]): Promise<void> {
    const now = Date.now();
    const pipeline = this.redis.pipeline();
    for (const userId of userIds) {
      // What a node that stopped refreshing said goes with this write.
      pipeline.zremrangebyscore(realtimeKeys.ownerNodes(userId), '-inf', now - OWNER_TTL_MS);
      pipeline.zadd(realtimeKeys.ownerNodes(userId), now, this.nodeId);
      pipeline.pexpire(realtimeKeys.ownerNodes(userId), OWNER_TTL_MS);
    }
    const replies = (await pipeline.exec()) ?? [];
    const failed = replies.find(([error]) => error);
    if (failed) throw failed[0];
  }
}
