// The bus speaks only the channels of the shared table, each with its schema: on every channel a
// message that is not JSON, or not the channel's shape, is logged and dropped where it arrives,
// the listeners never see it, and the good messages after it still reach every listener.
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { busChannels, type BusChannel } from '@tempo/shared';
import { loadConfig } from './config';
import { PubSub } from './pubsub';
import { deleteRedisKeys } from '../test/testApp';
import { uniqueSuffix } from '../test/testDatabases';
import { flatTicker } from '../test/tickPublisher';

type Channels = typeof busChannels;
type ChannelName = keyof Channels;

/** A good message and a wrong-shaped one for every channel: a new channel fails to compile until it has both. */
const samples: { [K in ChannelName]: { good: z.input<Channels[K]['schema']>; wrong: unknown } } = {
  ticks: {
    good: { s: 'BUSUSD', p: 100.25, t: 1_700_000_000_000, v: 1 },
    wrong: { s: 'BUSUSD', p: '100.25' },
  },
  candles: {
    good: { s: 'BUSUSD', i: '1m', c: { t: 1_700_000_000_000, o: 1, h: 2, l: 0.5, c: 1.5, v: 3, q: 4 } },
    wrong: { s: 'BUSUSD', i: '2m', c: {} },
  },
  tickers: {
    good: [flatTicker('BUSUSD', 1_700_000_000_000)],
    wrong: { s: 'BUSUSD', last: 1 },
  },
  watermarks: {
    good: { s: 'BUSUSD', w: 1_700_000_000_250 },
    wrong: { s: 'BUSUSD', w: -1 },
  },
  catalogue: { good: 1_700_000_000_000, wrong: 'changed' },
  ordersDue: {
    good: { symbol: 'BUSUSD', second: 1_700_000_000, expiryTs: 1_700_000_000_250 },
    wrong: { symbol: 'BUSUSD', second: 1_700_000_000, expiryTs: 1.5 },
  },
  sessionsRevoked: {
    good: { userId: 1, sessionIds: [2, 3], reason: 'revoked' },
    wrong: { userId: 1, sessionIds: [2], reason: 'expired' },
  },
};

const config = loadConfig(process.env, { REDIS_PREFIX: `test:${uniqueSuffix()}:` });
const logged: { level: number; channel?: string; msg: string }[] = [];
const logger = pino(
  { level: 'warn' },
  new Writable({
    write(line: Buffer, _encoding, done) {
      logged.push(JSON.parse(String(line)));
      done();
    },
  }),
);
let publisher: Redis;
let pubsub: PubSub;

beforeAll(() => {
  publisher = new Redis(config.REDIS_URL);
  pubsub = new PubSub(config, config.REDIS_PREFIX, publisher, logger);
});
afterAll(async () => {
  await pubsub?.close();
  await publisher?.quit();
  await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
});

describe('PubSub', () => {
  it.each(Object.keys(busChannels) as ChannelName[])(
    'drops and logs a malformed %s message, and delivers the good ones before and after it',
    async (name) => {
      // Any channel, seen through its generic type: the table and the samples agree by type above.
      const bus: BusChannel = busChannels[name];
      const { good, wrong } = samples[name];
      // Two listeners: the message is decoded once and each of them gets the result.
      const first: unknown[] = [];
      const second: unknown[] = [];
      const stops = [
        await pubsub.subscribe(bus, (message: unknown) => first.push(message)),
        await pubsub.subscribe(bus, (message: unknown) => second.push(message)),
      ];
      try {
        const channel = pubsub.channel(bus);
        const before = logged.length;
        await pubsub.publish(bus, good);
        await publisher.publish(channel, '{"cut short":');
        await publisher.publish(channel, JSON.stringify(wrong));
        await pubsub.publish(bus, good);
        // Redis keeps one connection's messages in order: once the last is in, the rest were handled.
        await vi.waitUntil(() => first.length >= 2 && second.length >= 2, { timeout: 20_000, interval: 10 });
        expect(first).toEqual([good, good]);
        expect(second).toEqual([good, good]);
        expect(logged.slice(before)).toEqual([
          expect.objectContaining({ level: 40, channel: bus.name, msg: 'bus message is not JSON; dropped' }),
          expect.objectContaining({ level: 40, channel: bus.name, msg: 'malformed bus message dropped' }),
        ]);
      } finally {
        for (const stop of stops) await stop();
      }
    },
  );

  it('keeps delivering to the other listeners when one throws', async () => {
    const got: unknown[] = [];
    const stops = [
      await pubsub.subscribe(busChannels.catalogue, () => {
        throw new Error('listener bug');
      }),
      await pubsub.subscribe(busChannels.catalogue, (at) => got.push(at)),
    ];
    try {
      await pubsub.publish(busChannels.catalogue, 1);
      await pubsub.publish(busChannels.catalogue, 2);
      await vi.waitUntil(() => got.length >= 2, { timeout: 20_000, interval: 10 });
      expect(got).toEqual([1, 2]);
    } finally {
      for (const stop of stops) await stop();
    }
  });
});
