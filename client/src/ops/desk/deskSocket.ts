// The console's live line to the server: the `/ops` namespace, authenticated by the session cookie
// the browser sends with the handshake. It tells which review queue items changed, whoever changed
// them; every reconnection counts as a change of everything, since events may have been missed.
import { io, type Socket } from 'socket.io-client';
import { proxy } from 'valtio';
import {
  OPS_NAMESPACE,
  PROTOCOL_VERSION,
  deskChangedEvent,
  type DeskChangedEvent,
  type OpsClientToServerEvents,
  type OpsServerToClientEvents,
} from '@tempo/shared';

type DeskSocket = Socket<OpsServerToClientEvents, OpsClientToServerEvents>;
/** One item changed, or (null) anything may have: the line was down for a while. */
type DeskListener = (change: DeskChangedEvent | null) => void;

export const deskLine = proxy({ connected: false });
const listeners = new Set<DeskListener>();
let socket: DeskSocket | null = null;

/** Opens the line (once); `language` names the language of its refusals. */
export function openDesk(language: string): void {
  if (socket) return;
  let everConnected = false;
  socket = io(OPS_NAMESPACE, {
    auth: { lang: language, protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
  });
  socket.on('connect', () => {
    deskLine.connected = true;
    if (everConnected) notify(null);
    everConnected = true;
  });
  socket.on('disconnect', () => {
    deskLine.connected = false;
  });
  socket.on('desk:changed', (payload) => {
    const change = deskChangedEvent.safeParse(payload);
    if (change.success) notify(change.data);
  });
}

export function closeDesk(): void {
  socket?.close();
  socket = null;
  deskLine.connected = false;
}

/** Hears every change until the returned function is called. */
export function onDeskChange(listener: DeskListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(change: DeskChangedEvent | null): void {
  for (const listener of [...listeners]) listener(change);
}
