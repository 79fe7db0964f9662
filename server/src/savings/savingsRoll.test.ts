// The day roll with an injected clock, against the real PostgreSQL and Redis: a simulated month of
// earnings equal to the closed form to the cent, a day rolled twice paying once, a missed week
// caught up exactly, a rate change from its day; the ops calendar, rate and roll with their
// refusals and audit; the records list; the `savings:rolled` broadcast.
import { randomUUID } from 'node:crypto';
import type { SavingsRecordPage, SavingsRecordView, SavingsRollView, SavingsSummary } from '@tempo/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { connectSocket, nextEvent } from '../test/socketClient';
import { zoneWhereItIsNow } from '../test/platformZone';
import { startTestApp, type TestApp } from '../test/testApp';
import { createPool } from '../platform/db/pool';
import { rollSavingsDay } from './commands/rollSavingsDay';
import { runDueRolls } from './commands/runDueRolls';
import { runOpsRoll } from './commands/runOpsRoll';
import { addDays, cutoffOf, platformDay, transferDays } from './savingsCalendar';
import { SavingsRoller } from './SavingsRoller';

const RATE = 100_000;
const MINUTE = 60_000;

/**
 * The platform's zone for this file: it is now between 14:00 and 15:00 there, so today's roll is
 * due (its 08:00 cut-off has passed) and the day does not end while the tests run.
 */
const PLATFORM_TZ = zoneWhereItIsNow(14);

let app: TestApp;
let ops: TestAdmin;
const asOps = (body?: unknown) => ({
  headers: { authorization: `Bearer ${ops.token}` },
  ...(body === undefined ? {} : { body }),
});

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'], PLATFORM_TZ });
  ops = await makeAdmin(app, 'ops');
}, 120_000);
afterEach(async () => {
  expect(await app.ledgerMismatches()).toEqual([]);
});
afterAll(async () => {
  await app?.close();
});

interface Trader {
  id: number;
  token: string;
}

async function trader(available: number): Promise<Trader> {
  const user = await makeUser(app);
  await fund(app, ops, user.id, available);
  return { id: user.id, token: await loginAs(app, user) };
}

async function move(who: Trader, direction: 'in' | 'out', amount: number) {
  const result = await app.call<SavingsSummary>('POST', `/savings/${direction}`, {
    token: who.token,
    body: { amount },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(result.status, result.text).toBe(1);
  return result.data;
}

const summaryOf = async (who: Trader) =>
  (await app.call<SavingsSummary>('GET', '/savings', { token: who.token })).data;

const timeZone = () => app.config.PLATFORM_TZ;
const today = () => platformDay(new Date(), timeZone());

/** The rolls due one minute after `day`'s 08:00, as the worker would run them then. */
const rollOn = (day: string) =>
  runDueRolls(app.ctx.db, {
    now: new Date(cutoffOf(day, timeZone()).getTime() + MINUTE),
    timeZone: timeZone(),
  });

async function savingsOf(userId: number): Promise<number> {
  const { rows } = await app.ctx.db.query<{ savings: number }>(
    'SELECT savings FROM balances WHERE user_id = $1',
    [userId],
  );
  return rows[0]!.savings;
}

async function earningsOf(userId: number): Promise<{ day: string; amount: number }[]> {
  const { rows } = await app.ctx.db.query<{ day: string; amount: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, amount FROM savings_earnings WHERE user_id = $1 ORDER BY day`,
    [userId],
  );
  return rows;
}

/**
 * The closed form: each day's earnings e = floor(c × rate / 1e9) join the confirmed shares c.
 * `rateOf` gives the rate of each earning day in turn.
 */
function compound(confirmed: number, days: string[], rateOf: (day: string) => number) {
  let c = confirmed;
  const earnings = days.map((day) => {
    const e = Math.floor((c * rateOf(day)) / 1e9);
    c += e;
    return { day, amount: e };
  });
  return { confirmed: c, earnings };
}

const daysFrom = (first: string, count: number) => Array.from({ length: count }, (_, i) => addDays(first, i));

describe('the ops calendar and rate', () => {
  it('SV7: a holiday on a lot’s confirmation day moves it to the next trading day, and back when removed', async () => {
    const who = await trader(10_000);
    const [lot] = (await move(who, 'in', 5_000)).pendingLots;
    const holiday = { day: lot!.confirmDay, name: 'Company day' };

    const added = await app.call('POST', '/admin/savings/holidays', asOps(holiday));
    expect(added).toMatchObject({ http: 201, data: holiday });
    const moved = transferDays(new Date(lot!.createdAt), {
      timeZone: timeZone(),
      holidays: new Set([holiday.day]),
    });
    expect(moved.tradeDay).toBe(lot!.tradeDay);
    expect((await summaryOf(who)).pendingLots[0]).toMatchObject(moved);
    expect(moved.confirmDay > lot!.confirmDay).toBe(true);

    expect((await app.call('GET', '/admin/savings/holidays', asOps())).data).toEqual([holiday]);
    const rules = await app.call<{ upcomingHolidays: unknown[]; cutoff: string; timeZone: string }>(
      'GET',
      '/savings/rules',
      { token: who.token },
    );
    expect(rules.data).toMatchObject({ cutoff: '08:00', timeZone: timeZone(), upcomingHolidays: [holiday] });

    expect((await app.call('DELETE', `/admin/savings/holidays/${holiday.day}`, asOps())).data).toEqual(
      holiday,
    );
    expect((await summaryOf(who)).pendingLots[0]).toMatchObject({ confirmDay: lot!.confirmDay });

    const { rows } = await app.ctx.db.query(
      `SELECT action, target_id AS day, admin_id AS "adminId" FROM audit_log
       WHERE target_type = 'savings_day' ORDER BY id`,
    );
    expect(rows).toEqual([
      { action: 'savings.holiday.add', day: holiday.day, adminId: ops.id },
      { action: 'savings.holiday.remove', day: holiday.day, adminId: ops.id },
    ]);
  });

  it('SV7: refuses a past day, a holiday not listed, a roll of a day to come, and traders', async () => {
    const yesterday = addDays(today(), -1);
    expect(
      await app.call('POST', '/admin/savings/holidays', asOps({ day: yesterday, name: 'Too late' })),
    ).toMatchObject({ http: 409, data: { code: 'SAVINGS_DAY_ROLLED' } });
    expect(
      await app.call('PUT', '/admin/savings/rates', asOps({ effectiveFrom: yesterday, dailyRatePpb: 1 })),
    ).toMatchObject({ http: 409, data: { code: 'SAVINGS_DAY_ROLLED' } });
    expect(await app.call('DELETE', `/admin/savings/holidays/${addDays(today(), 9)}`, asOps())).toMatchObject(
      {
        http: 404,
        data: { code: 'NOT_FOUND' },
      },
    );
    expect(await app.call('POST', '/admin/savings/roll', asOps({ day: addDays(today(), 1) }))).toMatchObject({
      http: 409,
      data: { code: 'SAVINGS_ROLL_NOT_DUE' },
    });
    const who = await trader(1);
    expect((await app.call('GET', '/admin/savings/rates', { token: who.token })).http).toBe(401);
    expect(await app.ctx.db.query('SELECT 1 FROM savings_rolls')).toMatchObject({ rowCount: 0 });
    expect((await app.call('GET', '/admin/savings/rates', asOps())).data).toEqual([
      { effectiveFrom: '2000-01-01', dailyRatePpb: RATE },
    ]);
  });

  it('SV7: ops cannot run a day’s roll before its 08:00 cut-off (the next test runs today’s after it)', async () => {
    const announced: string[] = [];
    const roller = new SavingsRoller(app.ctx, {
      savingsUpdated: () => undefined,
      balance: () => undefined,
      savingsRolled: ({ day }) => announced.push(day),
    });
    const day = today();
    const at = (minutes: number) => new Date(cutoffOf(day, timeZone()).getTime() + minutes * MINUTE);
    const actor = { adminId: ops.id, ip: '127.0.0.1', requestId: 'sv7-cutoff' };
    // 07:08 on the day, as it was reported, and a minute before the cut-off.
    for (const now of [at(-52), at(-1)]) {
      await expect(
        runOpsRoll(app.ctx.db, roller, { actor, day, now, timeZone: timeZone() }),
      ).rejects.toMatchObject({ code: 'SAVINGS_ROLL_NOT_DUE', field: 'day' });
    }
    expect(announced).toEqual([]);
    expect(await app.ctx.db.query('SELECT 1 FROM savings_rolls')).toMatchObject({ rowCount: 0 });
    expect(await app.ctx.db.query(`SELECT 1 FROM audit_log WHERE action = 'savings.roll'`)).toMatchObject({
      rowCount: 0,
    });
  });
});

describe('the day roll', () => {
  it('SV6: ops run today’s roll once; every trader’s socket hears it', async () => {
    const who = await trader(1);
    const socket = await connectSocket(app.baseUrl, { token: who.token });
    try {
      const heard = nextEvent(socket, 'savings:rolled');
      const first = await app.call<SavingsRollView[]>('POST', '/admin/savings/roll', asOps({ day: today() }));
      expect(first.data).toEqual([expect.objectContaining({ day: today(), ran: true })]);
      expect(await heard).toEqual({ day: today() });
      const again = await app.call<SavingsRollView[]>('POST', '/admin/savings/roll', asOps({ day: today() }));
      expect(again.data).toEqual([expect.objectContaining({ day: today(), ran: false })]);
      const { rows } = await app.ctx.db.query(
        `SELECT target_id AS day, details FROM audit_log WHERE action = 'savings.roll' ORDER BY id`,
      );
      expect(rows).toEqual([
        { day: today(), details: { ran: [today()] } },
        { day: today(), details: { ran: [] } },
      ]);
    } finally {
      socket.close();
    }
  });

  // Shared by the tests below, in order: A's shares compound across the simulated days.
  let a: Trader;
  let b: Trader;
  let confirmDay: string;
  const A_AMOUNT = 12_345_678;
  let expected: ReturnType<typeof compound>;

  it('SV5: a simulated month: the credited earnings equal the closed form to the cent', async () => {
    a = await trader(A_AMOUNT);
    b = await trader(2_000);
    confirmDay = (await move(a, 'in', A_AMOUNT)).pendingLots[0]!.confirmDay;
    const bDay = (await move(b, 'in', 2_000)).pendingLots[0]!.confirmDay;
    expect(bDay).toBe(confirmDay);

    // From the last roll (today) up to the confirmation day: A's lot is confirmed by the last.
    const upToConfirm = await rollOn(confirmDay);
    expect(upToConfirm.map((roll) => roll.day)).toEqual(daysFrom(addDays(today(), 1), upToConfirm.length));
    expect(upToConfirm.at(-1)).toMatchObject({ day: confirmDay, ran: true });
    expect(await summaryOf(a)).toMatchObject({ confirmed: A_AMOUNT, pending: 0, transferable: A_AMOUNT });

    for (let k = 1; k <= 30; k++) {
      const rolls = await rollOn(addDays(confirmDay, k));
      expect(rolls).toEqual([expect.objectContaining({ day: addDays(confirmDay, k), ran: true })]);
    }
    // The roll of day D pays D-1: the confirmation day is the first day earning.
    expected = compound(A_AMOUNT, daysFrom(confirmDay, 30), () => RATE);
    expect(expected.earnings[0]!.amount).toBe(1_234); // 1,234.5678 floored
    expect(await earningsOf(a.id)).toEqual(expected.earnings);
    expect(await savingsOf(a.id)).toBe(expected.confirmed);
    expect(await summaryOf(a)).toMatchObject({
      confirmed: expected.confirmed,
      totalEarnings: expected.confirmed - A_AMOUNT,
    });
    // 20.00 earns 0.2 cents a day: floored to nothing, and nothing is written.
    expect(await earningsOf(b.id)).toEqual([]);
    expect(await savingsOf(b.id)).toBe(2_000);
  });

  it('SV6: a day rolled twice pays once', async () => {
    const day = addDays(confirmDay, 30);
    expect(await rollSavingsDay(app.ctx.db, day)).toMatchObject({ day, ran: false, earningsUsers: 1 });
    expect(await rollOn(day)).toEqual([expect.objectContaining({ day, ran: false })]);
    expect(await Promise.all([rollSavingsDay(app.ctx.db, day), rollSavingsDay(app.ctx.db, day)])).toEqual([
      expect.objectContaining({ ran: false }),
      expect.objectContaining({ ran: false }),
    ]);
    expect(await savingsOf(a.id)).toBe(expected.confirmed);
  });

  it('SV6: a missed week is caught up exactly, in order; the next day waits for its 08:00', async () => {
    const lastWeek = daysFrom(addDays(confirmDay, 31), 7);
    const caughtUp = await runDueRolls(app.ctx.db, {
      now: new Date(cutoffOf(lastWeek.at(-1)!, timeZone()).getTime() + 3 * 60 * MINUTE),
      timeZone: timeZone(),
    });
    expect(caughtUp.map(({ day, ran }) => ({ day, ran }))).toEqual(
      lastWeek.map((day) => ({ day, ran: true })),
    );
    expected = compound(A_AMOUNT, daysFrom(confirmDay, 37), () => RATE);
    expect(await earningsOf(a.id)).toEqual(expected.earnings);
    expect(await savingsOf(a.id)).toBe(expected.confirmed);

    const beforeEight = await runDueRolls(app.ctx.db, {
      now: new Date(cutoffOf(addDays(confirmDay, 38), timeZone()).getTime() - MINUTE),
      timeZone: timeZone(),
    });
    expect(beforeEight.filter((roll) => roll.ran)).toEqual([]);
  });

  it('SV5, SV7: a rate change applies from its day on; a paid day’s rate cannot change', async () => {
    const from = addDays(confirmDay, 40);
    expect(
      await app.call(
        'PUT',
        '/admin/savings/rates',
        asOps({ effectiveFrom: addDays(confirmDay, 36), dailyRatePpb: 1 }),
      ),
    ).toMatchObject({ http: 409, data: { code: 'SAVINGS_DAY_ROLLED' } });
    const set = await app.call(
      'PUT',
      '/admin/savings/rates',
      asOps({ effectiveFrom: from, dailyRatePpb: 250_000 }),
    );
    expect(set.data).toEqual({ effectiveFrom: from, dailyRatePpb: 250_000 });
    const { rows } = await app.ctx.db.query(
      `SELECT details FROM audit_log WHERE action = 'savings.rate.set' AND target_id = $1`,
      [from],
    );
    expect(rows).toEqual([{ details: { before: RATE, after: 250_000 } }]);

    await rollOn(addDays(confirmDay, 45));
    expected = compound(A_AMOUNT, daysFrom(confirmDay, 45), (day) => (day >= from ? 250_000 : RATE));
    expect(await earningsOf(a.id)).toEqual(expected.earnings);
    expect(await savingsOf(a.id)).toBe(expected.confirmed);
    const [before, after] = [expected.earnings[39]!, expected.earnings[40]!];
    expect(after.day).toBe(from);
    expect(after.amount).toBeGreaterThan(2 * before.amount);
  });

  it('SV7: a rolled day’s calendar cannot change', async () => {
    const rolled = addDays(confirmDay, 5);
    expect(
      await app.call('POST', '/admin/savings/holidays', asOps({ day: rolled, name: 'Late' })),
    ).toMatchObject({ http: 409, data: { code: 'SAVINGS_DAY_ROLLED' } });
    expect(await app.call('DELETE', `/admin/savings/holidays/${rolled}`, asOps())).toMatchObject({
      http: 409,
      data: { code: 'SAVINGS_DAY_ROLLED' },
    });
  });

  it('the records list moves, the confirmation and every day’s earnings, newest first, page by page', async () => {
    await move(a, 'out', 10_000);
    const records: SavingsRecordView[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=4&cursor=${cursor}` : '?limit=4';
      const page = await app.call<SavingsRecordPage>('GET', `/savings/records${query}`, { token: a.token });
      expect(page.status, page.text).toBe(1);
      records.push(...page.data.records);
      cursor = page.data.nextCursor;
    } while (cursor);

    expect(records).toHaveLength(1 + 1 + 45 + 1);
    expect(new Set(records.map((record) => record.key)).size).toBe(records.length);
    expect(records[0]).toMatchObject({ kind: 'out', amount: -10_000, day: today() });
    const times = records.map((record) => record.createdAt);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(records.find((record) => record.kind === 'confirmed')).toMatchObject({
      amount: A_AMOUNT,
      day: confirmDay,
    });
    expect(records.find((record) => record.kind === 'in')).toMatchObject({ amount: A_AMOUNT });
    expect(
      records.filter((record) => record.kind === 'earnings').map(({ day, amount }) => ({ day, amount })),
    ).toEqual([...expected.earnings].reverse());
    const total = records
      .filter((record) => record.kind !== 'confirmed')
      .reduce((sum, r) => sum + r.amount, 0);
    expect(total).toBe(await savingsOf(a.id));

    const earningsOnly = await app.call<SavingsRecordPage>(
      'GET',
      '/savings/records?kind=earnings&limit=100',
      {
        token: a.token,
      },
    );
    expect(earningsOnly.data.records).toHaveLength(45);
    expect(earningsOnly.data.nextCursor).toBeNull();
    for (const cursor of ['1-in-9999999999999999999', '1-in-x', '99999999999999999-in-1']) {
      const refused = await app.call('GET', `/savings/records?cursor=${cursor}`, { token: a.token });
      expect(refused, cursor).toMatchObject({ http: 422, data: { code: 'VALIDATION_FAILED' } });
    }
    // Only the owner's records.
    const other = await app.call<SavingsRecordPage>('GET', '/savings/records', { token: b.token });
    expect(other.data.records.map((record) => record.kind).sort()).toEqual(['confirmed', 'in']);
  });

  it('SV5: is set-based: a handful of statements however many savers earn', async () => {
    const savers = await Promise.all(Array.from({ length: 10 }, () => trader(50_000)));
    for (const saver of savers) await move(saver, 'in', 50_000);
    await rollOn(addDays(confirmDay, 46)); // confirms their lots: they earn from then on

    const pool = createPool(app.config.DATABASE_URL, 1);
    let statements = 0;
    const counted = new WeakSet<object>();
    pool.on('acquire', (client) => {
      if (counted.has(client)) return;
      counted.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
        statements++;
        return query(...args);
      };
    });
    try {
      const roll = await rollSavingsDay(pool, addDays(confirmDay, 47));
      expect(roll.earningsUsers).toBeGreaterThanOrEqual(savers.length + 1);
      // BEGIN, claim, rate, lock, pending, the ledger's lock and credit, earnings, lots, record, COMMIT.
      expect(statements).toBeLessThanOrEqual(11);
    } finally {
      await pool.end();
    }
    expect(await earningsOf(savers[0]!.id)).toEqual([
      { day: addDays(confirmDay, 46), amount: Math.floor((50_000 * 250_000) / 1e9) },
    ]);
  });
});
