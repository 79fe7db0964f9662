// Redis pub/sub for the whole process: one subscriber connection shared by every listener, and
// channel names under the deployment's prefix (ioredis's keyPrefix does not touch channels).
import { Redis } from 'ioredis';
import type { Logger } from './logger';

export type MessageHandler = (message: string) => void;

export class PubSub {
  private subscriber: Redis | null = null;
  private readonly handlers = new Map<string, Set<MessageHandler>>();

  constructor(
    private readonly url: string,
    private readonly prefix: string,
    private readonly publisher: Redis,
    private readonly logger: Logger,
  ) {}

  /** The full channel name of `name` in this deployment. */
  channel(name: string): string {
    return `${this.prefix}${name}`;
  }

  publish(name: string, message: string): Promise<number> {
    return this.publisher.publish(this.channel(name), message);
  }

  /** Calls `handler` with every message on `name` until the returned function is called. */
  async subscribe(name: string, handler: MessageHandler): Promise<() => Promise<void>> {
    const channel = this.channel(name);
    const subscriber = this.connect();
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await subscriber.subscribe(channel);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        await subscriber.unsubscribe(channel).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await this.subscriber?.quit().catch(() => undefined);
    this.subscriber = null;
  }

  private connect(): Redis {
    if (this.subscriber) return this.subscriber;
    // No ready check: it sends INFO, which a connection already subscribing may not send.
    const subscriber = new Redis(this.url, { maxRetriesPerRequest: null, enableReadyCheck: false });
    subscriber.on('error', (error) => this.logger.warn({ err: error }, 'Redis subscriber error'));
    subscriber.on('message', (channel: string, message: string) => {
      const set = this.handlers.get(channel);
      if (!set) return;
      for (const handler of set) {
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
}
