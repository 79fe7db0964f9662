// Fund records through the API against the real PostgreSQL and Redis: one record per thing the
// trader did (L10), what it did to their balance (L11), where its money stands (L12), paging by
// whole records and the kind filter (L13), only the owner's real money (D7). The rules are in
// server/src/ledger/SPEC.md; fundRecords.model.test.ts checks them over random sequences.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cents,
  ERRORS,
  type DepositView,
  type FundRecordPage,
  type FundRecordView,
  type WithdrawalSettings,
  type WithdrawalView,
} from '@tempo/shared';
import { postLedgerEntries } from '../../ledger';
import { withTransaction } from '../../platform/db/transaction';
import {
  bankCardBody,
  fund,
  loginAs,
  makeAdmin,
  makeBankChannel,
  makeUser,
  type TestAdmin,
} from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/testApp';

let app: TestApp;
let ops: TestAdmin;
let channelId: number;
let withdrawalDefaults: WithdrawalSettings;
const asOps = {
  get headers() {
    return { authorization: `Bearer ${ops.token}` };
  },
};

beforeAll(async () => {
  app = await startTestApp();
  ops = await makeAdmin(app, 'ops');
  channelId = (await makeBankChannel(app, ops)).id;
  withdrawalDefaults = (await app.call<WithdrawalSettings>('GET', '/admin/withdrawal-settings', asOps)).data;
});
afterEach(async () => {
  expect(await app.ledgerMismatches()).toEqual([]);
});
afterAll(async () => {
  await app?.close();
});

interface Trader {
  id: number;
  token: string;
  transactionPassword: string;
}

/** A verified trader with a bank card bound, funded with `funds` cents by ops. */
async function trader(funds = 0): Promise<Trader> {
  const user = await makeUser(app);
  await app.ctx.db.query('UPDATE users SET verified = true WHERE id = $1', [user.id]);
  if (funds) await fund(app, ops, user.id, funds);
  const token = await loginAs(app, user);
  const bound = await app.call('POST', '/withdrawal-account', { token, body: bankCardBody });
  expect(bound.status, bound.text).toBe(1);
  return { id: user.id, token, transactionPassword: user.transactionPassword };
}

async function confirmedDeposit(who: Trader, amount: number): Promise<number> {
  const requested = await app.call<DepositView>('POST', '/deposits', {
    token: who.token,
    body: { channelId, amount },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(requested.http, requested.text).toBe(201);
  const confirmed = await app.call('POST', `/admin/deposits/${requested.data.id}/confirm`, asOps);
  expect(confirmed.http, confirmed.text).toBe(200);
  return requested.data.id;
}

async function adjust(who: Trader, amount: number): Promise<void> {
  const result = await app.call('POST', `/admin/users/${who.id}/balance-adjustments`, {
    body: { amount, reason: 'correction' },
    headers: { ...asOps.headers, 'idempotency-key': randomUUID() },
  });
  expect(result.http, result.text).toBe(200);
}

async function withdraw(who: Trader, amount: number): Promise<WithdrawalView> {
  const requested = await app.call<WithdrawalView>('POST', '/withdrawals', {
    token: who.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { amount, transactionPassword: who.transactionPassword },
  });
  expect(requested.status, requested.text).toBe(1);
  return requested.data;
}

async function decide(id: number, decision: 'approve' | 'reject'): Promise<void> {
  const body = decision === 'reject' ? { reason: 'The name does not match' } : undefined;
  const decided = await app.call('POST', `/admin/withdrawals/${id}/${decision}`, { ...asOps, body });
  expect(decided.status, decided.text).toBe(1);
}

async function moveIntoSavings(who: Trader, amount: number): Promise<void> {
  const moved = await app.call('POST', '/savings/in', {
    token: who.token,
    body: { amount },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(moved.status, moved.text).toBe(1);
}

async function page(who: Trader, query = ''): Promise<FundRecordPage> {
  const answer = await app.call<FundRecordPage>('GET', `/fund-records?${query}`, { token: who.token });
  expect(answer.http, answer.text).toBe(200);
  return answer.data;
}

/** Every record of `who`, page after page of `limit`. */
async function allRecords(who: Trader, query = '', limit = 2): Promise<FundRecordView[]> {
  const records: FundRecordView[] = [];
  let cursor: number | null = null;
  do {
    const next: FundRecordPage = await page(
      who,
      `limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(next.records.length).toBeLessThanOrEqual(limit);
    records.push(...next.records);
    cursor = next.nextCursor;
  } while (cursor);
  return records;
}

/** A record's rows as bucket, ledger kind and amount. */
const rowsOf = (record: FundRecordView) =>
  record.entries.map(({ bucket, kind, amount }) => ({ bucket, kind, amount }));

/** The real-money ledger rows of a user, oldest first, read straight from the table. */
async function ledgerRows(userId: number) {
  const { rows } = await app.ctx.db.query<{ id: number; bucket: string; amount: number }>(
    `SELECT id, bucket, amount FROM ledger_entries
     WHERE user_id = $1 AND bucket <> 'demo' ORDER BY id`,
    [userId],
  );
  return rows;
}

describe('fund records: one record per action', () => {
  it('L10, L11, L12: a withdrawal is one record of money out, under review, then paid', async () => {
    await app.call('PUT', '/admin/withdrawal-settings', {
      ...asOps,
      body: { ...withdrawalDefaults, feeFixed: 100 },
    });
    const who = await trader(50_000);
    const withdrawal = await withdraw(who, 2_000).finally(() =>
      app.call('PUT', '/admin/withdrawal-settings', { ...asOps, body: withdrawalDefaults }),
    );
    expect(withdrawal.fee).toBe(100);

    const [requested, funded, ...none] = await allRecords(who);
    expect(none).toEqual([]);
    // The amount and its fee left the available balance: −$21.00, never "+$21.00 frozen".
    expect(requested).toMatchObject({
      kind: 'withdrawal',
      state: 'under_review',
      amount: -2_100,
      bucket: 'available',
      source: { type: 'withdrawal', id: String(withdrawal.id) },
    });
    expect(rowsOf(requested!)).toEqual([
      { bucket: 'available', kind: 'withdrawal_freeze', amount: -2_100 },
      { bucket: 'frozen', kind: 'withdrawal_freeze', amount: 2_100 },
    ]);
    expect(requested!.entries.map((entry) => entry.balanceAfter)).toEqual([47_900, 2_100]);
    expect(funded).toMatchObject({ kind: 'adjustment', state: 'completed', amount: 50_000 });

    await decide(withdrawal.id, 'approve');
    const [paid] = await allRecords(who);
    // The same record, in the same place: its id is its first row's.
    expect(paid).toMatchObject({ id: requested!.id, kind: 'withdrawal', state: 'paid', amount: -2_100 });
    expect(rowsOf(paid!)).toEqual([
      ...rowsOf(requested!),
      { bucket: 'frozen', kind: 'withdrawal_payout', amount: -2_100 },
    ]);
    expect(paid!.createdAt).toBe(requested!.createdAt);
    expect(paid!.updatedAt).toBeGreaterThanOrEqual(requested!.updatedAt);
    expect(paid!.entries.map((entry) => entry.id)).toEqual(
      [...paid!.entries.map((entry) => entry.id)].sort((a, b) => a - b),
    );
    expect(paid!.id).toBe(paid!.entries[0]!.id);
  });

  it('L11, L12: a refused withdrawal is refunded: its four rows come to nothing on the available balance', async () => {
    const who = await trader(10_000);
    const withdrawal = await withdraw(who, 3_000);
    await decide(withdrawal.id, 'reject');

    const [refunded] = await allRecords(who);
    expect(refunded).toMatchObject({ kind: 'withdrawal', state: 'refunded', amount: 0, bucket: 'available' });
    expect(rowsOf(refunded!)).toEqual([
      { bucket: 'available', kind: 'withdrawal_freeze', amount: -3_000 },
      { bucket: 'frozen', kind: 'withdrawal_freeze', amount: 3_000 },
      { bucket: 'frozen', kind: 'withdrawal_refund', amount: -3_000 },
      { bucket: 'available', kind: 'withdrawal_refund', amount: 3_000 },
    ]);
  });

  it('L10, L11: a savings move is one record, money out of the available balance; earnings count on savings', async () => {
    const who = await trader(20_000);
    await moveIntoSavings(who, 5_000);
    // A day's earnings and a move out as the roll and the move write them.
    await withTransaction(app.ctx.db, (tx) =>
      postLedgerEntries(tx, [
        {
          userId: who.id,
          bucket: 'savings',
          kind: 'savings_earnings',
          amount: cents(7),
          ref: { type: 'savings_roll', id: '2026-01-05' },
        },
      ]),
    );
    await withTransaction(app.ctx.db, (tx) =>
      postLedgerEntries(tx, [
        {
          userId: who.id,
          bucket: 'savings',
          kind: 'savings_out',
          amount: cents(-1_000),
          ref: { type: 'savings_transfer', id: 9_001 },
        },
        {
          userId: who.id,
          bucket: 'available',
          kind: 'savings_out',
          amount: cents(1_000),
          ref: { type: 'savings_transfer', id: 9_001 },
        },
      ]),
    );

    const records = await allRecords(who, '&kind=savings');
    expect(records.map(({ kind, state, amount, bucket }) => ({ kind, state, amount, bucket }))).toEqual([
      { kind: 'savings_out', state: 'completed', amount: 1_000, bucket: 'available' },
      { kind: 'savings_earnings', state: 'completed', amount: 7, bucket: 'savings' },
      { kind: 'savings_in', state: 'completed', amount: -5_000, bucket: 'available' },
    ]);
    expect(records[2]!.entries).toHaveLength(2);
    expect(records[2]!.source.type).toBe('savings_transfer');
  });

  it('L11, L12: a trade is one record from its stake to its payout or refund', async () => {
    const who = await trader(10_000);
    const trade = (id: number, kind: string, amount: number) => ({
      userId: who.id,
      bucket: 'available' as const,
      kind,
      amount: cents(amount),
      ref: { type: 'order', id },
    });
    // Stakes and settlements as placement and settlement write them, interleaved.
    await withTransaction(app.ctx.db, (tx) =>
      postLedgerEntries(tx, [trade(71, 'order_stake', -1_000), trade(72, 'order_stake', -500)]),
    );
    await withTransaction(app.ctx.db, (tx) => postLedgerEntries(tx, [trade(73, 'order_stake', -200)]));
    await withTransaction(app.ctx.db, (tx) =>
      postLedgerEntries(tx, [trade(71, 'order_payout', 1_850), trade(73, 'order_refund', 200)]),
    );
    // A demo order is practice money: no record.
    await withTransaction(app.ctx.db, (tx) =>
      postLedgerEntries(tx, [{ ...trade(74, 'order_stake', -300), bucket: 'demo' }]),
    );

    const records = await allRecords(who, '&kind=order', 1);
    expect(records.map(({ source, state, amount }) => ({ id: source.id, state, amount }))).toEqual([
      { id: '73', state: 'refunded', amount: 0 },
      { id: '72', state: 'placed', amount: -500 },
      { id: '71', state: 'won', amount: 850 },
    ]);
    expect(records.every((record) => record.kind === 'order')).toBe(true);
    expect(rowsOf(records[2]!)).toEqual([
      { bucket: 'available', kind: 'order_stake', amount: -1_000 },
      { bucket: 'available', kind: 'order_payout', amount: 1_850 },
    ]);
  });

  it('L12: a trade that settled lost reads as lost, though a loss writes no ledger row', async () => {
    const who = await trader(10_000);
    // Two real orders on BTCUSDT, as placement wrote them: one still open, one settled lost.
    const { rows } = await app.ctx.db.query<{ id: number }>(
      `INSERT INTO orders (user_id, account, symbol, direction, amount, duration_sec, payout_bps, idempotency_key,
                           entry_price, entry_ts, expiry_ts, status, exit_price, exit_ts, payout, profit, settled_at)
       VALUES ($1, 'real', 'BTCUSDT', 'up', 400, 30, 8000, $2, 100, 1000, 31000, 'open', NULL, NULL, NULL, NULL, NULL),
              ($1, 'real', 'BTCUSDT', 'up', 600, 30, 8000, $3, 100, 1000, 31000, 'lost', 90, 31000, 0, -600, now())
       RETURNING id::int AS id`,
      [who.id, randomUUID(), randomUUID()],
    );
    const [open, lost] = rows.map((row) => row.id) as [number, number];
    await withTransaction(app.ctx.db, (tx) =>
      postLedgerEntries(tx, [
        {
          userId: who.id,
          bucket: 'available',
          kind: 'order_stake',
          amount: cents(-400),
          ref: { type: 'order', id: open },
        },
        {
          userId: who.id,
          bucket: 'available',
          kind: 'order_stake',
          amount: cents(-600),
          ref: { type: 'order', id: lost },
        },
      ]),
    );
    const records = await allRecords(who, '&kind=order', 10);
    expect(records.map(({ source, state, amount }) => ({ id: Number(source.id), state, amount }))).toEqual([
      { id: lost, state: 'lost', amount: -600 },
      { id: open, state: 'placed', amount: -400 },
    ]);
  });

  it('L12: a deposit credited and an ops adjustment each read as completed, with their sign', async () => {
    const who = await trader(0);
    const deposit = await confirmedDeposit(who, 2_500);
    await adjust(who, -400);
    expect(
      (await allRecords(who)).map(({ kind, state, amount, source }) => ({
        kind,
        state,
        amount,
        type: source.type,
      })),
    ).toEqual([
      { kind: 'adjustment', state: 'completed', amount: -400, type: 'balance_adjustment' },
      { kind: 'deposit', state: 'completed', amount: 2_500, type: 'deposit' },
    ]);
    const [, credited] = await allRecords(who);
    expect(credited!.source.id).toBe(String(deposit));
  });
});

describe('fund records: pages of whole records', () => {
  it('L13: pages by record, never splitting a withdrawal, and every row shows once', async () => {
    const who = await trader(100_000);
    const first = await withdraw(who, 1_000);
    await confirmedDeposit(who, 1_700);
    const second = await withdraw(who, 1_500);
    await moveIntoSavings(who, 3_000);
    // Decided after later actions: their rows are newer than the records that follow them.
    await decide(first.id, 'reject');
    await decide(second.id, 'approve');
    await adjust(who, 10);

    for (const limit of [1, 2, 3, 100]) {
      const records = await allRecords(who, '', limit);
      expect(records.map((record) => [record.kind, record.state])).toEqual([
        ['adjustment', 'completed'],
        ['savings_in', 'completed'],
        ['withdrawal', 'paid'],
        ['deposit', 'completed'],
        ['withdrawal', 'refunded'],
        ['adjustment', 'completed'],
      ]);
      const ids = records.map((record) => record.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      // Every real-money row of the trader is in exactly one record.
      const shown = records.flatMap((record) => record.entries.map((entry) => entry.id));
      expect(shown.sort((a, b) => a - b)).toEqual((await ledgerRows(who.id)).map((row) => row.id));
    }
    // The withdrawals' rows all on one page, decisions included.
    const [, , paid] = (await page(who, 'limit=3')).records;
    expect(paid!.entries.map((entry) => entry.kind)).toEqual([
      'withdrawal_freeze',
      'withdrawal_freeze',
      'withdrawal_payout',
    ]);
    const last = await page(who, `limit=3&cursor=${paid!.id}`);
    expect(last.records.map((record) => record.entries.length)).toEqual([1, 4, 1]);
    expect(last.nextCursor).toBe(last.records.at(-1)!.id);
    expect((await page(who, `limit=3&cursor=${last.nextCursor}`)).records).toEqual([]);
  });

  it('L13: the kind filter keeps whole records of its group, and refuses an unknown kind', async () => {
    const who = await trader(10_000);
    const withdrawal = await withdraw(who, 2_000);
    await confirmedDeposit(who, 1_400);
    await decide(withdrawal.id, 'reject');

    const withdrawals = await allRecords(who, '&kind=withdrawal', 1);
    expect(withdrawals.map((record) => [record.state, record.entries.length])).toEqual([['refunded', 4]]);
    expect((await allRecords(who, '&kind=deposit')).map((record) => record.amount)).toEqual([1_400]);
    expect((await allRecords(who, '&kind=adjustment')).map((record) => record.amount)).toEqual([10_000]);
    expect(await allRecords(who, '&kind=order')).toEqual([]);
    const all = await allRecords(who, '', 100);
    expect(all.filter((record) => record.kind === 'withdrawal')).toEqual(withdrawals);

    const unknown = await app.call('GET', '/fund-records?kind=demo', { token: who.token });
    expect([unknown.http, unknown.status]).toEqual([422, ERRORS.VALIDATION_FAILED.status]);
    const badCursor = await app.call('GET', '/fund-records?cursor=-3', { token: who.token });
    expect(badCursor.http).toBe(404);
  });

  it('D7: shows a trader only their own records', async () => {
    const a = await trader(0);
    const b = await trader(0);
    await confirmedDeposit(a, 1_900);
    await adjust(a, 100);
    expect(await allRecords(b)).toEqual([]);
    expect(await allRecords(a)).toHaveLength(2);
    // A cursor taken from A's page reads B's records older than it, which are none of A's.
    const [newest] = await allRecords(a);
    expect((await page(b, `cursor=${newest!.id + 1}`)).records).toEqual([]);
    expect((await app.call('GET', '/fund-records')).http).toBe(401);
  });
});

describe('ops read the rows themselves', () => {
  it('the ops ledger of a trader still lists ledger rows, one by one', async () => {
    const who = await trader(5_000);
    const withdrawal = await withdraw(who, 1_000);
    await decide(withdrawal.id, 'approve');
    const support = await makeAdmin(app, 'support');
    const rows = await app.call<{ records: { id: number; kind: string }[] }>(
      'GET',
      `/admin/users/${who.id}/ledger?kind=withdrawal`,
      { headers: { authorization: `Bearer ${support.token}` } },
    );
    expect(rows.http, rows.text).toBe(200);
    expect(rows.data.records.map((row) => row.kind)).toEqual([
      'withdrawal_payout',
      'withdrawal_freeze',
      'withdrawal_freeze',
    ]);
  });
});
