// A web process of the cluster does not listen: the primary accepts each connection and hands it
// over (runCluster.ts), and it is served here as if this server had accepted it.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { CONNECTION_MESSAGE, isMessage } from './clusterMessages';

export function acceptFromPrimary(server: Server): () => void {
  const onMessage = (message: unknown, handle: unknown) => {
    if (!isMessage(message, CONNECTION_MESSAGE) || !handle) return;
    const socket = handle as Socket;
    server.emit('connection', socket);
    // The primary accepted it paused, so no byte was read before it arrived here.
    socket.resume();
  };
  process.on('message', onMessage);
  return () => void process.off('message', onMessage);
}
