// Market data over a real Socket.IO server: what arrives within the batching window leaves in one
// frame per subscription set, and a client that stops reading costs the server a bounded queue,
// then receives the latest quote per symbol, marked as a gap, once it reads again.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION, busChannels, quotesEvent, type QuotesEvent } from '@tempo/shared';
import { connectSocket, subscribe, type TestSocket } from '../../test/socketClient';
import { startTestApp, type TestApp } from '../../test/testApp';
import { addTestProducts } from '../../test/testProducts';
import { flatTicker } from '../../test/tickPublisher';
import { TICKER_RIDE_MS } from './QuoteFanout';

const SYMBOLS = ['FANAUSD', 'FANBUSD', 'FANCUSD'];
const BACKLOG_LIMIT = 4;
const BATCH_MS = 50;
const WAIT = { timeout: 20_000, interval: 10 };

let app: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime'], QUOTE_BATCH_MS: BATCH_MS, QUOTE_BACKLOG_LIMIT: BACKLOG_LIMIT },
    { prepare: (db) => addTestProducts(db, SYMBOLS) },
  );
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await app?.close();
});

async function listening(symbols: string[], ticks = true) {
  const socket = await connectSocket(app.baseUrl);
  sockets.push(socket);
  const frames: QuotesEvent[] = [];
  socket.on('quotes', (batch) => frames.push(batch));
  expect(await subscribe(socket, { symbols, ticks })).toMatchObject({ ok: true });
  return { socket, frames, ticks: () => frames.flatMap((frame) => frame.ticks ?? []) };
}

let clock = Date.now();
/** Publishes one tick of each `[symbol, price]` in a single Redis round trip, as the bus carries them. */
async function publishTogether(...quotes: [string, number][]): Promise<void> {
  const channel = app.ctx.pubsub.channel(busChannels.ticks);
  const pipeline = app.ctx.redis.pipeline();
  for (const [s, p] of quotes) pipeline.publish(channel, JSON.stringify({ s, p, t: ++clock, v: 1 }));
  await pipeline.exec();
}

async function framesSent(): Promise<number> {
  const metric = await app.ctx.metrics.quoteFrames.get();
  return metric.values.reduce((sum, value) => sum + value.value, 0);
}

describe('batching per subscription set', () => {
  it('sends the ticks of several symbols that arrive within the window in one frame', async () => {
    const client = await listening(SYMBOLS);
    await publishTogether(['FANAUSD', 1], ['FANBUSD', 2], ['FANCUSD', 3]);
    await vi.waitUntil(() => client.ticks().length === 3, WAIT);
    expect(client.frames).toHaveLength(1);
    expect(client.frames[0]!.ticks!.map((tick) => [tick.s, tick.p])).toEqual([
      ['FANAUSD', 1],
      ['FANBUSD', 2],
      ['FANCUSD', 3],
    ]);
  });

  it('paces frames: the first ticks to a quiet set leave at once, the ones that follow wait together', async () => {
    const client = await listening(['FANAUSD', 'FANBUSD']);
    const started = performance.now();
    for (let i = 1; i <= 10; i++) await publishTogether([i % 2 ? 'FANAUSD' : 'FANBUSD', i]);
    const publishing = performance.now() - started;
    await vi.waitUntil(() => client.ticks().length === 10, WAIT);
    expect(client.ticks().map((tick) => tick.p)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // A burst of two frames, then one per window at most: never a frame per tick.
    const windows = Math.ceil((performance.now() - started) / BATCH_MS);
    expect(client.frames.length).toBeLessThanOrEqual(2 + windows);
    if (publishing < BATCH_MS) expect(client.frames.length).toBeLessThanOrEqual(3);
  });

  it('builds one frame per set: sockets with the same set share it, each gets only its own symbols', async () => {
    const chartA = await listening(['FANAUSD']);
    const listA = await listening(['FANAUSD', 'FANBUSD']);
    const listB = await listening(['FANBUSD', 'FANAUSD']);
    const before = await framesSent();
    await publishTogether(['FANAUSD', 10], ['FANBUSD', 20], ['FANCUSD', 30]);
    await vi.waitUntil(() => chartA.ticks().length === 1 && listB.ticks().length === 2, WAIT);
    expect(chartA.frames).toEqual([{ ticks: [expect.objectContaining({ s: 'FANAUSD', p: 10 })] }]);
    expect(listA.frames).toEqual(listB.frames);
    expect(listA.ticks().map((tick) => tick.p)).toEqual([10, 20]);
    // Two sets touched by the window (the first test's socket is gone): two encodes for three sockets.
    expect((await framesSent()) - before).toBe(2);
  });
});

/** Publishes the 24h tickers of `symbols` as the feed's leader does once a second. */
async function publishTickers(...symbols: string[]): Promise<void> {
  const tickers = symbols.map((symbol) => flatTicker(symbol, ++clock));
  await app.ctx.redis.publish(app.ctx.pubsub.channel(busChannels.tickers), JSON.stringify(tickers));
}

describe('tickers', () => {
  it("ride with the next tick's frame to a set that gets the symbol's ticks, and leave at once to one that does not", async () => {
    const chart = await listening(['FANCUSD']);
    const list = await listening(['FANCUSD'], false);
    await publishTickers('FANCUSD');
    // The tickers-only set is sent the ticker at once: the server has it.
    await vi.waitUntil(() => list.frames.length === 1, WAIT);
    expect(list.frames[0]).toEqual({ tickers: [expect.objectContaining({ s: 'FANCUSD' })] });
    await publishTogether(['FANCUSD', 7]);
    await vi.waitUntil(() => chart.ticks().length === 1, WAIT);
    expect(chart.frames).toEqual([
      {
        ticks: [expect.objectContaining({ s: 'FANCUSD', p: 7 })],
        tickers: [expect.objectContaining({ s: 'FANCUSD' })],
      },
    ]);
  });

  it('leave on their own within a second when no tick comes to ride with', async () => {
    const chart = await listening(['FANCUSD']);
    const published = performance.now();
    await publishTickers('FANCUSD');
    await vi.waitUntil(() => chart.frames.length === 1, WAIT);
    // A timer may fire a millisecond early; the frame waited for a tick about a second.
    expect(performance.now() - published).toBeGreaterThanOrEqual(TICKER_RIDE_MS - 5);
    expect(chart.frames[0]).toEqual({ tickers: [expect.objectContaining({ s: 'FANCUSD' })] });
  });
});

/**
 * A Socket.IO client over HTTP long-polling, driven by hand: it reads only when the test polls,
 * which is exactly a client that stops reading whenever the test does not.
 */
class PollingClient {
  private sid = '';
  constructor(private readonly baseUrl: string) {}

  private url(): string {
    return `${this.baseUrl}/socket.io/?EIO=4&transport=polling${this.sid ? `&sid=${this.sid}` : ''}`;
  }

  async open(): Promise<void> {
    const [handshake] = await this.poll();
    this.sid = (JSON.parse(handshake!.slice(1)) as { sid: string }).sid;
    await this.send(`40${JSON.stringify({ protocol: PROTOCOL_VERSION })}`);
    expect((await this.poll())[0]).toMatch(/^40/);
  }

  async send(packet: string): Promise<void> {
    const response = await fetch(this.url(), { method: 'POST', body: packet });
    expect(await response.text()).toBe('ok');
  }

  /** One long poll: the packets the server had queued (Engine.IO 4 separates them with \x1e). */
  async poll(): Promise<string[]> {
    const response = await fetch(this.url());
    return (await response.text()).split('\x1e');
  }

  /** The `quotes` batches among `packets`, decoded with the contract's schema. */
  static quotes(packets: string[]): QuotesEvent[] {
    return packets
      .filter((packet) => packet.startsWith('42["quotes",'))
      .map((packet) => quotesEvent.parse((JSON.parse(packet.slice(2)) as [string, unknown])[1]));
  }
}

describe('a client that stops reading', () => {
  it('keeps its queue bounded, then sends the latest tick per symbol as a gap once it reads again', async () => {
    const slow = new PollingClient(app.baseUrl);
    await slow.open();
    await slow.send(`420${JSON.stringify(['subscribe', { symbols: ['FANAUSD', 'FANBUSD'] }])}`);
    expect((await slow.poll()).join()).toContain('"ok":true');
    // The only socket on long-polling is the slow client's.
    const serverSide = [...app.tempo.realtime!.io.of('/').sockets.values()].find(
      (socket) => socket.conn.transport.name === 'polling',
    )!;
    const queued = () => (serverSide.conn as unknown as { writeBuffer: unknown[] }).writeBuffer.length;
    // A reading client on the same symbols: each of its frames is a window the slow one missed.
    const reader = await listening(['FANAUSD', 'FANBUSD']);

    const ROUNDS = 40;
    let longestQueue = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      await publishTogether(['FANAUSD', round], ['FANBUSD', -round]);
      await vi.waitUntil(() => reader.ticks().length === 2 * round, WAIT);
      longestQueue = Math.max(longestQueue, queued());
    }
    expect(reader.frames).toHaveLength(ROUNDS);
    // Without conflation the queue would hold all 40 frames; it stops at the limit.
    expect(longestQueue).toBe(BACKLOG_LIMIT);

    // Reading again: first the frames queued before it fell behind, then what it is owed.
    const queuedFrames = PollingClient.quotes(await slow.poll());
    expect(queuedFrames).toHaveLength(BACKLOG_LIMIT);
    expect(queuedFrames.every((frame) => !frame.gap)).toBe(true);
    const [owed] = PollingClient.quotes(await slow.poll());
    expect(owed).toEqual({
      gap: true,
      ticks: [
        expect.objectContaining({ s: 'FANAUSD', p: ROUNDS }),
        expect.objectContaining({ s: 'FANBUSD', p: -ROUNDS }),
      ],
    });

    // Caught up: the next window reaches it as an ordinary frame.
    const next = slow.poll();
    await publishTogether(['FANAUSD', 1_000]);
    expect(PollingClient.quotes(await next)).toEqual([
      { ticks: [expect.objectContaining({ s: 'FANAUSD', p: 1_000 })] },
    ]);
  });
});
