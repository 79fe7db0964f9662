// Events for one user's sockets (orders, balance), from whichever process caused them: the
// Redis emitter hands them to the Socket.IO adapter, which delivers on every node.
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import type { BalanceEvent, OrderSettledEvent, OrderView, ServerToClientEvents } from '@tempo/shared';
import type { Config } from '../platform/config';
import { rooms } from './rooms';

export class UserEvents {
  private readonly redis: Redis;
  private readonly emitter: Emitter<ServerToClientEvents>;

  constructor(config: Config) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    this.redis.on('error', () => undefined);
    this.emitter = new Emitter<ServerToClientEvents>(this.redis, { key: `${config.REDIS_PREFIX}socket.io` });
  }

  opened(userId: number, order: OrderView): void {
    this.emitter.to(rooms.user(userId)).emit('order:opened', order);
  }

  settled(userId: number, event: OrderSettledEvent): void {
    this.emitter.to(rooms.user(userId)).emit('order:settled', event);
  }

  balance(userId: number, balances: BalanceEvent): void {
    this.emitter.to(rooms.user(userId)).emit('balance', balances);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
