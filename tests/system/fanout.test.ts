// Several processes on loopback, as production runs them: two api+realtime nodes and separate
// feed processes sharing PostgreSQL and Redis.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tick } from '@tempo/shared';
import type { Config } from '../../server/src/platform/config';
import { tickKeys } from '../../server/src/quotes/ticks/tickKeys';
import { connectSocket, subscribe, type TestSocket } from '../../server/src/test/socketClient';
import { createTestConfig, deleteRedisKeys } from '../../server/src/test/testApp';
import { spawnTempo, type TempoProcess } from './tempoProcess';

let config: Config;
let dropDatabase: () => Promise<void>;
const processes: TempoProcess[] = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ({ config, dropDatabase } = await createTestConfig());
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(processes.map((process) => process.stop()));
  await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
  await dropDatabase();
});

async function start(roles: string) {
  const started = await spawnTempo(config, roles);
  processes.push(started);
  return started;
}

async function collectTicks(port: number, symbol: string): Promise<Tick[]> {
  const socket = await connectSocket(`http://127.0.0.1:${port}`);
  sockets.push(socket);
  const ticks: Tick[] = [];
  socket.on('tick', (tick) => tick.s === symbol && ticks.push(tick));
  await subscribe(socket, { symbols: [symbol] });
  return ticks;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two server nodes and a feed', () => {
  it('deliver the same tick sequence to clients on either node', async () => {
    const [nodeA, nodeB] = await Promise.all([start('api,realtime'), start('realtime')]);
    const feed = await start('feed');
    const onA = await Promise.all([1, 2].map(() => collectTicks(nodeA.port!, 'BTCUSDT')));
    const onB = await Promise.all([1, 2].map(() => collectTicks(nodeB.port!, 'BTCUSDT')));
    await sleep(3_000);

    // Compare the ticks every client could have seen: from the latest first tick to the earliest last one.
    const all = [...onA, ...onB];
    const from = Math.max(...all.map((ticks) => ticks[0]!.t));
    const to = Math.min(...all.map((ticks) => ticks.at(-1)!.t));
    const windowed = all.map((ticks) => ticks.filter((tick) => tick.t >= from && tick.t <= to));
    expect(windowed[0]!.length).toBeGreaterThanOrEqual(8);
    for (const sequence of windowed.slice(1)) expect(sequence).toEqual(windowed[0]);
    await feed.stop();
  });

  it('hands a symbol to the other feed process within seconds when its leader is killed, never publishing twice', async () => {
    const node = processes.find((process) => process.port !== null)!;
    const [first, second] = await Promise.all([start('feed'), start('feed')]);
    const redis = new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX });
    try {
      const ticks = await collectTicks(node.port!, 'BTCUSDT');
      await sleep(2_500);
      const owner = await redis.get(tickKeys.feedLock('BTCUSDT'));
      const leader = [first, second].find((feed) => owner?.includes(`:${feed.pid}:`))!;
      const survivor = leader === first ? second : first;
      expect(leader).toBeDefined();

      // With two feed processes up, ticks still come at one publisher's pace (4–5 a second).
      const before = ticks.filter((tick) => tick.t > Date.now() - 2_000).length;
      expect(before).toBeLessThanOrEqual(11);

      const killedAt = Date.now();
      await leader.kill();
      let resumedAt = 0;
      for (let waited = 0; waited < 10_000 && !resumedAt; waited += 50) {
        await sleep(50);
        resumedAt = ticks.find((tick) => tick.t > killedAt + 100)?.t ?? 0;
      }
      expect(resumedAt).toBeGreaterThan(0);
      expect(resumedAt - killedAt).toBeLessThan(5_000);
      expect(await redis.get(tickKeys.feedLock('BTCUSDT'))).toContain(`:${survivor.pid}:`);

      await sleep(2_000);
      const after = ticks.filter((tick) => tick.t > resumedAt);
      expect(after.length).toBeLessThanOrEqual(11);
      const times = ticks.map((tick) => tick.t);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    } finally {
      await redis.quit();
    }
  });
});
