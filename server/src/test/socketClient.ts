// A real Socket.IO client for tests, typed with the shared protocol.
import { io, type Socket } from 'socket.io-client';
import {
  PROTOCOL_VERSION,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAuth,
  type SubscribeAck,
  type SubscribePayload,
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

/**
 * Resolves once `baseUrl` delivers a tick of `symbol`: a fresh feed writes a day of history before
 * its first tick, seconds on a busy machine, and orders or timed windows need live prices.
 */
export async function firstTick(baseUrl: string, symbol = 'BTCUSDT', timeoutMs = 60_000): Promise<void> {
  const socket = await connectSocket(baseUrl);
  try {
    const tick = nextEvent(socket, 'tick', (candidate) => candidate.s === symbol, timeoutMs);
    await subscribe(socket, { symbols: [symbol] });
    await tick;
  } finally {
    socket.close();
  }
}
