// Events for one trader's sockets (orders, balance, cashier, savings, inbox) and the few for
// everyone, from whichever process caused them.
// A trader's own events go only to the realtime nodes that hold the trader's sockets: the owner
// directory (owners/ownerDirectory.ts) names them, and each gets one message on its own channel
// with the events of its owners, in order (owners/deliverOwnerEvents.ts). A node with sockets
// itself hands its own owners their events directly. So a node decodes only the events of the
// traders it holds, and a settlement burst costs a message per node, not per trader or per event.
// The events for everyone go through the Socket.IO Redis adapter (or its emitter), every node.
import { setTimeout } from 'node:timers/promises';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { connectRedis } from '../platform/redis';
import type {
  BalanceEvent,
  DepositView,
  InboxBroadcastEvent,
  InboxMessageEvent,
  OrderView,
  OwnerEvent,
  OwnerSettlement,
  SavingsRolledEvent,
  SavingsSummary,
  ServerToClientEvents,
  VerificationUpdatedEvent,
  WithdrawalView,
} from '@tempo/shared';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import type { PubSub } from '../platform/pubsub';
import { emitOwnerEvents, messagesForNode, nodeChannel } from './owners/deliverOwnerEvents';
import type { NodePresence } from './owners/NodePresence';
import { findOwnerNodes, NODE_STALE_MS } from './owners/ownerDirectory';
import type { TempoServer } from './TempoServer';

/** How often events a listed node did not hear are sent to it again, in ms. */
const RETRY_UNHEARD_MS = 200;

const ownersOf = (events: readonly OwnerEvent[]) => [...new Set(events.map((event) => event.userId))];

/** This process's own realtime node: its Socket.IO server and the traders it holds. */
interface LocalNode {
  io: TempoServer;
  presence: NodePresence;
}

export class UserEvents {
  private readonly emitterRedis: Redis;
  private readonly emitter: Emitter<ServerToClientEvents>;
  private local: LocalNode | null = null;
  private closed = false;

  /** `redis` is the process's connection under the deployment prefix (the directory's keys). */
  constructor(
    config: Config,
    private readonly redis: Redis,
    private readonly pubsub: PubSub,
    private readonly logger: Logger,
  ) {
    this.emitterRedis = connectRedis(config, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    this.emitterRedis.on('error', () => undefined);
    this.emitter = new Emitter<ServerToClientEvents>(this.emitterRedis, {
      key: `${config.REDIS_PREFIX}socket.io`,
    });
  }

  /** This process is a realtime node too: its own traders get their events without Redis. */
  sendThrough(io: TempoServer, presence: NodePresence): void {
    this.local = { io, presence };
  }

  opened(userId: number, order: OrderView): void {
    this.post({ userId, name: 'order:opened', payload: order });
  }

  /**
   * A settlement chunk's events, to the nodes that hold any of its owners. Rejects when Redis
   * could not be asked, or when no node is listed at all (as just after Redis came back empty,
   * before the nodes wrote the directory again): nobody heard, and the orders' outbox sends the
   * chunk again. A listed node that does not hear is tried again on its own (see `send`), so
   * the owners elsewhere never hear a result twice.
   */
  async settled(owners: readonly OwnerSettlement[]): Promise<void> {
    const events = owners.map(({ userId, event }): OwnerEvent => ({
      userId,
      name: 'orders:settled',
      payload: event,
    }));
    const { anyNodeAlive } = await this.send(events);
    if (!anyNodeAlive && !this.local)
      throw new Error('no realtime node is listed to receive the settled orders');
  }

  balance(userId: number, balances: BalanceEvent): void {
    this.post({ userId, name: 'balance', payload: balances });
  }

  depositUpdated(userId: number, deposit: DepositView): void {
    this.post({ userId, name: 'deposit:updated', payload: deposit });
  }

  withdrawalUpdated(userId: number, withdrawal: WithdrawalView): void {
    this.post({ userId, name: 'withdrawal:updated', payload: withdrawal });
  }

  verificationUpdated(userId: number, event: VerificationUpdatedEvent): void {
    this.post({ userId, name: 'verification:updated', payload: event });
  }

  inboxMessage(userId: number, event: InboxMessageEvent): void {
    this.post({ userId, name: 'inbox:message', payload: event });
  }

  savingsUpdated(userId: number, summary: SavingsSummary): void {
    this.post({ userId, name: 'savings:updated', payload: summary });
  }

  /** The savings day roll ran: every trader's screens fetch their savings again. */
  savingsRolled(event: SavingsRolledEvent): void {
    (this.local?.io ?? this.emitter).emit('savings:rolled', event);
  }

  /** Ops broadcast a system message into every inbox: every client refetches its unread count. */
  inboxBroadcast(event: InboxBroadcastEvent): void {
    (this.local?.io ?? this.emitter).emit('inbox:broadcast', event);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.emitterRedis.quit().catch(() => undefined);
  }

  /** One event, sent without waiting: a trader who misses it reads the state on their next connection. */
  private post(event: OwnerEvent): void {
    this.send([event]).catch((error) =>
      this.logger.warn({ err: error, event: event.name }, 'owner event not sent'),
    );
  }

  /**
   * Sends `events` to the nodes that hold their owners, in order: this process's own node directly,
   * each other one its messages. A listed node that hears nothing (its subscriber reconnecting
   * after Redis failed over, or the node just died) is tried again in the background, alone, until
   * it hears or the directory stops listing it.
   */
  private async send(events: readonly OwnerEvent[]): Promise<{ anyNodeAlive: boolean }> {
    const { anyNodeAlive, byNode } = await findOwnerNodes(this.redis, ownersOf(events));
    const local = this.local;
    if (local) {
      const here = events.filter((event) => local.presence.holds(event.userId));
      if (here.length) emitOwnerEvents(local.io, here);
      byNode.delete(local.presence.nodeId);
    }
    const unheard = await this.publish(events, byNode);
    if (unheard.length) void this.retryUnheard(events, unheard);
    return { anyNodeAlive };
  }

  /** Publishes each node its messages; resolves with the nodes that did not hear them. */
  private async publish(events: readonly OwnerEvent[], byNode: Map<string, number[]>): Promise<string[]> {
    const unheard = await Promise.all(
      [...byNode].map(async ([nodeId, owners]) => {
        const messages = messagesForNode(events, new Set(owners));
        const heard = await Promise.all(
          messages.map((part) => this.pubsub.publish(nodeChannel(nodeId), { events: part })),
        );
        return heard.every((listeners) => listeners > 0) ? null : nodeId;
      }),
    );
    return unheard.filter((nodeId) => nodeId !== null);
  }

  private async retryUnheard(events: readonly OwnerEvent[], nodeIds: string[]): Promise<void> {
    const giveUpAt = Date.now() + NODE_STALE_MS + RETRY_UNHEARD_MS;
    let waiting = nodeIds;
    while (waiting.length && Date.now() < giveUpAt && !this.closed) {
      await setTimeout(RETRY_UNHEARD_MS);
      try {
        const { byNode } = await findOwnerNodes(this.redis, ownersOf(events));
        for (const nodeId of byNode.keys()) if (!waiting.includes(nodeId)) byNode.delete(nodeId);
        waiting = await this.publish(events, byNode);
      } catch {
        // Redis is away: try again while there is time.
      }
    }
    if (waiting.length && !this.closed)
      this.logger.warn({ nodes: waiting, events: events.length }, 'owner events not heard');
  }
}
