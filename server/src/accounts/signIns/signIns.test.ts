// Sign-ins and live sessions against the real PostgreSQL and Redis: what a login records, what the
// trader and ops read back, ending one's own sessions (and only one's own) with their sockets, and
// the inbox message of a sign-in from a new device.
import type {
  EndedSessions,
  InboxMessageView,
  LiveSessionList,
  OpsSignInPage,
  SignInPage,
} from '@tempo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeAdmin, makeUser, type TestAdmin, type TestUser } from '../../test/factories';
import { connectSocket, nextEvent } from '../../test/socketClient';
import { startTestApp, type TestApp } from '../../test/testApp';
import { describeDevice } from './describeDevice';
import { recordSignIn } from './recordSignIn';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';
/** The same phone after a browser and a system update. */
const PIXEL_UPDATED =
  'Mozilla/5.0 (Linux; Android 15; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.6834.79 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';

let app: TestApp;
let ops: TestAdmin;
let support: TestAdmin;

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'] });
  ops = await makeAdmin(app, 'ops');
  support = await makeAdmin(app, 'support');
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** Logs `user` in from a device and an address; the token, or null when refused. */
async function signIn(user: TestUser, userAgent: string, ip = '203.0.113.7', password = user.password) {
  const result = await app.call<{ token: string }>('POST', '/auth/login', {
    body: { account: user.account, password },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
  });
  return result.status === 1 ? result.data.token : null;
}

const history = (token: string, query = '') =>
  app.call<SignInPage>('GET', `/security/sign-ins${query}`, { token });
const liveSessions = (token: string) => app.call<LiveSessionList>('GET', '/security/sessions', { token });

async function newDeviceMessages(token: string, lang = 'en') {
  const inbox = await app.call<{ items: InboxMessageView[] }>('GET', '/inbox', { token, headers: { lang } });
  return inbox.data.items.filter((message) => message.kind === 'new_device_sign_in');
}

describe('the device of a user agent', () => {
  it('names it as people do and keeps versions out of what makes it the same device', () => {
    expect(describeDevice(PIXEL)).toEqual({
      device: 'Chrome 131 on Android 14',
      deviceKey: 'chrome|android|mobile|',
    });
    expect(describeDevice(PIXEL_UPDATED).deviceKey).toBe(describeDevice(PIXEL).deviceKey);
    expect(describeDevice(IPHONE).device).toBe('Safari 17 on iOS 17.5 (iPhone)');
    expect(describeDevice(WINDOWS).device).toBe('Chrome 131 on Windows 10');
    expect(describeDevice(WINDOWS).deviceKey).not.toBe(describeDevice(PIXEL).deviceKey);
    expect(describeDevice('curl/8.5.0')).toEqual({ device: 'curl/8.5.0', deviceKey: 'other|curl' });
    expect(describeDevice(undefined)).toEqual({ device: null, deviceKey: 'unknown' });
    expect(describeDevice('  ')).toEqual({ device: null, deviceKey: 'unknown' });
  });
});

describe('sign-ins recorded', () => {
  it('records a sign-in and a wrong password with method, device and address; an unknown account records nothing', async () => {
    const user = await makeUser(app);
    expect(await signIn(user, WINDOWS, '198.51.100.4', 'wrong-password')).toBeNull();
    const token = (await signIn(user, PIXEL, '203.0.113.9'))!;
    const before = await app.ctx.db.query('SELECT count(*)::int AS n FROM sign_ins');
    expect(await signIn({ ...user, account: 'nobody99' }, PIXEL)).toBeNull();
    const after = await app.ctx.db.query('SELECT count(*)::int AS n FROM sign_ins');
    expect(after.rows[0].n).toBe(before.rows[0].n);

    const page = await history(token);
    expect(page.http).toBe(200);
    expect(page.data.items).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(Number),
        ip: '203.0.113.9',
        device: 'Chrome 131 on Android 14',
        method: 'password',
        secondFactor: null,
        succeeded: true,
      },
      {
        id: expect.any(Number),
        at: expect.any(Number),
        ip: '198.51.100.4',
        device: 'Chrome 131 on Windows 10',
        method: 'password',
        secondFactor: null,
        succeeded: false,
      },
    ]);
    expect(page.data.items[0]!.at).toBeGreaterThanOrEqual(page.data.items[1]!.at);
    expect(page.data.nextBefore).toBeNull();
    expect(page.text).not.toMatch(/user_agent|userAgent|device_?key|Mozilla/i);
  });

  it('shows the trader only their own sign-ins of the last 90 days, page by page', async () => {
    const user = await makeUser(app);
    const other = await makeUser(app);
    const token = (await signIn(user, PIXEL))!;
    await signIn(other, IPHONE);
    await signIn(user, WINDOWS, '198.51.100.1', 'nope-nope');
    await signIn(user, IPHONE);
    // One from 91 days ago: past the history (and trimmed at the next sign-in).
    await app.ctx.db.query(
      `INSERT INTO sign_ins (user_id, at, ip, device, device_key, method, succeeded)
       VALUES ($1, now() - interval '91 days', '192.0.2.1', 'Old Phone', 'old', 'password', true)`,
      [user.id],
    );

    const all = (await history(token)).data;
    expect(all.items.map((item) => item.device)).toEqual([
      'Safari 17 on iOS 17.5 (iPhone)',
      'Chrome 131 on Windows 10',
      'Chrome 131 on Android 14',
    ]);
    const first = (await history(token, '?limit=2')).data;
    expect(first.items).toEqual(all.items.slice(0, 2));
    expect(first.nextBefore).toBe(all.items[1]!.id);
    const second = (await history(token, `?limit=2&before=${first.nextBefore}`)).data;
    expect(second).toEqual({ items: all.items.slice(2), nextBefore: null });

    // Ops read the same 90 days on the trader's page.
    const opsPage = await app.call<OpsSignInPage>('GET', `/admin/users/${user.id}/sign-ins`, {
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(opsPage.data).toEqual({ signIns: all.items, nextCursor: null });
    const opsFirst = await app.call<OpsSignInPage>('GET', `/admin/users/${user.id}/sign-ins?limit=1`, {
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(opsFirst.data).toEqual({ signIns: all.items.slice(0, 1), nextCursor: all.items[0]!.id });

    // The next successful sign-in trims what is past 90 days.
    await signIn(user, IPHONE);
    const { rows } = await app.ctx.db.query(
      `SELECT count(*)::int AS n FROM sign_ins WHERE user_id = $1 AND at < now() - interval '90 days'`,
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('answers NOT_FOUND to ops for a trader who does not exist, and refuses a trader token', async () => {
    const missing = await app.call('GET', `/admin/users/${2 ** 40}/sign-ins`, {
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(missing).toMatchObject({ http: 404, data: { code: 'NOT_FOUND' } });
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    const refused = await app.call('GET', `/admin/users/${user.id}/sign-ins`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused).toMatchObject({ http: 401, status: -22 });
  });
});

describe('live sessions', () => {
  it('lists the live sessions, newest first, with their devices and the current one marked', async () => {
    const user = await makeUser(app);
    const phone = (await signIn(user, PIXEL, '203.0.113.20'))!;
    const ended = (await signIn(user, WINDOWS))!;
    await app.call('POST', '/auth/logout', { token: ended });
    const laptop = (await signIn(user, MAC_FIREFOX, '203.0.113.21'))!;

    const seenByPhone = (await liveSessions(phone)).data.sessions;
    expect(seenByPhone).toEqual([
      {
        id: expect.any(Number),
        createdAt: expect.any(Number),
        expiresAt: expect.any(Number),
        ip: '203.0.113.21',
        device: 'Firefox 133 on macOS 14.5',
        current: false,
      },
      {
        id: expect.any(Number),
        createdAt: expect.any(Number),
        expiresAt: expect.any(Number),
        ip: '203.0.113.20',
        device: 'Chrome 131 on Android 14',
        current: true,
      },
    ]);
    const seenByLaptop = (await liveSessions(laptop)).data.sessions;
    expect(seenByLaptop.map((session) => session.current)).toEqual([true, false]);
  });

  it("answers NOT_FOUND for another trader's session and ends nothing", async () => {
    const victim = await makeUser(app);
    const attacker = await makeUser(app);
    const victimToken = (await signIn(victim, IPHONE))!;
    const attackerToken = (await signIn(attacker, PIXEL))!;
    const [victimSession] = (await liveSessions(victimToken)).data.sessions;

    for (const id of [victimSession!.id, 2 ** 40]) {
      const result = await app.call('DELETE', `/security/sessions/${id}`, { token: attackerToken });
      expect(result).toMatchObject({ http: 404, data: { code: 'NOT_FOUND' } });
    }
    expect(
      await app.call('DELETE', '/security/sessions/not-a-session', { token: attackerToken }),
    ).toMatchObject({ http: 404 });
    expect((await app.call('GET', '/user/profile', { token: victimToken })).status).toBe(1);
    expect((await liveSessions(victimToken)).data.sessions.map((session) => session.id)).toEqual([
      victimSession!.id,
    ]);
    // Nor does the attacker's "end others" reach past their own account.
    expect(
      (await app.call<EndedSessions>('POST', '/security/sessions/end-others', { token: attackerToken })).data,
    ).toEqual({
      ended: 0,
    });
    expect((await app.call('GET', '/user/profile', { token: victimToken })).status).toBe(1);
  });

  it('logs out one device: its requests and its socket end at once; an ended session cannot be ended again', async () => {
    const user = await makeUser(app);
    const phone = (await signIn(user, PIXEL))!;
    const laptop = (await signIn(user, WINDOWS))!;
    // Served once, so the laptop's session sits in the process's memory: the announcement must end it.
    expect((await app.call('GET', '/user/profile', { token: laptop })).status).toBe(1);
    const socket = await connectSocket(app.baseUrl, { token: laptop });
    try {
      const endedEvent = nextEvent(socket, 'session:ended');
      const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
      const laptopSession = (await liveSessions(phone)).data.sessions.find((session) => !session.current)!;
      const result = await app.call('DELETE', `/security/sessions/${laptopSession.id}`, { token: phone });
      expect(result).toMatchObject({ http: 200, status: 1, data: null });
      expect(await endedEvent).toEqual({ reason: 'logged-out' });
      await disconnected;
      expect(await app.call('GET', '/user/profile', { token: laptop })).toMatchObject({
        http: 401,
        status: -22,
      });
      expect(
        await app.call('DELETE', `/security/sessions/${laptopSession.id}`, { token: phone }),
      ).toMatchObject({
        http: 404,
      });
    } finally {
      socket.close();
    }
    expect((await liveSessions(phone)).data.sessions).toHaveLength(1);
  });

  it('logs out every other device and keeps this one', async () => {
    const user = await makeUser(app);
    const phone = (await signIn(user, PIXEL))!;
    const others = [(await signIn(user, WINDOWS))!, (await signIn(user, IPHONE))!];
    const sockets = await Promise.all(others.map((token) => connectSocket(app.baseUrl, { token })));
    try {
      const ended = sockets.map((socket) => nextEvent(socket, 'session:ended'));
      const result = await app.call<EndedSessions>('POST', '/security/sessions/end-others', { token: phone });
      expect(result.data).toEqual({ ended: 2 });
      expect(await Promise.all(ended)).toEqual([{ reason: 'logged-out' }, { reason: 'logged-out' }]);
    } finally {
      for (const socket of sockets) socket.close();
    }
    for (const token of others) {
      expect(await app.call('GET', '/user/profile', { token })).toMatchObject({ http: 401 });
    }
    expect((await app.call('GET', '/user/profile', { token: phone })).status).toBe(1);
    const left = (await liveSessions(phone)).data.sessions;
    expect(left).toEqual([expect.objectContaining({ current: true, device: 'Chrome 131 on Android 14' })]);
    expect(
      (await app.call<EndedSessions>('POST', '/security/sessions/end-others', { token: phone })).data,
    ).toEqual({
      ended: 0,
    });
  });
});

describe('a sign-in from a new device', () => {
  it('tells the trader once per new device; not for the first sign-in, nor for a known device after an update', async () => {
    const user = await makeUser(app);
    const phone = (await signIn(user, PIXEL))!;
    expect(await newDeviceMessages(phone)).toEqual([]);
    await signIn(user, PIXEL_UPDATED);
    expect(await newDeviceMessages(phone)).toEqual([]);
    // A wrong password from a new device is history, not news.
    await signIn(user, IPHONE, '198.51.100.23', 'wrong-password');
    expect(await newDeviceMessages(phone)).toEqual([]);

    const socket = await connectSocket(app.baseUrl, { token: phone });
    try {
      const arrived = nextEvent(socket, 'inbox:message', (event) => event.kind === 'new_device_sign_in');
      await signIn(user, IPHONE, '198.51.100.23');
      expect(await arrived).toMatchObject({ kind: 'new_device_sign_in', unread: 1 });
    } finally {
      socket.close();
    }
    await signIn(user, IPHONE, '198.51.100.99');
    const [message, ...more] = await newDeviceMessages(phone);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      title: 'New sign-in to your account',
      reference: { type: 'sign_in', id: expect.any(Number) },
      params: { device: 'Safari 17 on iOS 17.5 (iPhone)', ip: '198.51.100.23', at: expect.any(Number) },
    });
    expect(message!.body).toMatch(
      /^New sign-in from Safari 17 on iOS 17\.5 \(iPhone\) at \d\d\/\d\d\/\d{4}, \d\d:\d\d GMT\+7 \(198\.51\.100\.23\)\. Not you\?/,
    );
    const [vietnamese] = await newDeviceMessages(phone, 'vi');
    expect(vietnamese!.body).toContain('Safari 17 on iOS 17.5 (iPhone)');
    expect(vietnamese!.title).toBe('Đăng nhập mới vào tài khoản');

    // Another new device is news again.
    await signIn(user, WINDOWS);
    expect(await newDeviceMessages(phone)).toHaveLength(2);
  });

  it('tells it once when the new device signs in several times at the same moment', async () => {
    const user = await makeUser(app);
    const phone = (await signIn(user, PIXEL))!;
    // Straight to the recorder, all at once: a login's password check would space them out.
    const told: number[] = [];
    const ctx = { ...app.ctx, inbox: { inboxMessage: (userId: number) => told.push(userId) } };
    const attempt = {
      userId: user.id,
      method: 'password',
      secondFactor: null,
      succeeded: true,
      meta: { ip: '198.51.100.50', userAgent: IPHONE },
    } as const;
    await Promise.all(Array.from({ length: 8 }, () => recordSignIn(ctx, attempt)));
    expect(told).toEqual([user.id]);
    expect(await newDeviceMessages(phone)).toHaveLength(1);
  });

  it('tells it for a device last seen more than 90 days ago', async () => {
    const user = await makeUser(app);
    const phone = (await signIn(user, PIXEL))!;
    await app.ctx.db.query(
      `INSERT INTO sign_ins (user_id, at, device, device_key, method, succeeded)
       VALUES ($1, now() - interval '100 days', 'Safari', $2, 'password', true)`,
      [user.id, describeDevice(IPHONE).deviceKey],
    );
    await signIn(user, IPHONE);
    expect(await newDeviceMessages(phone)).toHaveLength(1);
  });
});
