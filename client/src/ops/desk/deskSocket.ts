// The console's live line to the server: the `/ops` namespace, authenticated by the session cookie
// the browser sends with the handshake. It tells which review queue items changed, whoever changed
// them; every reconnection counts as a change of everything, since events may have been missed.
// The consoles of those who manage ops accounts also hear of every account admitted (created, or
// enabled again).
import { io, type Socket } from 'socket.io-client';
import { proxy } from 'valtio';
import {
  OPS_NAMESPACE,
  PROTOCOL_VERSION,
  deskChangedEvent,
  opsAccountAdmittedEvent,
  socketErrorEvent,
  type DeskChangedEvent,
  type OpsAccountAdmittedEvent,
  type OpsClientToServerEvents,
  type OpsServerToClientEvents,
} from '@tempo/shared';

type DeskSocket = Socket<OpsServerToClientEvents, OpsClientToServerEvents>;
/** One item changed, or (null) anything may have: the line was down for a while. */
type DeskListener = (change: DeskChangedEvent | null) => void;

export const deskLine = proxy({ connected: false });
const listeners = new Set<DeskListener>();
const admissionListeners = new Set<(admitted: OpsAccountAdmittedEvent) => void>();
let socket: DeskSocket | null = null;

/**
 * Opens the line (once); `language` names the language of its refusals. `onEnded` hears the server
 * end the line for good: it disconnects the consoles of a session logged out elsewhere and of an
 * account disabled or given another role, and refuses a handshake without a live session. The
 * line does not come back by itself then; the console asks who it is now.
 */
export function openDesk(language: string, onEnded: () => void): void {
  if (socket) return;
  let everConnected = false;
  const line: DeskSocket = io(OPS_NAMESPACE, {
    auth: { lang: language, protocol: PROTOCOL_VERSION },
    transports: ['websocket'],
  });
  socket = line;
  const ended = () => {
    if (socket !== line) return;
    closeDesk();
    onEnded();
  };
  line.on('connect', () => {
    deskLine.connected = true;
    if (everConnected) notify(null);
    everConnected = true;
  });
  line.on('disconnect', (reason) => {
    deskLine.connected = false;
    if (reason === 'io server disconnect') ended();
  });
  // A refused handshake carries { code, message } as its data and is not retried; a network
  // failure is. Only a missing session is news for the console: other refusals would come again.
  line.on('connect_error', (error) => {
    const refusal = socketErrorEvent.safeParse('data' in error ? error.data : undefined);
    if (refusal.success && refusal.data.code === 'NOT_LOGGED_IN') ended();
  });
  line.on('desk:changed', (payload) => {
    const change = deskChangedEvent.safeParse(payload);
    if (change.success) notify(change.data);
  });
  line.on('ops-account:admitted', (payload) => {
    const admitted = opsAccountAdmittedEvent.safeParse(payload);
    if (admitted.success) for (const listener of [...admissionListeners]) listener(admitted.data);
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

/** Hears every ops account admitted until the returned function is called. */
export function onOpsAccountAdmitted(listener: (admitted: OpsAccountAdmittedEvent) => void): () => void {
  admissionListeners.add(listener);
  return () => admissionListeners.delete(listener);
}

function notify(change: DeskChangedEvent | null): void {
  for (const listener of [...listeners]) listener(change);
}
