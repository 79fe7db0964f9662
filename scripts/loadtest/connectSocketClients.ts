// A fleet of Socket.IO clients (WebSocket transport, no reconnection, as fanout-latency.ts had
// them) spread round-robin over the server URLs. The countdown scenario watches ticks with them;
// fanout runs use them with --client socket.io, for Tempo and the bare Socket.IO baseline alike.
import { io, type Socket } from 'socket.io-client';
import {
  PROTOCOL_VERSION,
  unpackQuotes,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubscribeAck,
  type Tick,
} from '@tempo/shared';
import { openFleet, type ClientFleet } from './ClientFleet';
import { sourceAddress } from './sourceAddress';

export type TempoSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketClientsOptions {
  urls: string[];
  count: number;
  /** Symbols each client subscribes to (Tempo), or null when the server broadcasts to all. */
  symbols: string[] | null;
  /** The symbols of one client, where they differ from client to client (overrides `symbols`). */
  symbolsOf?: (client: number) => string[];
  /** Whether the subscription includes ticks (default) or only the symbols' tickers. */
  ticks?: boolean;
  onTick: (client: number, tick: Pick<Tick, 's' | 't'>) => void;
  onProgress?: (opened: number) => void;
}

function open(
  url: string,
  localAddress: string | undefined,
  symbols: string[] | null,
  ticks = true,
): Promise<TempoSocket> {
  return new Promise((resolve, reject) => {
    // engine.io-client hands `localAddress` to its WebSocket in Node; its types leave it out.
    const socket: TempoSocket = io(url, {
      transports: ['websocket'],
      ...({ localAddress } as object),
      // The bare Socket.IO baseline ignores it; Tempo refuses a client without it.
      auth: { protocol: PROTOCOL_VERSION },
      forceNew: true,
      reconnection: false,
    });
    const fail = (error: Error) => {
      socket.close();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('no connection within 20 s')), 20_000);
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    socket.once('connect', () => {
      if (!symbols) {
        clearTimeout(timer);
        return resolve(socket);
      }
      socket.emit('subscribe', { symbols, ticks }, (ack: SubscribeAck) => {
        clearTimeout(timer);
        if (ack.ok) resolve(socket);
        else fail(new Error(`subscribe refused: ${ack.code}`));
      });
    });
  });
}

export function connectSocketClients(options: SocketClientsOptions): Promise<ClientFleet> {
  return openFleet(
    options.count,
    async (client, dropped) => {
      const symbols = options.symbolsOf?.(client) ?? options.symbols;
      const url = options.urls[client % options.urls.length]!;
      const socket = await open(url, sourceAddress(url, client), symbols, options.ticks);
      socket.on('quotes', (batch) => unpackQuotes(batch, { tick: (tick) => options.onTick(client, tick) }));
      socket.on('disconnect', dropped);
      return { isOpen: () => socket.connected, close: () => socket.close() };
    },
    options.onProgress,
  );
}
