// A fleet of plain `ws` clients for the bare `ws` baseline: each message is a JSON tick `{s, t, …}`.
import WebSocket from 'ws';
import { openFleet, type ClientFleet } from './ClientFleet';

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 20_000 });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

export function connectWsClients(options: {
  url: string;
  count: number;
  onTick: (client: number, tick: { s: string; t: number }) => void;
  onProgress?: (opened: number) => void;
}): Promise<ClientFleet> {
  return openFleet(
    options.count,
    async (client, dropped) => {
      const socket = await open(options.url);
      socket.on('message', (data) =>
        options.onTick(client, JSON.parse(String(data)) as { s: string; t: number }),
      );
      socket.on('close', dropped);
      socket.on('error', () => undefined);
      return { isOpen: () => socket.readyState === WebSocket.OPEN, close: () => socket.terminate() };
    },
    options.onProgress,
  );
}
