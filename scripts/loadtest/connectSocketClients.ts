// A fleet of Socket.IO clients (WebSocket transport, no reconnection, as fanout-latency.ts had
// them) spread round-robin over the server URLs, opened a bounded number at a time. Used for
// Tempo and for the bare Socket.IO baseline alike.
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents, SubscribeAck, Tick } from '@tempo/shared';

export type TempoSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Clients being connected at once: enough to be quick, few enough not to time handshakes out. */
const CONNECTING_AT_ONCE = 100;

export interface ClientFleet {
  count: number;
  isConnected(client: number): boolean;
  connectedCount(): number;
  /** Connections that failed to open or to subscribe. */
  connectFailures: number;
  /** Connections dropped by the server or the network (not by us). */
  disconnects: number;
  close(): void;
}

export interface SocketClientsOptions {
  urls: string[];
  count: number;
  /** Symbols each client subscribes to (Tempo), or null when the server broadcasts to all. */
  symbols: string[] | null;
  /** Whether the subscription includes ticks (default) or only the symbols' tickers. */
  ticks?: boolean;
  onTick: (client: number, tick: Pick<Tick, 's' | 't'>) => void;
  onProgress?: (opened: number) => void;
}

function open(url: string, symbols: string[] | null, ticks = true): Promise<TempoSocket> {
  return new Promise((resolve, reject) => {
    const socket: TempoSocket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
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

export async function connectSocketClients(options: SocketClientsOptions): Promise<ClientFleet> {
  const sockets: (TempoSocket | null)[] = new Array<TempoSocket | null>(options.count).fill(null);
  const fleet: ClientFleet = {
    count: options.count,
    isConnected: (client) => sockets[client]?.connected ?? false,
    connectedCount: () => sockets.filter((socket) => socket?.connected).length,
    connectFailures: 0,
    disconnects: 0,
    close() {
      for (const socket of sockets) socket?.close();
    },
  };
  let next = 0;
  let opened = 0;
  const worker = async () => {
    while (next < options.count) {
      const client = next++;
      try {
        const socket = await open(
          options.urls[client % options.urls.length]!,
          options.symbols,
          options.ticks,
        );
        socket.on('tick', (tick: Tick) => options.onTick(client, tick));
        socket.on('disconnect', (reason) => {
          if (reason !== 'io client disconnect') fleet.disconnects++;
        });
        sockets[client] = socket;
      } catch {
        fleet.connectFailures++;
      }
      options.onProgress?.(++opened);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECTING_AT_ONCE, options.count) }, worker));
  return fleet;
}
