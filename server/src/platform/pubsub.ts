// Redis pub/sub for the whole process: one subscriber connection shared by every listener, and
// channel names under the deployment's prefix (ioredis's keyPrefix does not touch channels). Only
// the channels of the shared bus table (busChannels) are spoken, each with its message schema: a
// message is encoded as JSON by its typed publisher and decoded once per process, whatever the
// number of listeners, before any of them sees it; a malformed one is logged and dropped.
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { BusChannel } from '@tempo/shared';
import type { Logger } from './logger';
import { connectRedis, type RedisTarget } from './redis';

export type MessageHandler<T> = (message: T) => void;

interface Subscription {
  bus: BusChannel;
  handlers: Set<MessageHandler<unknown>>;
}

/** How many issues of a malformed message a log line shows. */
const LOGGED_ISSUES = 3;

export class PubSub {
  private subscriber: Redis | null = null;
  private readonly subscriptions = new Map<string, Subscription>();

  constructor(
    private readonly target: RedisTarget,
    private readonly prefix: string,
    private readonly publisher: Redis,
    private readonly logger: Logger,
  ) {}

  /** The full channel name of `bus` in this deployment (for a script that publishes itself). */
  channel(bus: BusChannel): string {
    return `${this.prefix}${bus.name}`;
  }

  /** Publishes `message` on `bus` as JSON; resolves with the number of processes that received it. */
  publish<S extends z.ZodType>(bus: BusChannel<S>, message: z.input<S>): Promise<number> {
    return this.publisher.publish(this.channel(bus), JSON.stringify(message));
  }

  /** Calls `handler` with every well-formed message on `bus` until the returned function is called. */
  async subscribe<S extends z.ZodType>(
    bus: BusChannel<S>,
    handler: MessageHandler<z.output<S>>,
  ): Promise<() => Promise<void>> {
    const channel = this.channel(bus);
    const subscriber = this.connect();
    let subscription = this.subscriptions.get(channel);
    if (!subscription) {
      subscription = { bus, handlers: new Set() };
      this.subscriptions.set(channel, subscription);
      await subscriber.subscribe(channel);
    }
    const current = subscription;
    const listener = handler as MessageHandler<unknown>;
    current.handlers.add(listener);
    return async () => {
      current.handlers.delete(listener);
      if (current.handlers.size === 0 && this.subscriptions.get(channel) === current) {
        this.subscriptions.delete(channel);
        await subscriber.unsubscribe(channel).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.subscriptions.clear();
    await this.subscriber?.quit().catch(() => undefined);
    this.subscriber = null;
  }

  private connect(): Redis {
    if (this.subscriber) return this.subscriber;
    // No ready check: it sends INFO, which a connection already subscribing may not send.
    const subscriber = connectRedis(this.target, { maxRetriesPerRequest: null, enableReadyCheck: false });
    subscriber.on('error', (error) => this.logger.warn({ err: error }, 'Redis subscriber error'));
    subscriber.on('message', (channel: string, raw: string) => {
      const subscription = this.subscriptions.get(channel);
      if (!subscription) return;
      const message = this.decode(subscription.bus, raw);
      if (message === undefined) return;
      for (const handler of subscription.handlers) {
        try {
          handler(message);
        } catch (error) {
          this.logger.error({ err: error, channel }, 'pub/sub handler failed');
        }
      }
    });
    this.subscriber = subscriber;
    return subscriber;
  }

  /** The message as its schema reads it, or undefined (logged) when it is not one. */
  private decode(bus: BusChannel, raw: string): unknown {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      this.logger.warn({ channel: bus.name, length: raw.length }, 'bus message is not JSON; dropped');
      return undefined;
    }
    const parsed = bus.schema.safeParse(json);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues
      .slice(0, LOGGED_ISSUES)
      .map((issue) => `${issue.path.join('.') || '(message)'}: ${issue.message}`);
    this.logger.warn({ channel: bus.name, issues }, 'malformed bus message dropped');
    return undefined;
  }
}
