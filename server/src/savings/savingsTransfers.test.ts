// Moves into and out of savings against the real PostgreSQL and Redis: the ledger rows, each
// refusal and that it changes nothing, the per-day limit and the balance raced by concurrent
// transfers, idempotency, and the live events of a transfer.
import { randomUUID } from 'node:crypto';
import type { Balances, FundRecordPage, SavingsSummary } from '@tempo/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { connectSocket, nextEvent } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';
import { rollSavingsDay } from './commands/rollSavingsDay';
import { transferDays } from './savingsCalendar';

/** The per-day limit of this file: low, so a race can exceed it. */
const PER_DAY = 10;
const MIN = 2_000;

let app: TestApp;
let ops: TestAdmin;

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'], SAVINGS_TRANSFERS_PER_DAY: PER_DAY });
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

/** A logged-in trader with `available` cents of real money. */
async function trader(available = 0): Promise<Trader> {
  const user = await makeUser(app);
  if (available) await fund(app, ops, user.id, available);
  return { id: user.id, token: await loginAs(app, user) };
}

function move(who: Trader, direction: 'in' | 'out', amount: number, key = randomUUID()) {
  return app.call<SavingsSummary & { code?: string }>('POST', `/savings/${direction}`, {
    token: who.token,
    body: { amount },
    headers: { 'idempotency-key': key, lang: 'en' },
  });
}

const summaryOf = async (who: Trader) =>
  (await app.call<SavingsSummary>('GET', '/savings', { token: who.token })).data;

/** Everything of a user a refused transfer must leave alone. */
async function stateOf(userId: number) {
  const { rows } = await app.ctx.db.query(
    `SELECT (SELECT row_to_json(b) FROM (SELECT available, frozen, savings FROM balances WHERE user_id = $1) b) AS balances,
            (SELECT count(*)::int FROM ledger_entries WHERE user_id = $1) AS ledger,
            (SELECT count(*)::int FROM savings_lots WHERE user_id = $1) AS lots,
            (SELECT count(*)::int FROM savings_transfers WHERE user_id = $1) AS transfers`,
    [userId],
  );
  return rows[0] as { balances: Balances; ledger: number; lots: number; transfers: number };
}

describe('moving into savings', () => {
  it('SV2, SV4: debits the available balance and makes a pending lot confirmed on the trading day after T', async () => {
    const who = await trader(50_000);
    const moved = await move(who, 'in', 12_345);
    expect(moved.status, moved.text).toBe(1);
    expect(moved.data).toMatchObject({
      total: 12_345,
      pending: 12_345,
      confirmed: 0,
      transferable: 0,
      available: 50_000 - 12_345,
      transfersLeftToday: PER_DAY - 1,
      transfersPerDay: PER_DAY,
      minTransfer: MIN,
      dailyRatePpb: 100_000,
    });
    const [lot] = moved.data.pendingLots;
    expect(lot).toMatchObject({ amount: 12_345 });
    expect({ tradeDay: lot!.tradeDay, confirmDay: lot!.confirmDay }).toEqual(
      transferDays(new Date(lot!.createdAt), { timeZone: app.config.PLATFORM_TZ, holidays: new Set() }),
    );
    expect(await summaryOf(who)).toEqual(moved.data);

    // One ledger transaction of two rows: one record of the fund records' savings group (L10, L11).
    const records = await app.call<FundRecordPage>('GET', '/fund-records?kind=savings', { token: who.token });
    expect(records.data.records).toHaveLength(1);
    const [record] = records.data.records;
    expect(record).toMatchObject({
      kind: 'savings_in',
      state: 'completed',
      amount: -12_345,
      bucket: 'available',
    });
    expect(record!.entries.map(({ kind, bucket, amount }) => ({ kind, bucket, amount }))).toEqual([
      { kind: 'savings_in', bucket: 'available', amount: -12_345 },
      { kind: 'savings_in', bucket: 'savings', amount: 12_345 },
    ]);
  });

  it('SV4: a repeated idempotency key answers the first result and moves nothing', async () => {
    const who = await trader(10_000);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => move(who, 'in', 3_000, key)));
    expect(answers.every((answer) => answer.status === 1)).toBe(true);
    for (const answer of answers) expect(answer.data).toEqual(answers[0]!.data);
    expect((await stateOf(who.id)).transfers).toBe(1);
    expect((await stateOf(who.id)).balances).toMatchObject({ available: 7_000, savings: 3_000 });
    expect((await move(who, 'in', 4_000, key)).data).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('announces the new summary and balances to the trader’s sockets', async () => {
    const who = await trader(10_000);
    const socket = await connectSocket(app.baseUrl, { token: who.token });
    try {
      const updated = nextEvent(socket, 'savings:updated');
      const balance = nextEvent(socket, 'balance', (event) => event.savings === 2_500);
      const moved = await move(who, 'in', 2_500);
      expect(await updated).toEqual(moved.data);
      expect(await balance).toMatchObject({ available: 7_500, savings: 2_500 });
    } finally {
      socket.close();
    }
  });
});

describe('SV4: refusals change nothing', () => {
  it('SAVINGS_AMOUNT_TOO_SMALL below the minimum, either way', async () => {
    const who = await trader(10_000);
    const before = await stateOf(who.id);
    for (const direction of ['in', 'out'] as const) {
      const refused = await move(who, direction, MIN - 1);
      expect(refused).toMatchObject({ http: 422, data: { code: 'SAVINGS_AMOUNT_TOO_SMALL' } });
      expect(refused.message).toBe('The amount is below the minimum of one savings transfer');
    }
    expect(await stateOf(who.id)).toEqual(before);
  });

  it('INSUFFICIENT_BALANCE moving in more than the available balance', async () => {
    const who = await trader(5_000);
    const before = await stateOf(who.id);
    expect(await move(who, 'in', 5_001)).toMatchObject({
      http: 409,
      data: { code: 'INSUFFICIENT_BALANCE' },
    });
    expect(await stateOf(who.id)).toEqual(before);
  });

  it('SAVINGS_NOT_TRANSFERABLE moving out pending shares', async () => {
    const who = await trader(10_000);
    await move(who, 'in', 8_000);
    const before = await stateOf(who.id);
    expect(await move(who, 'out', 2_000)).toMatchObject({
      http: 409,
      data: { code: 'SAVINGS_NOT_TRANSFERABLE' },
    });
    expect(await stateOf(who.id)).toEqual(before);
    expect(await summaryOf(who)).toMatchObject({ pending: 8_000, transferable: 0 });
  });

  it('SAVINGS_DAILY_LIMIT past the transfers of the day, in and out together', async () => {
    const who = await trader(100_000);
    for (let i = 0; i < PER_DAY; i++) expect((await move(who, 'in', MIN)).status).toBe(1);
    expect((await summaryOf(who)).transfersLeftToday).toBe(0);
    const before = await stateOf(who.id);
    expect(await move(who, 'in', MIN)).toMatchObject({ http: 409, data: { code: 'SAVINGS_DAILY_LIMIT' } });
    expect(await move(who, 'out', MIN)).toMatchObject({ http: 409, data: { code: 'SAVINGS_DAILY_LIMIT' } });
    expect(await stateOf(who.id)).toEqual(before);
  });

  it('a refused transfer does not count against the day', async () => {
    const who = await trader(3_000);
    await move(who, 'in', 5_000);
    await move(who, 'in', 1);
    expect((await summaryOf(who)).transfersLeftToday).toBe(PER_DAY);
  });
});

describe('SV4: concurrent transfers', () => {
  it(`of 30 racing the per-day limit of ${PER_DAY}, exactly ${PER_DAY} succeed`, async () => {
    const who = await trader(30 * MIN);
    const answers = await Promise.all(Array.from({ length: 30 }, () => move(who, 'in', MIN)));
    const codes = answers.map((answer) => (answer.status === 1 ? 'ok' : answer.data.code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(PER_DAY);
    expect(codes.filter((code) => code === 'SAVINGS_DAILY_LIMIT')).toHaveLength(30 - PER_DAY);
    expect((await stateOf(who.id)).balances).toMatchObject({
      available: (30 - PER_DAY) * MIN,
      savings: PER_DAY * MIN,
    });
    expect((await stateOf(who.id)).lots).toBe(PER_DAY);
  });

  it('of 30 racing a balance that covers 4, exactly 4 succeed', async () => {
    const who = await trader(4 * MIN + MIN / 2);
    const answers = await Promise.all(Array.from({ length: 30 }, () => move(who, 'in', MIN)));
    const codes = answers.map((answer) => (answer.status === 1 ? 'ok' : answer.data.code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(4);
    expect(codes.filter((code) => code === 'INSUFFICIENT_BALANCE')).toHaveLength(26);
    expect((await stateOf(who.id)).balances).toMatchObject({ available: MIN / 2, savings: 4 * MIN });
  });
});

describe('moving out', () => {
  it('SV3: takes confirmed shares back to the available balance at once; pending ones stay', async () => {
    const who = await trader(20_000);
    const first = await move(who, 'in', 10_000);
    // Confirm that lot through its day's roll, then move more in: that second lot stays pending.
    const roll = await rollSavingsDay(app.ctx.db, first.data.pendingLots[0]!.confirmDay);
    expect(roll.confirmedLots).toBeGreaterThanOrEqual(1);
    await move(who, 'in', 5_000);
    expect(await summaryOf(who)).toMatchObject({ confirmed: 10_000, pending: 5_000, available: 5_000 });

    const socket = await connectSocket(app.baseUrl, { token: who.token });
    try {
      const balance = nextEvent(socket, 'balance', (event) => event.available === 9_000);
      const out = await move(who, 'out', 4_000);
      expect(out.data).toMatchObject({ confirmed: 6_000, pending: 5_000, total: 11_000, available: 9_000 });
      expect(await balance).toMatchObject({ available: 9_000, savings: 11_000 });
    } finally {
      socket.close();
    }
    const tooMuch = await move(who, 'out', 6_001);
    expect(tooMuch.data).toMatchObject({ code: 'SAVINGS_NOT_TRANSFERABLE' });
    expect((await move(who, 'out', 6_000)).data).toMatchObject({
      confirmed: 0,
      transferable: 0,
      pending: 5_000,
    });
    expect((await stateOf(who.id)).balances).toMatchObject({ available: 15_000, savings: 5_000 });
  });
});
