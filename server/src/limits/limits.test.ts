import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitsView, OrderView, SetLimitResult } from '@tempo/shared';
import { fund, loginAs, makeAdmin, makeBankChannel, makeUser, type TestAdmin } from '../test/factories';
import { settledOrder } from '../test/productOps';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';
import { TickPublisher } from '../test/tickPublisher';

let app: TestApp;
let admin: TestAdmin;
let market: TickPublisher;
let keys = 0;

beforeAll(async () => {
  app = await startTestApp(
    {
      ROLES: ['api', 'realtime', 'worker'],
      FEED_STALE_MS: 500,
      MAX_OPEN_ORDERS: 50,
      ORDERS_PER_SECOND_PER_USER: 1_000,
    },
    { prepare: (db) => addTestProducts(db, ['LIMITUSD']) },
  );
  admin = await makeAdmin(app);
  market = new TickPublisher(app.ctx, 'LIMITUSD', 100);
  market.startSteady(50);
});
afterAll(async () => {
  await market.stopSteady();
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

async function trader(balance = 100_000) {
  const user = await makeUser(app);
  await fund(app, admin, user.id, balance);
  return { ...user, token: await loginAs(app, user) };
}

const setLimit = (token: string, key: string, value: number | null) =>
  app.call<SetLimitResult>('PUT', '/limits', { token, body: { key, value } });
const limitsOf = async (token: string) =>
  (await app.call<LimitsView>('GET', '/limits', { token })).data.limits;

function order(token: string, body: Record<string, unknown> = {}, lang = 'en') {
  return app.call<OrderView>('POST', '/orders', {
    token,
    body: { symbol: 'LIMITUSD', direction: 'up', amount: 1_000, durationSec: 2, ...body },
    headers: { 'idempotency-key': `limit-${++keys}-${Date.now()}`, lang },
  });
}

describe('limits a trader sets', () => {
  it('L2, L3: a tighter limit applies at once; a looser one or a removal waits 24 hours and can be cancelled', async () => {
    const user = await trader();
    expect((await setLimit(user.token, 'orderStake', 5_000)).data).toMatchObject({
      effective: 'now',
      limit: { key: 'orderStake', value: 5_000, pending: null },
    });
    expect((await setLimit(user.token, 'orderStake', 3_000)).data.effective).toBe('now');

    const before = Date.now();
    const raised = (await setLimit(user.token, 'orderStake', 8_000)).data;
    expect(raised).toMatchObject({ effective: 'later', limit: { value: 3_000, pending: { value: 8_000 } } });
    const appliesAt = raised.limit.pending!.appliesAt;
    expect(appliesAt - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(appliesAt - Date.now()).toBeLessThanOrEqual(24 * 3_600_000 + 1_000);
    // Still the old limit in force: an order over it is refused.
    expect(await order(user.token, { amount: 5_000 })).toMatchObject({
      http: 409,
      data: { code: 'LIMIT_ORDER_STAKE' },
    });

    // Cancelled: nothing waits any more.
    expect(await app.call('DELETE', '/limits/orderStake/pending', { token: user.token })).toMatchObject({
      status: 1,
      data: { value: 3_000, pending: null },
    });
    expect(await app.call('DELETE', '/limits/orderStake/pending', { token: user.token })).toMatchObject({
      http: 404,
    });

    // A removal waits too; once its day has passed (the clock moved on), no limit is in force.
    expect((await setLimit(user.token, 'orderStake', null)).data).toMatchObject({
      effective: 'later',
      limit: { value: 3_000, pending: { value: null } },
    });
    await app.ctx.db.query(
      `UPDATE trader_limits SET pending_applies_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    expect((await limitsOf(user.token)).find((limit) => limit.key === 'orderStake')).toEqual({
      key: 'orderStake',
      value: null,
      pending: null,
    });
    expect(await order(user.token, { amount: 5_000 })).toMatchObject({ http: 201 });
  });

  it('L2: a first limit or a lower one clears a loosening waiting; a removal of nothing changes nothing', async () => {
    const user = await trader();
    expect((await setLimit(user.token, 'stakeDay', null)).data).toMatchObject({
      effective: 'now',
      limit: { value: null },
    });
    await setLimit(user.token, 'stakeDay', 10_000);
    await setLimit(user.token, 'stakeDay', 50_000);
    expect((await setLimit(user.token, 'stakeDay', 10_000)).data).toMatchObject({
      effective: 'now',
      limit: { value: 10_000, pending: null },
    });
  });

  it('L4, L6: 30 orders at once against an open-orders limit of 10 place exactly 10', async () => {
    const user = await trader();
    await setLimit(user.token, 'openOrders', 10);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => order(user.token, { durationSec: 300 })),
    );
    expect(answers.filter((answer) => answer.http === 201)).toHaveLength(10);
    expect(
      answers.filter(
        (answer) => answer.data && (answer.data as { code?: string }).code === 'LIMIT_OPEN_ORDERS',
      ),
    ).toHaveLength(20);
    const { rows } = await app.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status = 'open'`,
      [user.id],
    );
    expect(rows[0]!.n).toBe(10);
  });

  it('L4, L6: a daily stake limit holds across concurrent orders, and says when it resets', async () => {
    const user = await trader();
    await setLimit(user.token, 'stakeDay', 5_000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => order(user.token)));
    expect(answers.filter((answer) => answer.http === 201)).toHaveLength(5);
    const refusal = answers.find((answer) => answer.http === 409)!;
    expect(refusal.data).toMatchObject({ code: 'LIMIT_STAKE_DAY' });
    expect(refusal.message).toMatch(
      /^This order would pass your daily stake limit of \$50\.00\. It resets at .+2\d\d\d.+\.$/,
    );
  });

  it('L4: a loss limit counts settled losses and every open stake as lost, as orders settle while others are placed', async () => {
    const user = await trader();
    await setLimit(user.token, 'lossDay', 3_000);
    const first = await order(user.token, { amount: 1_000 });
    const second = await order(user.token, { amount: 1_500 });
    expect([first.http, second.http]).toEqual([201, 201]);
    // 1,000 + 1,500 open, and 1,000 more could lose 3,500: over 3,000.
    expect(await order(user.token, { amount: 1_000 }, 'vi')).toMatchObject({
      http: 409,
      data: { code: 'LIMIT_LOSS_DAY' },
    });

    // Both lose: the price falls under their entry before they expire.
    market.price = 90;
    await settledOrder(app, first.data.id);
    await settledOrder(app, second.data.id);
    market.price = 100;
    const { rows } = await app.ctx.db.query<{ lost: string }>(
      `SELECT -sum(profit) AS lost FROM orders WHERE user_id = $1`,
      [user.id],
    );
    expect(Number(rows[0]!.lost)).toBe(2_500);
    // Settled, 2,500 is lost: 500 more fits, 501 does not.
    expect(await order(user.token, { amount: 501 })).toMatchObject({
      http: 409,
      data: { code: 'LIMIT_LOSS_DAY' },
    });
    expect(await order(user.token, { amount: 500 })).toMatchObject({ http: 201 });
  });

  it('L7: demo orders are neither refused nor counted', async () => {
    const user = await trader();
    await setLimit(user.token, 'openOrders', 1);
    await setLimit(user.token, 'orderStake', 500);
    const demo = await Promise.all(
      Array.from({ length: 3 }, () =>
        order(user.token, { account: 'demo', amount: 2_000, durationSec: 300 }),
      ),
    );
    expect(demo.map((answer) => answer.http)).toEqual([201, 201, 201]);
    expect(await order(user.token, { amount: 500, durationSec: 300 })).toMatchObject({ http: 201 });
    expect(await order(user.token, { amount: 500 })).toMatchObject({
      http: 409,
      data: { code: 'LIMIT_OPEN_ORDERS' },
    });
  });

  it('refuses a limit that is not one, or not a whole positive number, and changes nothing', async () => {
    const user = await trader();
    for (const body of [
      { key: 'lossYear', value: 100 },
      { key: 'lossDay', value: 0 },
      { key: 'lossDay', value: 10.5 },
      { key: 'openOrders', value: 1_001 },
      { key: 'lossDay', value: '100' },
    ]) {
      expect(
        await app.call('PUT', '/limits', { token: user.token, body }),
        JSON.stringify(body),
      ).toMatchObject({
        http: 422,
      });
    }
    expect(
      (await limitsOf(user.token)).every((limit) => limit.value === null && limit.pending === null),
    ).toBe(true);
  });
});

describe('a break from real trading', () => {
  it('L9: a time-out refuses real orders at once, ends every session, and leaves demo orders', async () => {
    const user = await trader();
    const other = await loginAs(app, user);
    const taken = await app.call<{ current: { kind: string; until: number } }>('POST', '/limits/break', {
      token: user.token,
      body: { kind: 'timeout', period: '24h' },
    });
    expect(taken).toMatchObject({ status: 1, data: { current: { kind: 'timeout' } } });
    expect(Math.abs(taken.data.current.until - (Date.now() + 24 * 3_600_000))).toBeLessThan(5_000);
    // Both sessions ended.
    for (const token of [user.token, other]) {
      expect(await app.call('GET', '/limits/break', { token })).toMatchObject({ http: 401 });
    }
    const again = await loginAs(app, user);
    expect(await order(again)).toMatchObject({ http: 409, data: { code: 'TAKING_A_BREAK' } });
    expect(await order(again, { account: 'demo' })).toMatchObject({ http: 201 });
    expect((await app.call('GET', '/limits/break', { token: again })).data).toMatchObject({
      current: { kind: 'timeout', until: taken.data.current.until },
    });
  });

  it('L9: a break can be lengthened, never shortened; an exclusion date is six months away at least', async () => {
    const user = await trader();
    await app.call('POST', '/limits/break', { token: user.token, body: { kind: 'timeout', period: '7d' } });
    const token = await loginAs(app, user);
    expect(
      await app.call('POST', '/limits/break', { token, body: { kind: 'timeout', period: '24h' } }),
    ).toMatchObject({ http: 422, data: { code: 'BREAK_TOO_SHORT' } });
    const soon = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    expect(
      await app.call('POST', '/limits/break', { token, body: { kind: 'exclusion', until: soon } }),
    ).toMatchObject({ http: 422, data: { code: 'BREAK_TOO_SHORT' } });
    expect(
      await app.call('POST', '/limits/break', { token, body: { kind: 'exclusion', until: '2027-02-30' } }),
    ).toMatchObject({ http: 422 });
    const longer = await app.call<{ current: { kind: string; until: number } }>('POST', '/limits/break', {
      token,
      body: { kind: 'exclusion', period: '6m' },
    });
    expect(longer.data.current.kind).toBe('exclusion');
    expect(longer.data.current.until - Date.now()).toBeGreaterThan(180 * 86_400_000);
  });

  it('L9: nobody lifts a break in force: no ops route exists for it, and the database refuses to shorten or delete it', async () => {
    const user = await trader();
    await app.call('POST', '/limits/break', { token: user.token, body: { kind: 'timeout', period: '6w' } });
    const { routes } = await import('@tempo/shared');
    const paths = Object.values(routes).flatMap((group) => Object.values(group).map((route) => route.path));
    expect(paths.filter((path) => path.includes('break'))).toEqual(['/limits/break', '/limits/break']);
    // Ops see it, read-only, with its end.
    expect(
      (
        await app.call('GET', `/admin/users/${user.id}`, {
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).data,
    ).toMatchObject({
      tradingBreak: { kind: 'timeout' },
    });
    await expect(app.ctx.db.query('DELETE FROM trader_breaks WHERE user_id = $1', [user.id])).rejects.toThrow(
      /cannot be lifted/,
    );
    await expect(
      app.ctx.db.query(`UPDATE trader_breaks SET until = now() WHERE user_id = $1`, [user.id]),
    ).rejects.toThrow(/cannot be shortened/);
    const { rows } = await app.ctx.db.query<{ until: Date }>(
      'SELECT until FROM trader_breaks WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0]!.until.getTime() - Date.now()).toBeGreaterThan(41 * 86_400_000);
  });
});

describe('limits on deposits', () => {
  const deposit = (token: string, channelId: number, amount: number) =>
    app.call('POST', '/deposits', {
      token,
      body: { channelId, amount },
      headers: { 'idempotency-key': `deposit-${++keys}-${Date.now()}`, lang: 'en' },
    });

  it('L5, L6: concurrent deposit requests stop at the daily limit; a rejected request no longer counts', async () => {
    const channel = await makeBankChannel(app, admin, { minAmount: 100, maxAmount: 1_000_000 });
    const user = await trader();
    await setLimit(user.token, 'depositDay', 50_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => deposit(user.token, channel.id, 10_000)),
    );
    expect(answers.filter((answer) => answer.http === 201)).toHaveLength(5);
    const refused = answers.find((answer) => answer.http === 409)!;
    expect(refused.data).toMatchObject({ code: 'LIMIT_DEPOSIT_DAY' });
    expect(refused.message).toMatch(/daily deposit limit of \$500\.00\. It resets at /);

    const first = answers.find((answer) => answer.http === 201)!.data as { id: number };
    expect(
      await app.call('POST', `/admin/deposits/${first.id}/reject`, {
        body: { reason: 'not received' },
        headers: { authorization: `Bearer ${admin.token}` },
      }),
    ).toMatchObject({ status: 1 });
    expect(await deposit(user.token, channel.id, 10_000)).toMatchObject({ http: 201 });
  });

  it('L9: a break refuses deposit requests', async () => {
    const channel = await makeBankChannel(app, admin, { minAmount: 100, maxAmount: 1_000_000 });
    const user = await trader();
    await app.call('POST', '/limits/break', { token: user.token, body: { kind: 'timeout', period: '24h' } });
    const token = await loginAs(app, user);
    expect(await deposit(token, channel.id, 10_000)).toMatchObject({
      http: 409,
      data: { code: 'TAKING_A_BREAK' },
    });
  });
});

describe('the reality check', () => {
  it('L10: reads when the session began and its result on real orders, a new session starting afresh', async () => {
    const user = await trader();
    const before = Date.now();
    const token = await loginAs(app, user);
    const fresh = await app.call<{ startedAt: number; profit: number; settledOrders: number }>(
      'GET',
      '/orders/session-result',
      { token },
    );
    expect(fresh.data).toMatchObject({ profit: 0, settledOrders: 0 });
    expect(fresh.data.startedAt).toBeGreaterThanOrEqual(before - 1_000);

    market.price = 100;
    const placed = await order(token, { amount: 1_000, durationSec: 1 });
    await app.call('POST', '/orders', {
      token,
      body: { symbol: 'LIMITUSD', direction: 'up', amount: 1_000, durationSec: 1, account: 'demo' },
      headers: { 'idempotency-key': `demo-${++keys}` },
    });
    market.price = 90;
    await settledOrder(app, placed.data.id);
    market.price = 100;
    const after = await app.call<{ profit: number; settledOrders: number }>('GET', '/orders/session-result', {
      token,
    });
    // The real order lost its stake; the demo one does not count.
    expect(after.data).toMatchObject({ profit: -1_000, settledOrders: 1 });

    const next = await loginAs(app, user);
    expect((await app.call('GET', '/orders/session-result', { token: next })).data).toMatchObject({
      profit: 0,
      settledOrders: 0,
    });
  });
});
