// The Socket.IO server's types, apart from the code that starts it: the user events and the ops
// channel name them without importing the server (and the server imports both).
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@tempo/shared';

export interface SocketData {
  userId: number | null;
  /** The trader session the socket authenticated with, ended with it. */
  sessionId: number | null;
  /** When that session expires, epoch ms. */
  sessionExpiresAt: number | null;
  lang: string | undefined;
}

export type TempoServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export type TempoSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
