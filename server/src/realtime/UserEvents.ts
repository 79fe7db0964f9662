// Events for one user's sockets (orders, balance, cashier, savings) and the few for everyone, from
// whichever process caused them: the Redis emitter hands them to the Socket.IO adapter, which
// delivers on every node. A process that holds sockets itself sends through its own server
// instead: its Redis adapter still reaches every other node, and its own sockets are served
// without a round trip through Redis and a decode of each event.
// Settlements take their own path: the adapter publishes every emit and every node decodes every
// one (its own included), which made a burst of expiries cost a Redis message per trader and
// chunk; a chunk's events travel as one bus message instead (realtime/settledDelivery.ts).
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { busChannels, type OwnerSettlement } from '@tempo/shared';
import type {
  BalanceEvent,
  DepositView,
  InboxBroadcastEvent,
  InboxMessageEvent,
  OrderView,
  SavingsRolledEvent,
  SavingsSummary,
  ServerToClientEvents,
  VerificationUpdatedEvent,
  WithdrawalView,
} from '@tempo/shared';
import type { Config } from '../platform/config';
import type { PubSub } from '../platform/pubsub';
import { rooms } from './rooms';
import type { TempoServer } from './TempoServer';

/**
 * Orders per settlement message on the bus (~0.7 MB of JSON): Redis buffers a subscriber's pending
 * messages up to a limit and drops the connection past it, so a burst never sends one huge message.
 */
const ORDERS_PER_BUS_MESSAGE = 2_000;

export class UserEvents {
  private readonly redis: Redis;
  private readonly emitter: Emitter<ServerToClientEvents>;
  private local: TempoServer | null = null;

  constructor(
    config: Config,
    private readonly pubsub: PubSub,
  ) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    this.redis.on('error', () => undefined);
    this.emitter = new Emitter<ServerToClientEvents>(this.redis, { key: `${config.REDIS_PREFIX}socket.io` });
  }

  /** Sends through `io` (this process's Socket.IO server, on the Redis adapter) from now on. */
  sendThrough(io: TempoServer): void {
    this.local = io;
  }

  opened(userId: number, order: OrderView): void {
    this.to(userId).emit('order:opened', order);
  }

  /**
   * A settlement chunk's events go out on the bus, each realtime node delivering to the sockets
   * it holds: in messages of about ORDERS_PER_BUS_MESSAGE orders, an owner's event never split.
   * Rejects when a message reached no node: Redis drops a message nobody subscribes to, as just
   * after it came back and before the nodes subscribed again, and the orders' outbox sends it again.
   */
  async settled(owners: readonly OwnerSettlement[]): Promise<void> {
    const messages: OwnerSettlement[][] = [];
    let current: OwnerSettlement[] = [];
    let orders = 0;
    for (const owner of owners) {
      current.push(owner);
      orders += owner.event.orders.length;
      if (orders >= ORDERS_PER_BUS_MESSAGE) {
        messages.push(current);
        current = [];
        orders = 0;
      }
    }
    if (current.length) messages.push(current);
    const heard = await Promise.all(
      messages.map((part) => this.pubsub.publish(busChannels.ordersSettled, { owners: part })),
    );
    if (heard.some((nodes) => nodes === 0)) throw new Error('no realtime node received the settled orders');
  }

  balance(userId: number, balances: BalanceEvent): void {
    this.to(userId).emit('balance', balances);
  }

  depositUpdated(userId: number, deposit: DepositView): void {
    this.to(userId).emit('deposit:updated', deposit);
  }

  withdrawalUpdated(userId: number, withdrawal: WithdrawalView): void {
    this.to(userId).emit('withdrawal:updated', withdrawal);
  }

  verificationUpdated(userId: number, event: VerificationUpdatedEvent): void {
    this.to(userId).emit('verification:updated', event);
  }

  inboxMessage(userId: number, event: InboxMessageEvent): void {
    this.to(userId).emit('inbox:message', event);
  }

  savingsUpdated(userId: number, summary: SavingsSummary): void {
    this.to(userId).emit('savings:updated', summary);
  }

  /** The savings day roll ran: every trader's screens fetch their savings again. */
  savingsRolled(event: SavingsRolledEvent): void {
    (this.local ?? this.emitter).emit('savings:rolled', event);
  }

  /** Ops broadcast a system message into every inbox: every client refetches its unread count. */
  inboxBroadcast(event: InboxBroadcastEvent): void {
    (this.local ?? this.emitter).emit('inbox:broadcast', event);
  }

  private to(userId: number) {
    return (this.local ?? this.emitter).to(rooms.user(userId));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
