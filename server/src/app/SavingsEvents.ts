// The savings notifier port as app/ wires it: balances go through UserEvents like every other
// domain's; the savings summary goes to the trader's room and the day roll to every socket. Like
// UserEvents, it sends through this process's Socket.IO server when it has one (its Redis adapter
// reaches the other nodes), else through the Redis emitter (a worker without sockets).
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import type { BalanceEvent, SavingsRolledEvent, SavingsSummary, ServerToClientEvents } from '@tempo/shared';
import type { Config } from '../platform/config';
import type { TempoServer, UserEvents } from '../realtime';
import type { SavingsNotifier } from '../savings';

/** A user's room: the name realtime/rooms.ts gives it, where each trader socket joins at connection. */
const userRoom = (userId: number) => `user:${userId}`;

export class SavingsEvents implements SavingsNotifier {
  private readonly redis: Redis;
  private readonly emitter: Emitter<ServerToClientEvents>;
  private local: TempoServer | null = null;

  constructor(
    config: Config,
    private readonly users: UserEvents,
  ) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    this.redis.on('error', () => undefined);
    this.emitter = new Emitter<ServerToClientEvents>(this.redis, { key: `${config.REDIS_PREFIX}socket.io` });
  }

  /** Sends through `io` (this process's Socket.IO server, on the Redis adapter) from now on. */
  sendThrough(io: TempoServer): void {
    this.local = io;
  }

  savingsUpdated(userId: number, summary: SavingsSummary): void {
    (this.local ?? this.emitter).to(userRoom(userId)).emit('savings:updated', summary);
  }

  balance(userId: number, balances: BalanceEvent): void {
    this.users.balance(userId, balances);
  }

  rolled(event: SavingsRolledEvent): void {
    (this.local ?? this.emitter).emit('savings:rolled', event);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
