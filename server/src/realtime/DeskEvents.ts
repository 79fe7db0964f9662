// Tells the ops consoles that a review queue's item changed, and ends the consoles of an ops
// session or account whose access changed, from whichever process changed it:
// the Redis emitter reaches the `/ops` namespace on every node, or this process's own server
// when it holds sockets (as UserEvents does for traders).
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { connectRedis } from '../platform/redis';
import type { Namespace } from 'socket.io';
import {
  OPS_NAMESPACE,
  type DeskChangedEvent,
  type OpsAccountAdmittedEvent,
  type OpsServerToClientEvents,
} from '@tempo/shared';
import type { Config } from '../platform/config';
import { rooms } from './rooms';
import type { TempoServer } from './TempoServer';

export class DeskEvents {
  private readonly redis: Redis;
  private readonly emitter: Emitter<OpsServerToClientEvents>;
  private local: TempoServer | null = null;

  constructor(config: Config) {
    this.redis = connectRedis(config, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    this.redis.on('error', () => undefined);
    this.emitter = new Emitter<OpsServerToClientEvents>(this.redis, {
      key: `${config.REDIS_PREFIX}socket.io`,
    });
  }

  /** Sends through `io` (this process's Socket.IO server, on the Redis adapter) from now on. */
  sendThrough(io: TempoServer): void {
    this.local = io;
  }

  changed(event: DeskChangedEvent): void {
    this.opsNamespace().to(rooms.desk(event.queue)).emit('desk:changed', event);
  }

  /** Tells the consoles of every account manager that an ops account may now log in. */
  opsAccountAdmitted(event: OpsAccountAdmittedEvent): void {
    this.opsNamespace().to(rooms.opsAccounts).emit('ops-account:admitted', event);
  }

  /** Disconnects the consoles of an ended ops session, or of every session of an account. */
  endOpsAccess(ended: { sessionId: number } | { adminId: number }): void {
    const room = 'sessionId' in ended ? rooms.opsSession(ended.sessionId) : rooms.opsAdmin(ended.adminId);
    this.opsNamespace().in(room).disconnectSockets(true);
  }

  /** The namespace speaks its own events, not the traders' of the main one. */
  private opsNamespace() {
    return this.local
      ? (this.local.of(OPS_NAMESPACE) as unknown as Namespace<never, OpsServerToClientEvents>)
      : this.emitter.of(OPS_NAMESPACE);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
