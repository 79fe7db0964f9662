// The socket protocol at the edge: the handshake carries the client's protocol version, and a
// client older than the server speaks (or one that sends none) is refused with CLIENT_TOO_OLD so
// it can tell the person to reload; every client payload is checked against its schema; a
// malformed message on the bus is dropped without stopping the ones after it.
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  OLDEST_PROTOCOL_VERSION,
  OPS_NAMESPACE,
  PROTOCOL_VERSION,
  busChannels,
  errorMessage,
  type SocketErrorEvent,
} from '@tempo/shared';
import { connectSocket, nextEvent, onQuotes, subscribe, type TestSocket } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';

let app: TestApp;
let market: TickPublisher;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime'] },
    { prepare: (db) => addTestProducts(db, ['PROTOUSD']) },
  );
  market = new TickPublisher(app.ctx, 'PROTOUSD', 100);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await app?.close();
});

async function connect(auth: Parameters<typeof connectSocket>[1]): Promise<TestSocket> {
  const socket = await connectSocket(app.baseUrl, auth);
  sockets.push(socket);
  return socket;
}

/** The `connect_error` of a handshake that must be refused (its data as the client reads it). */
async function refusal(
  namespace: string,
  auth: Record<string, unknown>,
): Promise<Error & { data?: SocketErrorEvent }> {
  const socket = io(`${app.baseUrl}${namespace}`, {
    transports: ['websocket'],
    auth,
    reconnection: false,
    forceNew: true,
  });
  try {
    return await new Promise((resolve, reject) => {
      socket.once('connect', () => reject(new Error('the handshake was accepted')));
      socket.once('connect_error', resolve);
    });
  } finally {
    socket.close();
  }
}

describe('the protocol version in the handshake', () => {
  it('refuses a client that sends no version (one built before versions) with CLIENT_TOO_OLD', async () => {
    const error = await refusal('/', { lang: 'en' });
    expect(error.message).toBe('CLIENT_TOO_OLD');
    expect(error.data).toEqual({ code: 'CLIENT_TOO_OLD', message: errorMessage('CLIENT_TOO_OLD', 'en') });
  });

  it('refuses a version older than the server speaks, in the language the client asked for', async () => {
    const error = await refusal('/', { lang: 'vi', protocol: OLDEST_PROTOCOL_VERSION - 1 });
    expect(error.data).toEqual({ code: 'CLIENT_TOO_OLD', message: errorMessage('CLIENT_TOO_OLD', 'vi') });
  });

  it('refuses a handshake that is not the contract’s shape with VALIDATION_FAILED', async () => {
    const error = await refusal('/', { lang: 'en', protocol: String(PROTOCOL_VERSION) });
    expect(error.data).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('connects the current version, as a guest or with a token', async () => {
    const guest = await connect({ protocol: PROTOCOL_VERSION });
    expect(guest.connected).toBe(true);
    expect(await subscribe(guest, { symbols: ['PROTOUSD'] })).toEqual({ ok: true, symbols: ['PROTOUSD'] });
  });

  it('refuses an unversioned ops client on /ops before looking at its token', async () => {
    const error = await refusal(OPS_NAMESPACE, { token: 'not-a-session', lang: 'en' });
    expect(error.data).toMatchObject({ code: 'CLIENT_TOO_OLD' });
    const versioned = await refusal(OPS_NAMESPACE, { token: 'not-a-session', protocol: PROTOCOL_VERSION });
    expect(versioned.data).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });
});

describe('client payloads', () => {
  it.each([
    ['subscribe', { symbols: ['PROTOUSD'], ticks: 'yes' }],
    ['subscribe', null],
    ['unsubscribe', { symbols: 'PROTOUSD' }],
    ['unsubscribe', { symbols: ['not a symbol'] }],
  ] as const)('answers a malformed %s (%j) with an error event and a failed ack', async (event, payload) => {
    const socket = await connect({ lang: 'en' });
    const error = nextEvent(socket, 'error');
    const ack = await new Promise((resolve) => socket.emit(event, payload as never, resolve));
    expect(ack).toMatchObject({ ok: false, code: expect.stringMatching(/VALIDATION_FAILED|UNKNOWN_SYMBOL/) });
    expect(await error).toMatchObject({ code: (ack as SocketErrorEvent).code });
  });
});

describe('the server clock', () => {
  it('answers clock with its time between the ask and the answer, and ignores one asked without an ack', async () => {
    const socket = await connect({ protocol: PROTOCOL_VERSION });
    // A client outside the contract: a payload where the ack should be.
    (socket as unknown as { emit: (event: string, ...args: unknown[]) => void }).emit(
      'clock',
      'not a function',
    );
    const sentAt = Date.now();
    const { serverTs } = await socket.timeout(5_000).emitWithAck('clock');
    const receivedAt = Date.now();
    // The same machine's clock: the server's answer falls inside the round trip.
    expect(serverTs).toBeGreaterThanOrEqual(sentAt);
    expect(serverTs).toBeLessThanOrEqual(receivedAt);
    expect(socket.connected).toBe(true);
  });
});

describe('bus messages', () => {
  it('drops a malformed tick on the bus and fans out the next good one', async () => {
    const socket = await connect({});
    await subscribe(socket, { symbols: ['PROTOUSD'] });
    const prices: number[] = [];
    onQuotes(socket, { tick: (tick) => prices.push(tick.p) });
    // Straight onto the channel, as a process with a bug would: not JSON, then not a tick.
    const channel = app.ctx.pubsub.channel(busChannels.ticks);
    await app.ctx.redis.publish(channel, '{"s":"PROTOUSD",');
    await app.ctx.redis.publish(channel, JSON.stringify({ s: 'PROTOUSD', p: '101', t: Date.now(), v: 1 }));
    await market.publish(102);
    await vi.waitUntil(() => prices.length > 0, { timeout: 20_000, interval: 20 });
    expect(prices).toEqual([102]);
  });
});
