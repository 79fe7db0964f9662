// Broadcast system messages against the real PostgreSQL, Redis and Socket.IO: one message from ops
// reaches the inbox of every trader with the unread badge, in each reader's language, is announced
// live to connected sockets, and is marked read, alone or with the rest, like every message.
import type { AdminBroadcastView, InboxMessageView, InboxUnread } from '@tempo/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { connectSocket, nextEvent, type TestSocket } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';

interface Page {
  items: InboxMessageView[];
  nextBefore: number | null;
}

let app: TestApp;
let ops: TestAdmin;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'] });
  ops = await makeAdmin(app, 'ops');
}, 120_000);

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(async () => {
  await app?.close();
});

async function trader() {
  const user = await makeUser(app);
  const token = await loginAs(app, user);
  const socket = await connectSocket(app.baseUrl, { token });
  sockets.push(socket);
  return { ...user, token, socket };
}

const inbox = (token: string, lang: string) => app.call<Page>('GET', '/inbox', { token, headers: { lang } });
const unread = async (token: string) =>
  (await app.call<InboxUnread>('GET', '/inbox/unread', { token })).data.unread;

const broadcast = (translations: Record<string, { title: string; body: string }>) =>
  app.call<AdminBroadcastView>('POST', '/admin/content/broadcasts', {
    headers: { authorization: `Bearer ${ops.token}` },
    body: { translations },
  });

describe('broadcast system messages', () => {
  it("reach two traders' inboxes in their languages, live, with the unread badge", async () => {
    const an = await trader();
    const mei = await trader();
    const heardByAn = nextEvent(an.socket, 'inbox:broadcast');
    const heardByMei = nextEvent(mei.socket, 'inbox:broadcast');

    const sent = await broadcast({
      en: { title: 'Scheduled maintenance', body: 'Trading pauses on Sunday from 02:00 to 03:00.' },
      vi: { title: 'Bảo trì định kỳ', body: 'Giao dịch tạm dừng vào Chủ nhật từ 02:00 đến 03:00.' },
    });
    expect(sent.http, sent.text).toBe(201);
    expect(sent.data.recipients).toBeGreaterThanOrEqual(2);
    expect(sent.data.sentBy).toBe(ops.username);
    expect(await heardByAn).toEqual({ id: sent.data.id });
    expect(await heardByMei).toEqual({ id: sent.data.id });

    const [vi] = (await inbox(an.token, 'vi')).data.items;
    expect(vi).toMatchObject({
      kind: 'broadcast',
      title: 'Bảo trì định kỳ',
      body: 'Giao dịch tạm dừng vào Chủ nhật từ 02:00 đến 03:00.',
      reference: null,
      readAt: null,
    });
    // Chinese was not written: English is the fallback.
    const [zh] = (await inbox(mei.token, 'zh-CN')).data.items;
    expect(zh).toMatchObject({ kind: 'broadcast', title: 'Scheduled maintenance' });
    expect(await unread(an.token)).toBe(1);
    expect(await unread(mei.token)).toBe(1);

    // One reads it; the other's stays unread.
    const marked = await app.call<InboxMessageView>('POST', `/inbox/${vi!.id}/read`, { token: an.token });
    expect(marked.data).toMatchObject({ kind: 'broadcast', title: 'Bảo trì định kỳ' });
    expect(marked.data.readAt).toEqual(expect.any(Number));
    expect(await unread(an.token)).toBe(0);
    expect(await unread(mei.token)).toBe(1);
    // Another trader cannot mark it: each inbox holds its own copy.
    const foreign = await app.call('POST', `/inbox/${vi!.id}/read`, { token: mei.token });
    expect(foreign.http).toBe(404);

    await broadcast({ en: { title: 'New products', body: 'Solana and XRP are on the list.' } });
    expect(await unread(mei.token)).toBe(2);
    const cleared = await app.call<InboxUnread>('POST', '/inbox/read-all', { token: mei.token });
    expect(cleared.data).toEqual({ unread: 0 });

    const audited = await app.ctx.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'broadcast' AND target_id = $1`,
      [String(sent.data.id)],
    );
    expect(audited.rows).toEqual([{ action: 'broadcast.send' }]);
    const listed = await app.call<AdminBroadcastView[]>('GET', '/admin/content/broadcasts', {
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(listed.data[1]).toMatchObject({ id: sent.data.id, recipients: sent.data.recipients });
  });
});
