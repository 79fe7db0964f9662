// The sockets of each trader session on this node, so that a session which ends — revoked in any
// process (the bus tells every node which sessions), or expired — ends its sockets here too: a
// `session:ended` event the client understands, then a disconnect.
//
// Expiry uses one timer per session with sockets on this node, set at the session's expiry and
// cleared when its last socket leaves; the tabs of one phone share their session's timer. Node
// keeps timers in a priority queue, so arming or clearing one costs O(log n) and nothing runs
// until a session actually expires. A periodic sweep would instead visit every socket every
// period — tens of thousands of checks a second at the client counts DESIGN §8 asks for, almost
// all of them for sessions days from expiring — and still be late by up to its period.
import type { SessionEndReason, SessionEndedEvent } from '@tempo/shared';

/** What ending a socket takes. */
export interface EndableSocket {
  emit(event: 'session:ended', payload: SessionEndedEvent): unknown;
  disconnect(close: boolean): unknown;
}

/** setTimeout's longest delay (about 24.8 days); a later expiry re-arms when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Tracked {
  sockets: Set<EndableSocket>;
  /** Epoch ms. */
  expiresAt: number;
  timer: NodeJS.Timeout;
}

export class SessionSockets {
  private readonly bySession = new Map<number, Tracked>();

  /** How many sessions have sockets on this node. */
  get size(): number {
    return this.bySession.size;
  }

  /** Tracks `socket` of session `sessionId` (expiring at `expiresAt`, epoch ms) until it leaves. */
  add(sessionId: number, expiresAt: number, socket: EndableSocket): void {
    const tracked = this.bySession.get(sessionId);
    if (tracked) {
      tracked.sockets.add(socket);
      return;
    }
    this.bySession.set(sessionId, {
      sockets: new Set([socket]),
      expiresAt,
      timer: this.arm(sessionId, expiresAt),
    });
  }

  /** Forgets `socket` (it disconnected); the session's timer goes with its last socket. */
  remove(sessionId: number, socket: EndableSocket): void {
    const tracked = this.bySession.get(sessionId);
    if (!tracked?.sockets.delete(socket) || tracked.sockets.size > 0) return;
    clearTimeout(tracked.timer);
    this.bySession.delete(sessionId);
  }

  /** Ends the sockets of `sessionIds` on this node, telling each why; unknown ids are skipped. */
  end(sessionIds: Iterable<number>, reason: SessionEndReason): void {
    for (const sessionId of sessionIds) {
      const tracked = this.bySession.get(sessionId);
      if (!tracked) continue;
      clearTimeout(tracked.timer);
      this.bySession.delete(sessionId);
      for (const socket of tracked.sockets) {
        socket.emit('session:ended', { reason });
        // `true` closes the connection itself: the client does not reconnect by itself, and the
        // event above is flushed before the close.
        socket.disconnect(true);
      }
    }
  }

  /** Stops every timer (the server is closing); the sockets close with it. */
  close(): void {
    for (const tracked of this.bySession.values()) clearTimeout(tracked.timer);
    this.bySession.clear();
  }

  private arm(sessionId: number, expiresAt: number): NodeJS.Timeout {
    const timer = setTimeout(
      () => {
        const tracked = this.bySession.get(sessionId);
        if (!tracked) return;
        if (tracked.expiresAt > Date.now()) tracked.timer = this.arm(sessionId, tracked.expiresAt);
        else this.end([sessionId], 'expired');
      },
      Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS),
    );
    // A pending expiry must not keep a stopping process alive.
    timer.unref();
    return timer;
  }
}
