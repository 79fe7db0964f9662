// A real Socket.IO client for tests, typed with the shared protocol.
import { io, type Socket } from 'socket.io-client';
import {
  PROTOCOL_VERSION,
  unpackQuotes,
  type CandleEvent,
  type ClientToServerEvents,
  type QuoteHandlers,
  type ServerToClientEvents,
  type SocketAuth,
  type SubscribeAck,
  type SubscribePayload,
  type Tick,
  type Ticker,
} from '@tempo/shared';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Connects as the app does, with this build's protocol version unless `auth` says otherwise;
 * rejects with the `connect_error` of a refused handshake.
 */
export async function connectSocket(baseUrl: string, auth: SocketAuth = {}): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    transports: ['websocket'],
    auth: { protocol: PROTOCOL_VERSION, ...auth },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export function subscribe(socket: TestSocket, payload: SubscribePayload): Promise<SubscribeAck> {
  return new Promise((resolve) => socket.emit('subscribe', payload, resolve));
}

/**
 * Resolves with the first event of `name` that passes `match`, or rejects after `timeoutMs`: a
 * generous default, since it only costs time when the event never comes.
 */
export function nextEvent<K extends keyof ServerToClientEvents>(
  socket: TestSocket,
  name: K,
  match: (...args: Parameters<ServerToClientEvents[K]>) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<Parameters<ServerToClientEvents[K]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, listener as never);
      reject(new Error(`no ${String(name)} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (...args: Parameters<ServerToClientEvents[K]>) => {
      if (!match(...args)) return;
      clearTimeout(timer);
      socket.off(name, listener as never);
      resolve(args[0]);
    };
    socket.on(name, listener as never);
  });
}

/** Calls `handlers` with every tick, candle and ticker of the socket's `quotes` batches; returns the stop function. */
export function onQuotes(socket: TestSocket, handlers: QuoteHandlers): () => void {
  const listener = (batch: Parameters<ServerToClientEvents['quotes']>[0]) => unpackQuotes(batch, handlers);
  socket.on('quotes', listener);
  return () => void socket.off('quotes', listener);
}

interface QuoteKinds {
  tick: Tick;
  candle: CandleEvent;
  ticker: Ticker;
}

/** Resolves with the first tick, candle or ticker that passes `match`, or rejects after `timeoutMs`. */
export function nextQuote<K extends keyof QuoteKinds>(
  socket: TestSocket,
  kind: K,
  match: (quote: QuoteKinds[K]) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<QuoteKinds[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no ${kind} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (quote: QuoteKinds[K]) => {
      if (!match(quote)) return;
      clearTimeout(timer);
      stop();
      resolve(quote);
    };
    const stop = onQuotes(socket, { [kind]: handler } as QuoteHandlers);
  });
}

/**
 * Resolves once `baseUrl` delivers a tick of `symbol`: a fresh feed writes a day of history before
 * its first tick, seconds on a busy machine, and orders or timed windows need live prices.
 */
export async function firstTick(baseUrl: string, symbol = 'BTCUSDT', timeoutMs = 60_000): Promise<void> {
  const socket = await connectSocket(baseUrl);
  try {
    const tick = nextQuote(socket, 'tick', (candidate) => candidate.s === symbol, timeoutMs);
    await subscribe(socket, { symbols: [symbol] });
    await tick;
  } finally {
    socket.close();
  }
}
