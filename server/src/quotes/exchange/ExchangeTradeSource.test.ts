import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type ServerOptions, type WebSocket } from 'ws';
import type { SourceQuote } from '../feed/PriceSource';
import { ExchangeTradeSource, type ExchangeTradeSourceOptions } from './ExchangeTradeSource';

/** A local stand-in for an exchange's trade stream; hands each new client connection to the test. */
class FakeExchange {
  readonly connections: WebSocket[] = [];
  private waiting: { index: number; resolve: (socket: WebSocket) => void }[] = [];

  private constructor(readonly server: WebSocketServer) {
    server.on('connection', (socket) => {
      const index = this.connections.push(socket) - 1;
      for (const waiter of this.waiting.filter((entry) => entry.index === index)) waiter.resolve(socket);
      this.waiting = this.waiting.filter((entry) => entry.index !== index);
    });
  }

  static async start(options: ServerOptions = {}): Promise<FakeExchange> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0, ...options });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    return new FakeExchange(server);
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}/ws/btcusdt@trade`;
  }

  /** The `index`-th client connection (from 0), once it is open. */
  connection(index: number): Promise<WebSocket> {
    const open = this.connections[index];
    if (open) return Promise.resolve(open);
    return new Promise((resolve) => this.waiting.push({ index, resolve }));
  }

  close(): Promise<void> {
    for (const socket of this.connections) socket.terminate();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let tradeId = 1;
function trade(symbol: string, price: string, quantity: string) {
  const now = Date.now();
  return { e: 'trade', E: now, s: symbol, t: tradeId++, p: price, q: quantity, T: now, m: true };
}

/** Sends messages, then waits for a pong: the client has handled everything sent before it. */
async function send(socket: WebSocket, ...messages: (object | string | Buffer)[]): Promise<void> {
  for (const message of messages) {
    socket.send(typeof message === 'object' && !Buffer.isBuffer(message) ? JSON.stringify(message) : message);
  }
  const pong = new Promise((resolve) => socket.once('pong', resolve));
  socket.ping();
  await pong;
}

/** A real logger whose lines the test can read: each lost stream is a 'trade stream lost' warning. */
function recordingLogger() {
  const lines: { msg: string; retryInMs?: number }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const lost = () => lines.filter((line) => line.msg === 'trade stream lost');
  return { logger, lost };
}

/** Deadline for a condition; it only costs time when something is wrong. */
const WAIT = { timeout: 10_000, interval: 5 };

const running: { controller: AbortController; done: Promise<void> }[] = [];
const exchanges: FakeExchange[] = [];

function run(options: ExchangeTradeSourceOptions, emit?: (quote: SourceQuote) => Promise<void>) {
  const quotes: SourceQuote[] = [];
  const controller = new AbortController();
  const source = new ExchangeTradeSource({ minBackoffMs: 10, maxBackoffMs: 50, ...options });
  const done = source.run(
    emit ??
      (async (quote) => {
        quotes.push(quote);
      }),
    controller.signal,
  );
  running.push({ controller, done });
  return { quotes, controller, done, source };
}

async function exchange(options?: ServerOptions): Promise<FakeExchange> {
  const started = await FakeExchange.start(options);
  exchanges.push(started);
  return started;
}

afterEach(async () => {
  for (const { controller, done } of running.splice(0)) {
    controller.abort();
    await done;
  }
  for (const started of exchanges.splice(0)) await started.close();
});

describe('ExchangeTradeSource', () => {
  it('emits the price and quantity of each trade of its symbol', async () => {
    const server = await exchange();
    const { quotes, source } = run({ url: server.url, symbol: 'btcusdt' });
    expect(source.kind).toBe('exchange');
    const socket = await server.connection(0);
    await send(socket, trade('BTCUSDT', '67321.45', '0.012'), trade('BTCUSDT', '67321.50', '1.5'));
    expect(quotes).toEqual([
      { price: 67321.45, volume: 0.012 },
      { price: 67321.5, volume: 1.5 },
    ]);
  });

  it('reads the combined-stream wrapper and ignores other symbols, other events and junk', async () => {
    const server = await exchange();
    const { quotes } = run({ url: server.url, symbol: 'BTCUSDT' });
    const socket = await server.connection(0);
    await send(
      socket,
      trade('ETHUSDT', '3100.10', '2'),
      { ...trade('BTCUSDT', '67000', '1'), e: 'aggTrade' },
      { e: '24hrTicker', s: 'BTCUSDT', c: '67000.00' },
      { result: null, id: 1 },
      'not json',
      Buffer.from([1, 2, 3]),
      { ...trade('BTCUSDT', 'NaN', '1') },
      { ...trade('BTCUSDT', '67000', '1'), p: 67000 },
      { stream: 'ethusdt@trade', data: trade('ETHUSDT', '3100.20', '1') },
      { stream: 'btcusdt@trade', data: trade('BTCUSDT', '67010.01', '0.5') },
      trade('BTCUSDT', '67011.00', '0.25'),
    );
    expect(quotes).toEqual([
      { price: 67010.01, volume: 0.5 },
      { price: 67011, volume: 0.25 },
    ]);
  });

  it('reconnects after the server drops the connection', async () => {
    const server = await exchange();
    const { quotes, done } = run({ url: server.url, symbol: 'BTCUSDT' });
    const first = await server.connection(0);
    await send(first, trade('BTCUSDT', '100', '1'));
    first.terminate();
    const second = await server.connection(1);
    await send(second, trade('BTCUSDT', '101', '2'));
    expect(quotes).toEqual([
      { price: 100, volume: 1 },
      { price: 101, volume: 2 },
    ]);
    // Still running: a lost connection is no reason to end.
    const state = await Promise.race([done.then(() => 'ended'), Promise.resolve('running')]);
    expect(state).toBe('running');
  });

  it('keeps retrying, without throwing, while nothing listens, and connects once something does', async () => {
    const probe = await FakeExchange.start();
    const url = probe.url;
    const port = (probe.server.address() as AddressInfo).port;
    await probe.close();
    const { logger, lost } = recordingLogger();
    const { quotes, done } = run({ url, symbol: 'BTCUSDT', logger });
    let settled = false;
    void done.finally(() => (settled = true));
    // Three refused connections, each followed by a pause: it went on trying rather than giving up.
    await vi.waitUntil(() => lost().length >= 3, WAIT);
    expect(settled).toBe(false);
    const server = await exchange({ port });
    await send(await server.connection(0), trade('BTCUSDT', '99', '3'));
    expect(quotes).toEqual([{ price: 99, volume: 3 }]);
  });

  it('takes a silent connection for dead and reconnects', async () => {
    // The server neither sends nor answers pings, like a half-open connection.
    const server = await exchange({ autoPong: false });
    run({ url: server.url, symbol: 'BTCUSDT', idleTimeoutMs: 100 });
    await server.connection(0);
    await server.connection(1);
    expect(server.connections.length).toBeGreaterThanOrEqual(2);
  });

  it('stops when aborted, connected or waiting to reconnect', async () => {
    const server = await exchange();
    const connected = run({ url: server.url, symbol: 'BTCUSDT' });
    const socket = await server.connection(0);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    connected.controller.abort();
    await connected.done;
    await closed;

    const { logger, lost } = recordingLogger();
    const waiting = run({
      url: server.url,
      symbol: 'BTCUSDT',
      minBackoffMs: 60_000,
      maxBackoffMs: 60_000,
      logger,
    });
    (await server.connection(1)).terminate();
    // The loss is logged right before the minute's pause begins.
    await vi.waitUntil(() => lost().some((line) => line.retryInMs === 60_000), WAIT);
    const startedAt = performance.now();
    waiting.controller.abort();
    await waiting.done;
    // Far below the minute's pause, with room for a busy machine.
    expect(performance.now() - startedAt).toBeLessThan(5_000);
    expect(server.connections).toHaveLength(2);
  });

  it('sums the volume of trades that arrive while an emit is pending, keeping the latest price', async () => {
    const server = await exchange();
    const emitted: SourceQuote[] = [];
    let release = () => {};
    const emit = vi.fn(async (quote: SourceQuote) => {
      emitted.push(quote);
      if (emitted.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    run({ url: server.url, symbol: 'BTCUSDT' }, emit);
    const socket = await server.connection(0);
    await send(socket, trade('BTCUSDT', '100', '1'));
    expect(emitted).toHaveLength(1);
    await send(
      socket,
      trade('BTCUSDT', '101', '0.001'),
      trade('BTCUSDT', '102', '0.002'),
      trade('BTCUSDT', '103', '0.003'),
    );
    // The first emit is still pending: the three trades wait as one quote, not three.
    expect(emitted).toHaveLength(1);
    release();
    await vi.waitFor(() => expect(emitted).toHaveLength(2));
    expect(emitted[1]!.price).toBe(103);
    expect(emitted[1]!.volume).toBeCloseTo(0.006, 12);
    await send(socket, trade('BTCUSDT', '104', '4'));
    expect(emitted[2]).toEqual({ price: 104, volume: 4 });
  });

  it('drops a coalesced quote still waiting when aborted', async () => {
    const server = await exchange();
    const emitted: SourceQuote[] = [];
    let release = () => {};
    const { controller, done } = run({ url: server.url, symbol: 'BTCUSDT' }, async (quote) => {
      emitted.push(quote);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const socket = await server.connection(0);
    await send(socket, trade('BTCUSDT', '100', '1'), trade('BTCUSDT', '101', '1'));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    controller.abort();
    // run waits for the emit under way, so nothing is published after it resolves. Once the
    // exchange has seen the connection close and the event loop has turned, run would have ended.
    let ended = false;
    void done.then(() => (ended = true));
    await closed;
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toBe(false);
    release();
    await done;
    expect(emitted).toEqual([{ price: 100, volume: 1 }]);
  });

  it('treats a malformed URL as a lost connection rather than throwing', async () => {
    const { logger, lost } = recordingLogger();
    const { controller, done } = run({ url: 'not a url', symbol: 'BTCUSDT', logger });
    await vi.waitUntil(() => lost().length >= 2, WAIT);
    controller.abort();
    await expect(done).resolves.toBeUndefined();
  });
});
