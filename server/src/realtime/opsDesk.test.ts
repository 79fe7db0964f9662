// The ops consoles' live desk: a console authenticated by its session cookie alone hears every
// change of the review queues its role may read — a trader's new request, another ops user's
// decision made through another process — and nothing of the queues it may not read. Every
// superadmin's console hears of each ops account created or enabled, and by whom.
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  OPS_NAMESPACE,
  PROTOCOL_VERSION,
  type DeskChangedEvent,
  type DeskCounts,
  type OpsClientToServerEvents,
  type OpsAccountAdmittedEvent,
  type OpsFeedAck,
  type OpsServerToClientEvents,
} from '@tempo/shared';
import { startTempo, type RunningTempo } from '../app/startTempo';
import { loginAs, makeAdmin, makeUser, makeWithdrawal, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';

type ConsoleSocket = Socket<OpsServerToClientEvents, OpsClientToServerEvents>;

let app: TestApp;
/** An api process without sockets: its decisions reach the consoles through Redis. */
let apiOnly: RunningTempo;
let ops: TestAdmin;
const sockets: ConsoleSocket[] = [];

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'] });
  apiOnly = await startTempo({ ...app.config, ROLES: ['api'] });
  ops = await makeAdmin(app, 'ops');
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await apiOnly?.close();
  await app?.close();
});

/** Logs `admin` in through the API as the console does, and answers the Set-Cookie it got. */
async function sessionCookie(admin: TestAdmin): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  const cookie = response.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^tempo_ops=[\w-]+;.*Path=\/;.*HttpOnly/);
  return cookie.split(';')[0]!;
}

/** A console socket with only `cookie` to show; resolves once connected, rejects on refusal. */
async function consoleSocket(cookie: string): Promise<ConsoleSocket> {
  const socket: ConsoleSocket = io(`${app.baseUrl}${OPS_NAMESPACE}`, {
    auth: { lang: 'en', protocol: PROTOCOL_VERSION },
    extraHeaders: { cookie },
    transports: ['polling', 'websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Records every desk event a socket hears. */
function record(socket: ConsoleSocket): DeskChangedEvent[] {
  const heard: DeskChangedEvent[] = [];
  socket.on('desk:changed', (event) => heard.push(event));
  return heard;
}

/** Submits a verification with two small photos, as the phone app does. */
async function submitVerification(token: string): Promise<Response> {
  const photo = async (red: number) =>
    new Blob([
      new Uint8Array(
        await sharp({ create: { width: 64, height: 40, channels: 3, background: { r: red, g: 40, b: 30 } } })
          .jpeg()
          .toBuffer(),
      ),
    ]);
  const form = new FormData();
  form.append('name', 'Nguyễn Văn An');
  form.append('idNumber', '001203004567');
  form.append('nationality', 'VN');
  form.append('front', await photo(200), 'front.jpg');
  form.append('back', await photo(90), 'back.jpg');
  return fetch(`${app.baseUrl}/api/verification`, { method: 'POST', headers: { token }, body: form });
}

/** Waits until `check` holds, for at most 10 s; fails naming `what`. */
async function waitFor(check: () => boolean, what: string): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`waiting for ${what}`);
    },
    { timeout: 10_000, interval: 20 },
  );
}

it('tells every console that may read a queue of each change, from any process, and no one else', async () => {
  const support = await makeAdmin(app, 'support');
  const opsDesk = record(await consoleSocket(await sessionCookie(ops)));
  const supportDesk = record(await consoleSocket(await sessionCookie(support)));

  const { withdrawal } = await makeWithdrawal(app, ops, { funds: 100_000, amount: 20_000 });
  const id = withdrawal.id;
  const arrived = { queue: 'withdrawals', id, status: 'under_review' };
  await waitFor(() => opsDesk.some((event) => event.id === id), 'the new request on the ops desk');
  await waitFor(() => supportDesk.some((event) => event.id === id), 'the new request on the support desk');
  expect(opsDesk).toContainEqual(arrived);
  expect(supportDesk).toContainEqual(arrived);

  // Another ops user approves through the process that holds no sockets.
  const approver = await makeAdmin(app, 'ops');
  const approved = await fetch(`http://127.0.0.1:${apiOnly.port}/api/admin/withdrawals/${id}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${approver.token}` },
  });
  expect(approved.status).toBe(200);
  const paid = { queue: 'withdrawals', id, status: 'successful' };
  await waitFor(() => opsDesk.some((event) => event.status === 'successful'), 'the approval on the ops desk');
  await waitFor(() => supportDesk.some((event) => event.status === 'successful'), 'the approval on support');
  expect(opsDesk.filter((event) => event.id === id)).toEqual([arrived, paid]);

  // A verification reaches ops, never support (ID documents are not theirs to see).
  const applicant = await makeUser(app);
  const submitted = await submitVerification(await loginAs(app, applicant));
  expect(submitted.status).toBe(201);
  const { rows } = await app.ctx.db.query<{ id: string }>('SELECT id FROM verifications WHERE user_id = $1', [
    applicant.id,
  ]);
  const verificationId = Number(rows[0]!.id);
  await waitFor(
    () => opsDesk.some((event) => event.queue === 'verifications'),
    'the submission on the ops desk',
  );
  const rejected = await app.call('POST', `/admin/verifications/${verificationId}/reject`, {
    headers: { authorization: `Bearer ${ops.token}` },
    body: { reason: 'The photos are blurred' },
  });
  expect(rejected.status, rejected.text).toBe(1);
  await waitFor(() => opsDesk.some((event) => event.status === 'rejected'), 'the review on the ops desk');
  expect(opsDesk.filter((event) => event.queue === 'verifications')).toEqual([
    { queue: 'verifications', id: verificationId, status: 'pending' },
    { queue: 'verifications', id: verificationId, status: 'rejected' },
  ]);
  // Support's socket heard the withdrawal events and stays connected; the review never came.
  expect(supportDesk.filter((event) => event.queue === 'verifications')).toEqual([]);
});

it('refuses a console without a live session, and lets only catalogue roles feed quotes', async () => {
  await expect(consoleSocket('tempo_ops=not-a-session')).rejects.toThrow('NOT_LOGGED_IN');
  const support = await makeAdmin(app, 'support');
  const socket = await consoleSocket(await sessionCookie(support));
  const answer: OpsFeedAck = await socket.timeout(10_000).emitWithAck('feed:claim', { symbol: 'BTCUSDT' });
  expect(answer).toMatchObject({ ok: false, code: 'FORBIDDEN' });
});

it('counts what waits in each queue the role may read', async () => {
  const counts = async (admin: TestAdmin) =>
    (
      await app.call<DeskCounts>('GET', '/admin/desk', {
        headers: { authorization: `Bearer ${admin.token}` },
      })
    ).data;
  const before = await counts(ops);
  const applicant = await makeUser(app);
  expect((await submitVerification(await loginAs(app, applicant))).status).toBe(201);
  expect(await counts(ops)).toEqual({ ...before, verifications: before.verifications! + 1 });
  const support = await makeAdmin(app, 'support');
  expect(await counts(support)).toEqual({ ...before, verifications: null });
});

it('tells every superadmin’s console of an ops account created or enabled, by whom, and no other console', async () => {
  const chief = await makeAdmin(app, 'superadmin');
  const peer = await makeAdmin(app, 'superadmin');
  const admissions = (socket: ConsoleSocket) => {
    const heard: OpsAccountAdmittedEvent[] = [];
    socket.on('ops-account:admitted', (event) => heard.push(event));
    return heard;
  };
  const peerConsole = admissions(await consoleSocket(await sessionCookie(peer)));
  const chiefConsole = admissions(await consoleSocket(await sessionCookie(chief)));
  const opsConsole = admissions(await consoleSocket(await sessionCookie(ops)));
  const asChief = (method: string, path: string, body: object) =>
    // Through the process that holds no sockets: the notice goes by Redis.
    fetch(`http://127.0.0.1:${apiOnly.port}/api/admin/ops-accounts${path}`, {
      method,
      headers: { authorization: `Bearer ${chief.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const create = async (username: string) => {
    const created = await asChief('POST', '', { username, role: 'ops', password: 'first-pass-1' });
    expect(created.status).toBe(201);
    return ((await created.json()) as { data: { id: number } }).data.id;
  };
  const by = { id: chief.id, username: chief.username };

  const second = `second${chief.id}`;
  const secondId = await create(second);
  const account = { id: secondId, username: second, role: 'ops' };
  expect((await asChief('POST', `/${secondId}/disable`, { reason: 'Not needed yet' })).status).toBe(200);
  expect((await asChief('POST', `/${secondId}/enable`, { reason: 'Needed after all' })).status).toBe(200);
  // Enabling an enabled account changes nothing and tells no one.
  expect((await asChief('POST', `/${secondId}/enable`, { reason: 'Again' })).status).toBe(200);
  const third = `third${chief.id}`;
  const thirdId = await create(third);

  const expected = [
    { change: 'created', account, by },
    { change: 'enabled', account, by },
    { change: 'created', account: { id: thirdId, username: third, role: 'ops' }, by },
  ];
  await waitFor(() => peerConsole.length >= 3, 'the other superadmin’s console to hear every admission');
  await waitFor(() => chiefConsole.length >= 3, 'the acting superadmin’s console to hear them too');
  expect(peerConsole).toEqual(expected);
  expect(chiefConsole).toEqual(expected);
  // The ops console is connected and heard none of it: managing accounts is not its role's.
  expect(opsConsole).toEqual([]);
});

/** Records why `socket` was disconnected; `reason` stays null while it is connected. */
function watchDisconnect(socket: ConsoleSocket): { reason: string | null } {
  const seen: { reason: string | null } = { reason: null };
  socket.once('disconnect', (reason) => {
    seen.reason = reason;
  });
  return seen;
}

it('ends the console of a session that logs out, and every console of an account disabled elsewhere', async () => {
  const member = await makeAdmin(app, 'ops');
  const leavingCookie = await sessionCookie(member);
  const leaving = await consoleSocket(leavingCookie);
  const staying = await consoleSocket(await sessionCookie(member));

  const left = watchDisconnect(leaving);
  const logout = await fetch(`${app.baseUrl}/api/admin/auth/logout`, {
    method: 'POST',
    headers: { cookie: leavingCookie },
  });
  expect(logout.status).toBe(200);
  await waitFor(() => left.reason !== null, 'the logged-out console to be disconnected');
  expect(left.reason).toBe('io server disconnect');
  expect(staying.connected).toBe(true);
  await expect(consoleSocket(leavingCookie)).rejects.toThrow('NOT_LOGGED_IN');

  // A superadmin disables the account through the process without sockets.
  const chief = await makeAdmin(app, 'superadmin');
  const ended = watchDisconnect(staying);
  const disabled = await fetch(
    `http://127.0.0.1:${apiOnly.port}/api/admin/ops-accounts/${member.id}/disable`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${chief.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Left the company' }),
    },
  );
  expect(disabled.status).toBe(200);
  await waitFor(() => ended.reason !== null, "the disabled account's console to be disconnected");
  expect(ended.reason).toBe('io server disconnect');
});
