// A fleet of plain `ws` clients for the bare `ws` baseline: each message is a JSON tick `{s, t, …}`.
import WebSocket from 'ws';
import type { ClientFleet } from './connectSocketClients';

const CONNECTING_AT_ONCE = 100;

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 20_000 });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

export async function connectWsClients(options: {
  url: string;
  count: number;
  onTick: (client: number, tick: { s: string; t: number }) => void;
  onProgress?: (opened: number) => void;
}): Promise<ClientFleet> {
  const sockets: (WebSocket | null)[] = new Array<WebSocket | null>(options.count).fill(null);
  let closing = false;
  const fleet: ClientFleet = {
    count: options.count,
    isConnected: (client) => sockets[client]?.readyState === WebSocket.OPEN,
    connectedCount: () => sockets.filter((socket) => socket?.readyState === WebSocket.OPEN).length,
    connectFailures: 0,
    disconnects: 0,
    close() {
      closing = true;
      for (const socket of sockets) socket?.terminate();
    },
  };
  let next = 0;
  let opened = 0;
  const worker = async () => {
    while (next < options.count) {
      const client = next++;
      try {
        const socket = await open(options.url);
        socket.on('message', (data) =>
          options.onTick(client, JSON.parse(String(data)) as { s: string; t: number }),
        );
        socket.on('close', () => {
          if (!closing) fleet.disconnects++;
        });
        socket.on('error', () => undefined);
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
