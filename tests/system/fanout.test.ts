// Several processes on loopback, as production runs them: two api+realtime nodes and separate
// feed processes sharing PostgreSQL and Redis. Every wait is for a condition with a deadline:
// a fresh feed first writes a day of history, which takes seconds on a busy machine.
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tick } from '@tempo/shared';
import type { Config } from '../../server/src/platform/config';
import { tickKeys } from '../../server/src/quotes';
import { connectSocket, onQuotes, subscribe, type TestSocket } from '../../server/src/test/socketClient';
import { createTestConfig, deleteRedisKeys } from '../../server/src/test/testApp';
import { spawnTempo, type TempoProcess } from './tempoProcess';

const SYMBOL = 'BTCUSDT';
/** How long a condition may take to come true before the test gives up. */
const DEADLINE_MS = 30_000;

let config: Config;
let dropDatabase: () => Promise<void>;
let processes: TempoProcess[] = [];
let sockets: TestSocket[] = [];

beforeAll(async () => {
  ({ config, dropDatabase } = await createTestConfig());
});
// Each test stops what it started, so a failed assertion cannot leave a feed holding the lock.
afterEach(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(processes.map((process) => process.stop()));
  sockets = [];
  processes = [];
});
afterAll(async () => {
  await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
  await dropDatabase();
});

async function start(roles: string) {
  const started = await spawnTempo(config, roles);
  processes.push(started);
  return started;
}

async function collectTicks(port: number): Promise<Tick[]> {
  const socket = await connectSocket(`http://127.0.0.1:${port}`);
  sockets.push(socket);
  const ticks: Tick[] = [];
  onQuotes(socket, { tick: (tick) => tick.s === SYMBOL && ticks.push(tick) });
  await subscribe(socket, { symbols: [SYMBOL] });
  return ticks;
}

/** Ticks with times after `from`, in the last `windowMs` before `now`. */
const countSince = (ticks: Tick[], from: number, windowMs: number, now = Date.now()) =>
  ticks.filter((tick) => tick.t > Math.max(from, now - windowMs)).length;

describe('two server nodes and a feed', () => {
  it('deliver the same tick sequence to clients on either node', async () => {
    const [nodeA, nodeB] = await Promise.all([start('api,realtime'), start('realtime')]);
    await start('feed');
    const all = await Promise.all([nodeA, nodeA, nodeB, nodeB].map((node) => collectTicks(node.port!)));

    // The ticks every client could have seen: from the latest first tick to the earliest last one.
    const commonWindow = () => {
      if (all.some((ticks) => !ticks.length)) return null;
      const from = Math.max(...all.map((ticks) => ticks[0]!.t));
      const to = Math.min(...all.map((ticks) => ticks.at(-1)!.t));
      return all.map((ticks) => ticks.filter((tick) => tick.t >= from && tick.t <= to));
    };
    const windowed = await vi.waitUntil(
      () => {
        const window = commonWindow();
        return window && window.every((ticks) => ticks.length >= 8) ? window : null;
      },
      { timeout: DEADLINE_MS, interval: 50 },
    );
    for (const sequence of windowed.slice(1)) expect(sequence).toEqual(windowed[0]);
  });

  it('hands a symbol to the other feed process within seconds when its leader is killed, never publishing twice', async () => {
    const node = await start('api,realtime');
    const ticks = await collectTicks(node.port!);
    const [first, second] = await Promise.all([start('feed'), start('feed')]);
    const redis = new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX });
    try {
      const leader = await vi.waitUntil(
        async () => {
          const owner = await redis.get(tickKeys.feedLock(SYMBOL));
          return [first, second].find((feed) => owner?.includes(`:${feed.pid}:`));
        },
        { timeout: DEADLINE_MS, interval: 50 },
      );
      const survivor = leader === first ? second : first;

      // With two feed processes up, ticks still come at one publisher's pace (4–5 a second).
      const ledFrom = Date.now();
      await vi.waitUntil(() => ticks.some((tick) => tick.t > ledFrom + 2_000), {
        timeout: DEADLINE_MS,
        interval: 50,
      });
      expect(countSince(ticks, ledFrom, 2_000)).toBeLessThanOrEqual(11);

      const killedAt = Date.now();
      await leader.kill();
      const resumed = await vi.waitUntil(() => ticks.find((tick) => tick.t > killedAt + 100), {
        timeout: DEADLINE_MS,
        interval: 20,
      });
      // The killed leader's sessions close with it: the survivor, waiting for their locks, leads at once.
      expect(resumed.t - killedAt).toBeLessThan(5_000);
      expect(await redis.get(tickKeys.feedLock(SYMBOL))).toContain(`:${survivor.pid}:`);

      await vi.waitUntil(() => ticks.some((tick) => tick.t > resumed.t + 2_000), {
        timeout: DEADLINE_MS,
        interval: 50,
      });
      expect(countSince(ticks, resumed.t - 1, 2_000)).toBeLessThanOrEqual(11);
      const times = ticks.map((tick) => tick.t);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    } finally {
      await redis.quit();
    }
  });
});
