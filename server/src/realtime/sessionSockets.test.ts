// A trader's socket lives as long as its session: it ends when the session expires, and when a
// revocation (here announced by this process; tests/system/sessionEnd.test.ts crosses processes)
// names it. Either way the client hears `session:ended` first, then the server disconnects it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { busChannels, cents, type SessionEndedEvent } from '@tempo/shared';
import { loginAs, makeUser } from '../test/factories';
import { connectSocket, subscribe, type TestSocket } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';
import { rooms } from './rooms';
import { SessionSockets, type EndableSocket } from './SessionSockets';

let app: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'] });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await app.close();
});

/** A socket with the token, recording the session-end events and the disconnect reason it gets. */
async function watch(token?: string) {
  const socket = await connectSocket(app.baseUrl, token ? { token } : {});
  sockets.push(socket);
  const seen = { socket, ended: [] as SessionEndedEvent[], disconnect: null as string | null };
  socket.on('session:ended', (event) => seen.ended.push(event));
  socket.on('disconnect', (reason) => (seen.disconnect = reason));
  return seen;
}

/**
 * Whether `socket` gets a balance event sent to the user's room, within `timeoutMs`. With 0 it
 * only waits for a subscription's answer: the server wrote the event to the socket before that
 * answer, so an event that is not there by then never comes.
 */
async function received(socket: TestSocket, userId: number, timeoutMs = 20_000): Promise<boolean> {
  let got = false;
  socket.once('balance', () => (got = true));
  app.tempo
    .realtime!.io.to(rooms.user(userId))
    .emit('balance', { available: cents(1), frozen: cents(0), savings: cents(0), demo: cents(0) });
  await subscribe(socket, { symbols: ['BTCUSDT'], ticks: false });
  if (timeoutMs > 0 && !got) await vi.waitFor(() => expect(got).toBe(true), timeoutMs).catch(() => undefined);
  return got;
}

const latestSessionId = async (userId: number) =>
  (
    await app.ctx.db.query<{ id: number }>(
      'SELECT id FROM user_sessions WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [userId],
    )
  ).rows[0]!.id;

describe('a socket of an expiring session', () => {
  it('hears session:ended (expired) and is disconnected when the session expires; others stay', async () => {
    const user = await makeUser(app);
    const lasting = await loginAs(app, user);
    const expiring = await loginAs(app, user);
    // Before the socket connects: it learns the expiry at its handshake, so the sockets must be
    // open before it; 3 s leaves room for a busy machine.
    await app.ctx.db.query(
      `UPDATE user_sessions SET expires_at = now() + interval '3 seconds' WHERE id = $1`,
      [await latestSessionId(user.id)],
    );
    const [doomed, kept, guest] = await Promise.all([watch(expiring), watch(lasting), watch()]);

    await vi.waitFor(() => expect(doomed.disconnect).toBe('io server disconnect'), {
      timeout: 20_000,
      interval: 50,
    });
    expect(doomed.ended).toEqual([{ reason: 'expired' }]);
    expect(await received(kept.socket, user.id)).toBe(true);
    expect([kept.ended, kept.disconnect, guest.ended, guest.disconnect]).toEqual([[], null, [], null]);
  });
});

describe('a socket of a revoked session', () => {
  it('ends on logout with reason logged-out; the same user’s other session keeps its socket', async () => {
    const user = await makeUser(app);
    const leaving = await loginAs(app, user);
    const staying = await loginAs(app, user);
    const [gone, twin, kept] = await Promise.all([watch(leaving), watch(leaving), watch(staying)]);

    expect((await app.call('POST', '/auth/logout', { token: leaving })).status).toBe(1);
    await vi.waitFor(
      () => {
        expect(gone.disconnect).toBe('io server disconnect');
        expect(twin.disconnect).toBe('io server disconnect');
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(gone.ended).toEqual([{ reason: 'logged-out' }]);
    expect(twin.ended).toEqual([{ reason: 'logged-out' }]);
    expect(await received(kept.socket, user.id)).toBe(true);
    expect([kept.ended, kept.disconnect]).toEqual([[], null]);
  });

  it('is not let back in by a lookup that read the session before its revocation committed', async () => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    // The announcement without the UPDATE: PostgreSQL still answers the session as live, as it
    // does to a lookup that started before the revocation committed.
    await app.ctx.pubsub.publish(busChannels.sessionsRevoked, {
      userId: user.id,
      sessionIds: [await latestSessionId(user.id)],
      reason: 'revoked',
    });
    await vi.waitFor(
      async () => expect(await app.call('GET', '/user/profile', { token })).toMatchObject({ http: 401 }),
      { timeout: 20_000, interval: 20 },
    );
    // The socket connects, as a guest: the user's events do not reach it.
    const seen = await watch(token);
    const witness = await watch(await loginAs(app, user));
    expect(await received(witness.socket, user.id)).toBe(true);
    expect(await received(seen.socket, user.id, 0)).toBe(false);
  });
});

describe('SessionSockets', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeSocket() {
    const events: unknown[] = [];
    const socket: EndableSocket & { events: unknown[] } = {
      events,
      emit: (event, payload) => events.push([event, payload]),
      disconnect: (close) => events.push(['disconnect', close]),
    };
    return socket;
  }

  it('waits past setTimeout’s longest delay for a session months away, then ends it', () => {
    vi.useFakeTimers();
    const tracker = new SessionSockets();
    const socket = fakeSocket();
    const day = 24 * 3_600_000;
    tracker.add(7, Date.now() + 60 * day, socket);
    vi.advanceTimersByTime(59 * day);
    expect(socket.events).toEqual([]);
    vi.advanceTimersByTime(day);
    expect(socket.events).toEqual([
      ['session:ended', { reason: 'expired' }],
      ['disconnect', true],
    ]);
    expect(tracker.size).toBe(0);
  });

  it('drops a session’s timer with its last socket', () => {
    vi.useFakeTimers();
    const tracker = new SessionSockets();
    const [first, second] = [fakeSocket(), fakeSocket()];
    tracker.add(8, Date.now() + 1_000, first);
    tracker.add(8, Date.now() + 1_000, second);
    tracker.remove(8, first);
    expect(tracker.size).toBe(1);
    tracker.remove(8, second);
    expect(tracker.size).toBe(0);
    vi.advanceTimersByTime(2_000);
    expect([first.events, second.events]).toEqual([[], []]);
  });
});
