// The inbox against the real PostgreSQL and Redis: a confirmed deposit and a rejected withdrawal
// each file one message citing them and announce it live with the unread count; the list pages
// newest first in the reader's language; read marks; and one trader never reaches another's.
// Withdrawal approval and verification outcomes are filed the same way.
import { randomUUID } from 'node:crypto';
import type {
  AdminDepositChannelView,
  DepositView,
  InboxMessageView,
  InboxUnread,
  WithdrawalView,
} from '@tempo/shared';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bankCardBody,
  fund,
  loginAs,
  makeAdmin,
  makeBankChannel,
  makeUser,
  type TestAdmin,
  type TestUser,
} from '../test/factories';
import { connectSocket, nextEvent, type TestSocket } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';
import { insertInboxMessage } from './inboxRepo';

interface Page {
  items: InboxMessageView[];
  nextBefore: number | null;
}
interface Trader extends TestUser {
  token: string;
}

let app: TestApp;
let ops: TestAdmin;
let channel: AdminDepositChannelView;
const sockets: TestSocket[] = [];

const asOps = (body?: unknown) => ({
  headers: { authorization: `Bearer ${ops.token}` },
  ...(body === undefined ? {} : { body }),
});

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'] });
  ops = await makeAdmin(app, 'ops');
  channel = await makeBankChannel(app, ops);
}, 120_000);

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  expect(await app.ledgerMismatches()).toEqual([]);
});

afterAll(async () => {
  await app?.close();
});

async function trader(): Promise<Trader> {
  const user = await makeUser(app);
  return { ...user, token: await loginAs(app, user) };
}

async function socketOf(user: Trader): Promise<TestSocket> {
  const socket = await connectSocket(app.baseUrl, { token: user.token });
  sockets.push(socket);
  return socket;
}

const list = (user: Trader, query = '', lang = 'en') =>
  app.call<Page>('GET', `/inbox${query}`, { token: user.token, headers: { lang } });
const unread = async (user: Trader) =>
  (await app.call<InboxUnread>('GET', '/inbox/unread', { token: user.token })).data.unread;

/** The user's messages once `count` of them are stored: they are written right after the commit. */
async function messagesOnce(user: Trader, count: number, lang = 'en'): Promise<InboxMessageView[]> {
  return vi.waitFor(
    async () => {
      const page = await list(user, '', lang);
      expect(page.data.items).toHaveLength(count);
      return page.data.items;
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** A withdrawal of `amount` under review for a verified, funded trader with a bank card bound. */
async function pendingWithdrawal(user: Trader, amount: number): Promise<number> {
  await app.ctx.db.query('UPDATE users SET verified = true WHERE id = $1', [user.id]);
  await fund(app, ops, user.id, 50_000);
  const bound = await app.call('POST', '/withdrawal-account', {
    token: user.token,
    body: bankCardBody,
  });
  expect(bound.status, bound.text).toBe(1);
  const requested = await app.call<WithdrawalView>('POST', '/withdrawals', {
    token: user.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { amount, transactionPassword: user.transactionPassword },
  });
  expect(requested.status, requested.text).toBe(1);
  return requested.data.id;
}

/** Files `count` messages for `user` straight into the table, oldest first. */
async function seed(user: Trader, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await insertInboxMessage(app.ctx.db, {
      userId: user.id,
      kind: 'verification_approved',
      params: {},
      reference: null,
    });
  }
}

describe('status changes file a message', () => {
  it('a confirmed deposit files one message citing it, announced live with the unread count', async () => {
    const user = await trader();
    const socket = await socketOf(user);
    const requested = await app.call<DepositView>('POST', '/deposits', {
      token: user.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { channelId: channel.id, amount: 12_345 },
    });
    expect(requested.http, requested.text).toBe(201);
    // A pending request is no news for the inbox.
    expect(await unread(user)).toBe(0);

    const heard = nextEvent(socket, 'inbox:message');
    const confirmed = await app.call('POST', `/admin/deposits/${requested.data.id}/confirm`, asOps());
    expect(confirmed.http, confirmed.text).toBe(200);

    const event = await heard;
    expect(event).toMatchObject({ kind: 'deposit_confirmed', unread: 1 });
    const [message] = await messagesOnce(user, 1, 'zh-CN');
    expect(message).toMatchObject({
      id: event.id,
      kind: 'deposit_confirmed',
      params: { amount: 12_345 },
      reference: { type: 'deposit', id: requested.data.id },
      title: '充值成功',
      body: '您充值的 123.45 已到账。',
      readAt: null,
    });
    // Told twice (another node, a retry), the change is still filed once.
    const second = await app.call('POST', `/admin/deposits/${requested.data.id}/confirm`, asOps());
    expect(second.http).toBe(409);
    expect(await unread(user)).toBe(1);
  });

  it('a rejected withdrawal files one message with the reason, and the request itself files none', async () => {
    const user = await trader();
    const socket = await socketOf(user);
    const id = await pendingWithdrawal(user, 20_000);
    expect(await unread(user)).toBe(0);

    const heard = nextEvent(socket, 'inbox:message');
    const rejected = await app.call(
      'POST',
      `/admin/withdrawals/${id}/reject`,
      asOps({ reason: 'Account name does not match' }),
    );
    expect(rejected.status, rejected.text).toBe(1);

    expect(await heard).toMatchObject({ kind: 'withdrawal_failed', unread: 1 });
    const [message] = await messagesOnce(user, 1, 'vi');
    expect(message).toMatchObject({
      kind: 'withdrawal_failed',
      params: { amount: 20_000, reason: 'Account name does not match' },
      reference: { type: 'withdrawal', id },
      title: 'Rút tiền thất bại',
    });
    // The amount as Vietnamese writes it.
    expect(message!.body).toContain('200,00');
    expect(message!.body).toContain('Account name does not match');
  });

  it('an approved withdrawal files a success message citing it', async () => {
    const user = await trader();
    const id = await pendingWithdrawal(user, 5_000);
    const approved = await app.call('POST', `/admin/withdrawals/${id}/approve`, asOps());
    expect(approved.status, approved.text).toBe(1);
    const [message] = await messagesOnce(user, 1);
    expect(message).toMatchObject({
      kind: 'withdrawal_successful',
      params: { amount: 5_000 },
      reference: { type: 'withdrawal', id },
      title: 'Withdrawal successful',
    });
  });

  it('a rejected verification files a message citing the submission, with the reason', async () => {
    const user = await trader();
    const form = new FormData();
    form.append('name', 'Nguyễn Văn An');
    form.append('idNumber', '001203004567');
    form.append('nationality', 'VN');
    for (const key of ['front', 'back']) {
      const photo = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#c8281e' } })
        .jpeg()
        .toBuffer();
      form.append(key, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${key}.jpg`);
    }
    const submitted = await fetch(`${app.baseUrl}/api/verification`, {
      method: 'POST',
      headers: { token: user.token },
      body: form,
    });
    expect(submitted.status).toBe(201);
    const queue = await app.call<{ items: { id: number }[] }>(
      'GET',
      `/admin/verifications?status=pending&userId=${user.id}`,
      asOps(),
    );
    const [submission] = queue.data.items;
    const rejected = await app.call(
      'POST',
      `/admin/verifications/${submission!.id}/reject`,
      asOps({ reason: 'The photo is blurred' }),
    );
    expect(rejected.status, rejected.text).toBe(1);

    const [message] = await messagesOnce(user, 1, 'zh-CN');
    expect(message).toMatchObject({
      kind: 'verification_rejected',
      params: { reason: 'The photo is blurred' },
      reference: { type: 'verification', id: submission!.id },
      title: '实名认证未通过',
    });
  });
});

describe('reading the inbox', () => {
  it('lists newest first in pages, counts unread, marks one and then all read', async () => {
    const user = await trader();
    await seed(user, 5);

    const first = await list(user, '?limit=2');
    expect(first.status, first.text).toBe(1);
    const ids = first.data.items.map((item) => item.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]!).toBeGreaterThan(ids[1]!);
    expect(first.data.nextBefore).toBe(ids[1]);
    const second = await list(user, `?limit=2&before=${first.data.nextBefore}`);
    const third = await list(user, `?limit=2&before=${second.data.nextBefore}`);
    const all = [...ids, ...second.data.items.map((i) => i.id), ...third.data.items.map((i) => i.id)];
    expect(all).toHaveLength(5);
    expect([...all].sort((a, b) => b - a)).toEqual(all);
    expect(third.data.nextBefore).toBeNull();
    expect(first.data.items[0]).toMatchObject({ title: 'Verification approved', reference: null });

    expect(await unread(user)).toBe(5);
    const marked = await app.call<InboxMessageView>('POST', `/inbox/${ids[0]}/read`, { token: user.token });
    expect(marked.status, marked.text).toBe(1);
    expect(marked.data.readAt).toEqual(expect.any(Number));
    // Marking again keeps the first read time.
    const again = await app.call<InboxMessageView>('POST', `/inbox/${ids[0]}/read`, { token: user.token });
    expect(again.data.readAt).toBe(marked.data.readAt);
    expect(await unread(user)).toBe(4);

    const cleared = await app.call<InboxUnread>('POST', '/inbox/read-all', { token: user.token });
    expect(cleared.data).toEqual({ unread: 0 });
    expect((await list(user)).data.items.every((item) => item.readAt !== null)).toBe(true);
  });

  it('refuses bad paging and ids with a clear code and needs a login', async () => {
    const user = await trader();
    for (const query of ['?limit=0', '?limit=101', '?limit=abc']) {
      const refused = await list(user, query);
      expect(refused.http, query).toBe(422);
      expect(refused.data).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const badId = await app.call('POST', '/inbox/abc/read', { token: user.token });
    expect(badId.data).toMatchObject({ code: 'NOT_FOUND' });
    const anonymous = await app.call('GET', '/inbox');
    expect(anonymous.data).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });

  it('user B can neither list, count nor mark user A’s messages', async () => {
    const a = await trader();
    const b = await trader();
    await seed(a, 2);
    const mine = (await list(a)).data.items;
    expect(mine).toHaveLength(2);

    expect((await list(b)).data.items).toEqual([]);
    expect(await unread(b)).toBe(0);
    const marked = await app.call('POST', `/inbox/${mine[0]!.id}/read`, { token: b.token });
    expect(marked.http).toBe(404);
    expect(marked.data).toMatchObject({ code: 'NOT_FOUND' });
    await app.call('POST', '/inbox/read-all', { token: b.token });

    expect(await unread(a)).toBe(2);
    expect((await list(a)).data.items.every((item) => item.readAt === null)).toBe(true);
  });
});
