// User care against the real PostgreSQL and Redis: finding traders, reading their ledger, orders
// and sessions, and turning their login off and on (sessions end at once, audited with a reason).
import type {
  LedgerRowPage,
  OrderPage,
  OrderView,
  UserLoginChangeResult,
  UserSearchPage,
  UserSessionPage,
} from '@tempo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../accounts';
import { fund, loginAs, makeAdmin, makeOpeningCode, makeUser, type TestAdmin } from '../test/factories';
import { connectSocket, nextEvent } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';

let app: TestApp;
let ops: TestAdmin;
let support: TestAdmin;
let market: TickPublisher;

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'realtime', 'worker'], ORDERS_PER_SECOND_PER_USER: 1_000 },
    { prepare: (db) => addTestProducts(db, ['CAREUSD']) },
  );
  ops = await makeAdmin(app, 'ops');
  support = await makeAdmin(app, 'support');
  market = new TickPublisher(app.ctx, 'CAREUSD', 100);
  market.startSteady(50);
}, 120_000);
afterAll(async () => {
  await market?.stopSteady();
  // Clean up even when the books do not reconcile, then fail.
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const as = (admin: TestAdmin, body?: unknown) => ({
  headers: { authorization: `Bearer ${admin.token}` },
  ...(body === undefined ? {} : { body }),
});

/** A trader with the account and phone a test chooses (makeUser gives every trader one phone). */
async function trader(account: string, phone = '+84912345678') {
  const password = 'secret-pass';
  const user = await registerUser(app.ctx.db, {
    account,
    phone,
    openingCode: await makeOpeningCode(app),
    password,
    passwordConfirm: password,
    transactionPassword: '654321',
    transactionPasswordConfirm: '654321',
  });
  return { id: user.id, account, password };
}

const search = (query: string, admin = ops) =>
  app.call<UserSearchPage>('GET', `/admin/user-search?${query}`, as(admin));

const accountsOf = (page: UserSearchPage) => page.users.map((user) => user.account);

async function auditOf(userId: number) {
  const { rows } = await app.ctx.db.query<{ action: string; details: unknown; adminId: number }>(
    `SELECT action, details, admin_id AS "adminId" FROM audit_log
     WHERE target_type = 'user' AND target_id = $1 ORDER BY id`,
    [String(userId)],
  );
  return rows;
}

describe('finding traders', () => {
  it('finds traders by account prefix in any letter case, newest first, page by page', async () => {
    const first = await trader('Kestrel01');
    const second = await trader('kestrel02');
    const third = await trader('KESTREL_03');
    await trader('kestral04');

    const all = await search('q=kEsTrEl');
    expect(all.http).toBe(200);
    expect(accountsOf(all.data)).toEqual(['KESTREL_03', 'kestrel02', 'Kestrel01']);
    expect(all.data.users[0]).toEqual({
      id: third.id,
      account: 'KESTREL_03',
      phone: '+84912345678',
      creditScore: 100,
      verified: false,
      disabled: false,
      createdAt: expect.any(Number),
    });
    expect(all.data.nextCursor).toBeNull();

    const page1 = await search('q=kestrel&limit=2');
    expect(accountsOf(page1.data)).toEqual(['KESTREL_03', 'kestrel02']);
    expect(page1.data.nextCursor).toBe(second.id);
    const page2 = await search(`q=kestrel&limit=2&cursor=${page1.data.nextCursor}`);
    expect(page2.data).toEqual({ users: [expect.objectContaining({ id: first.id })], nextCursor: null });
  });

  it('takes an underscore in the query as itself, not as any character', async () => {
    await trader('plover_1');
    await trader('ploverx1');
    expect(accountsOf((await search('q=plover_')).data)).toEqual(['plover_1']);
  });

  it('finds traders by the digits of their phone however they are written', async () => {
    const heron = await trader('heron01', '+84387123456');
    const ibis = await trader('ibis01', '+84387123999');
    expect(accountsOf((await search('q=387123')).data)).toEqual(['ibis01', 'heron01']);
    const written = await search(`q=${encodeURIComponent('+84 387-123 456')}`);
    expect(written.data.users.map((user) => user.id)).toEqual([heron.id]);
    expect((await search('q=387123999')).data.users.map((user) => user.id)).toEqual([ibis.id]);
  });

  it('finds a trader by id, and lists the newest traders for an empty query', async () => {
    const older = await trader('egret01');
    const newest = await trader('egret02');
    const byId = await search(`q=${older.id}`);
    expect(byId.data.users.map((user) => user.id)).toContain(older.id);
    const listed = await search('q=&limit=2');
    expect(listed.data.users.map((user) => user.id)).toEqual([newest.id, older.id]);
    expect((await search('limit=1')).data.users.map((user) => user.id)).toEqual([newest.id]);
  });

  it('answers nothing, not an error, for a query no account or phone can hold', async () => {
    await trader('osprey01');
    expect((await search(`q=${encodeURIComponent('osp rey')}`)).data).toEqual({
      users: [],
      nextCursor: null,
    });
  });

  it.each([
    ['a limit of zero', 'q=kestrel&limit=0', 'VALIDATION_FAILED'],
    ['a limit above 100', 'q=kestrel&limit=101', 'VALIDATION_FAILED'],
    ['a cursor that is no id', 'q=kestrel&cursor=abc', 'VALIDATION_FAILED'],
    ['a query of more than 40 characters', `q=${'k'.repeat(41)}`, 'VALIDATION_FAILED'],
    ['a control character', `q=${encodeURIComponent('kes\u0000')}`, 'INVALID_CHARACTERS'],
  ])('refuses %s', async (_name, query, code) => {
    const result = await search(query);
    expect(result.status).toBeLessThan(0);
    expect(result.data).toMatchObject({ code });
  });

  it('reads through the indexes: account prefix, phone trigrams and the primary key', async () => {
    // Planned as if the table were large, so the plan shows which indexes can answer each arm.
    const client = await app.ctx.db.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const plan = async (where: string, value: string) =>
        JSON.stringify(
          (await client.query(`EXPLAIN (FORMAT JSON) SELECT id FROM users u WHERE ${where}`, [value])).rows,
        );
      expect(await plan('lower(u.account) LIKE $1', 'kestrel%')).toContain('users_account_prefix_idx');
      expect(await plan('u.phone LIKE $1', '%387123%')).toContain('users_phone_trgm_idx');
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });
});

describe("a trader's records", () => {
  it('lists the ledger rows of every bucket, newest first, page by page', async () => {
    const user = await makeUser(app);
    await fund(app, ops, user.id, 5_000);
    const debit = await app.call('POST', `/admin/users/${user.id}/balance-adjustments`, {
      body: { amount: -1_200, reason: 'duplicate credit' },
      headers: { authorization: `Bearer ${ops.token}`, 'idempotency-key': `care-debit-${user.id}` },
    });
    expect(debit.status, debit.text).toBe(1);

    const { rows } = await app.ctx.db.query<{ id: number; bucket: string }>(
      'SELECT id, bucket FROM ledger_entries WHERE user_id = $1 ORDER BY id DESC',
      [user.id],
    );
    const ledger = await app.call<LedgerRowPage>(
      'GET',
      `/admin/users/${user.id}/ledger?limit=100`,
      as(support),
    );
    expect(ledger.http).toBe(200);
    expect(ledger.data.records.map((record) => record.id)).toEqual(rows.map((row) => row.id));
    expect(ledger.data.records.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        bucket: 'available',
        amount: -1_200,
        balanceAfter: 3_800,
      }),
      expect.objectContaining({
        kind: 'adjustment',
        bucket: 'available',
        amount: 5_000,
        balanceAfter: 5_000,
      }),
    ]);

    const page1 = await app.call<LedgerRowPage>(
      'GET',
      `/admin/users/${user.id}/ledger?kind=adjustment&limit=1`,
      as(ops),
    );
    expect(page1.data.records).toEqual([expect.objectContaining({ amount: -1_200 })]);
    const page2 = await app.call<LedgerRowPage>(
      'GET',
      `/admin/users/${user.id}/ledger?kind=adjustment&limit=1&cursor=${page1.data.nextCursor}`,
      as(ops),
    );
    expect(page2.data.records).toEqual([expect.objectContaining({ amount: 5_000 })]);
  });

  it("lists the trader's holding and closed orders, real and demo, with what ops need", async () => {
    const user = await makeUser(app);
    await fund(app, ops, user.id, 10_000);
    const token = await loginAs(app, user);
    const place = (body: Record<string, unknown>, key: string) =>
      app.call<OrderView>('POST', '/orders', {
        token,
        body: { symbol: 'CAREUSD', direction: 'up', amount: 1_000, ...body },
        headers: { 'idempotency-key': `${key}-${user.id}` },
      });
    const holding = await place({ durationSec: 300 }, 'care-hold');
    const closing = await place({ durationSec: 1, account: 'demo', direction: 'down' }, 'care-close');
    expect([holding.http, closing.http], `${holding.text} ${closing.text}`).toEqual([201, 201]);

    const list = (query: string) =>
      app.call<OrderPage>('GET', `/admin/users/${user.id}/orders?${query}`, as(support));
    // The demo order may still be open: the real ones alone.
    const open = await list('list=holding&account=real');
    expect(open.data).toEqual({
      orders: [
        {
          id: holding.data.id,
          symbol: 'CAREUSD',
          account: 'real',
          direction: 'up',
          amount: 1_000,
          durationSec: 300,
          payoutBps: 8_500,
          status: 'open',
          entryPrice: holding.data.entryPrice,
          entryTs: holding.data.entryTs,
          expiryTs: holding.data.entryTs + 300_000,
          exitPrice: null,
          exitTs: null,
          payout: null,
          profit: null,
          settledAt: null,
        },
      ],
      nextCursor: null,
    });

    // Settled by the worker once a tick after its expiry arrives.
    await expect
      .poll(async () => (await list('list=closed')).data.orders.map((order) => order.id), {
        timeout: 20_000,
        interval: 100,
      })
      .toEqual([closing.data.id]);
    const [closed] = (await list('list=closed&account=demo')).data.orders;
    expect(closed).toMatchObject({ account: 'demo', direction: 'down', durationSec: 1 });
    expect(closed!.status).not.toBe('open');
    expect(closed!.exitPrice).toEqual(expect.any(Number));
    expect(closed!.exitTs).toEqual(expect.any(Number));
    expect(closed!.payout).toEqual(expect.any(Number));
    expect(closed!.settledAt).toEqual(expect.any(Number));
    expect((await list('list=closed&account=real')).data.orders).toEqual([]);
    expect((await list('list=holding')).data.orders.map((order) => order.id)).toEqual([holding.data.id]);
  });

  it.each([
    ['ledger', 'limit=0'],
    ['ledger', 'cursor=abc'],
    ['ledger', 'kind=lottery'],
    ['orders', 'list=sideways'],
    ['orders', 'account=paper'],
    ['orders', 'cursor=-3'],
    ['sessions', 'limit=500'],
    ['sessions', 'cursor=1.5'],
    ['sign-ins', 'limit=500'],
    ['sign-ins', 'cursor=1.5'],
  ])('refuses a bad %s query (%s)', async (list, query) => {
    const user = await makeUser(app);
    const result = await app.call('GET', `/admin/users/${user.id}/${list}?${query}`, as(ops));
    expect(result).toMatchObject({ http: 422, data: { code: 'VALIDATION_FAILED' } });
  });

  it('answers NOT_FOUND for a trader who does not exist, on every route', async () => {
    const missing = 2 ** 40;
    const calls = [
      app.call('GET', `/admin/users/${missing}/ledger`, as(ops)),
      app.call('GET', `/admin/users/${missing}/orders`, as(ops)),
      app.call('GET', `/admin/users/${missing}/sessions`, as(ops)),
      app.call('GET', `/admin/users/${missing}/sign-ins`, as(ops)),
      app.call('POST', `/admin/users/${missing}/disable`, as(ops, { reason: 'fraud' })),
      app.call('POST', `/admin/users/${missing}/enable`, as(ops, { reason: 'cleared' })),
      app.call('GET', '/admin/users/nobody/sessions', as(ops)),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result).toMatchObject({ http: 404, data: { code: 'NOT_FOUND' } });
    }
  });
});

describe('sessions and login', () => {
  it('lists sessions; a disable ends them at once, refuses login and is audited; an enable lets the trader back in', async () => {
    const user = await makeUser(app);
    const phone = await loginAs(app, user);
    const laptop = await app.call<{ token: string }>('POST', '/auth/login', {
      body: { account: user.account, password: user.password },
      headers: { 'user-agent': 'CareTest/1.0' },
    });
    const laptopToken = laptop.data.token;
    await app.call('POST', '/auth/logout', { token: laptopToken });
    const tablet = await loginAs(app, user);

    const sessions = await app.call<UserSessionPage>('GET', `/admin/users/${user.id}/sessions`, as(support));
    expect(sessions.http).toBe(200);
    expect(sessions.data.sessions.map((session) => session.state)).toEqual(['live', 'revoked', 'live']);
    expect(sessions.data.sessions[1]).toEqual({
      id: expect.any(Number),
      state: 'revoked',
      createdAt: expect.any(Number),
      expiresAt: expect.any(Number),
      revokedAt: expect.any(Number),
      ip: expect.any(String),
      userAgent: 'CareTest/1.0',
    });
    expect(sessions.text).not.toMatch(/token|hash/i);
    const page = await app.call<UserSessionPage>(
      'GET',
      `/admin/users/${user.id}/sessions?limit=2&cursor=${sessions.data.sessions[1]!.id}`,
      as(support),
    );
    expect(page.data).toEqual({ sessions: [sessions.data.sessions[2]], nextCursor: null });

    // Served before the disable: the session is now remembered in memory, so the bus must end it.
    expect((await app.call('GET', '/user/profile', { token: phone })).status).toBe(1);
    const socket = await connectSocket(app.baseUrl, { token: tablet });
    try {
      const ended = nextEvent(socket, 'session:ended');
      const disabled = await app.call<UserLoginChangeResult>(
        'POST',
        `/admin/users/${user.id}/disable`,
        as(ops, { reason: 'chargeback fraud' }),
      );
      expect(disabled.data).toEqual({ disabled: true, changed: true, endedSessions: 2 });
      expect(await ended).toEqual({ reason: 'revoked' });
    } finally {
      socket.close();
    }
    expect(await app.call('GET', '/user/profile', { token: phone })).toMatchObject({
      http: 401,
      status: -22,
    });
    expect(await app.call('GET', '/user/profile', { token: tablet })).toMatchObject({ http: 401 });
    const refused = await app.call('POST', '/auth/login', {
      body: { account: user.account, password: user.password },
    });
    expect(refused.data).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    const after = await app.call<UserSessionPage>('GET', `/admin/users/${user.id}/sessions`, as(ops));
    expect(after.data.sessions.map((session) => session.state)).toEqual(['revoked', 'revoked', 'revoked']);
    expect((await app.call('GET', `/admin/users/${user.id}`, as(ops))).data).toMatchObject({
      disabled: true,
    });

    // Asked again: nothing changes and nothing more is audited.
    const again = await app.call('POST', `/admin/users/${user.id}/disable`, as(ops, { reason: 'again' }));
    expect(again.data).toEqual({ disabled: true, changed: false, endedSessions: 0 });

    const enabled = await app.call(
      'POST',
      `/admin/users/${user.id}/enable`,
      as(ops, { reason: 'bank cleared it' }),
    );
    expect(enabled.data).toEqual({ disabled: false, changed: true, endedSessions: 0 });
    const back = await loginAs(app, user);
    expect((await app.call('GET', '/user/profile', { token: back })).status).toBe(1);
    expect(await auditOf(user.id)).toEqual([
      { action: 'user.disable', details: { reason: 'chargeback fraud' }, adminId: ops.id },
      { action: 'user.enable', details: { reason: 'bank cleared it' }, adminId: ops.id },
    ]);
  });

  it('lets support read but not disable or enable', async () => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    for (const action of ['disable', 'enable']) {
      const result = await app.call(
        'POST',
        `/admin/users/${user.id}/${action}`,
        as(support, { reason: 'try' }),
      );
      expect(result).toMatchObject({ http: 403, data: { code: 'FORBIDDEN' } });
    }
    expect((await app.call('GET', '/user/profile', { token })).status).toBe(1);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it.each([
    ['no body', undefined, 'EMPTY_VALUE'],
    ['a blank reason', { reason: '   ' }, 'EMPTY_VALUE'],
    ['a reason of more than 200 characters', { reason: 'x'.repeat(201) }, 'VALIDATION_FAILED'],
    ['a reason that is not text', { reason: 42 }, 'EMPTY_VALUE'],
  ])('refuses a disable with %s and changes nothing', async (_name, body, code) => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    const result = await app.call('POST', `/admin/users/${user.id}/disable`, as(ops, body));
    expect(result.http).toBe(422);
    expect(result.data).toMatchObject({ code });
    expect((await app.call('GET', '/user/profile', { token })).status).toBe(1);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('refuses a trader token on every user care route', async () => {
    const user = await makeUser(app);
    const token = await loginAs(app, user);
    const routes: [string, string][] = [
      ['GET', '/admin/user-search?q=user'],
      ['GET', `/admin/users/${user.id}/ledger`],
      ['GET', `/admin/users/${user.id}/orders`],
      ['GET', `/admin/users/${user.id}/sessions`],
      ['GET', `/admin/users/${user.id}/sign-ins`],
      ['POST', `/admin/users/${user.id}/disable`],
      ['POST', `/admin/users/${user.id}/enable`],
    ];
    const traderHeaders: Record<string, string>[] = [{ token }, { authorization: `Bearer ${token}` }];
    for (const [method, path] of routes) {
      for (const headers of traderHeaders) {
        const result = await app.call(method, path, {
          headers,
          body: method === 'POST' ? { reason: 'me' } : undefined,
        });
        expect(result, `${method} ${path}`).toMatchObject({ http: 401, status: -22 });
      }
    }
    expect((await app.call('GET', '/user/profile', { token })).status).toBe(1);
  });
});
