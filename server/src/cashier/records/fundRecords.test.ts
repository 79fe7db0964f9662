// Fund records: a trader's real-money ledger rows through the API, newest first, page by page,
// filtered by kind, each with its balance after and its source; only the owner's (D7).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cents,
  ERRORS,
  type AdminDepositChannelView,
  type DepositView,
  type FundRecordPage,
  type FundRecordView,
} from '@tempo/shared';
import { postLedgerEntries } from '../../ledger';
import { withTransaction } from '../../platform/db/transaction';
import { fund, loginAs, makeAdmin, makeUser, type TestAdmin } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/testApp';

let app: TestApp;
let ops: TestAdmin;
let channelId: number;
const asOps = {
  get headers() {
    return { authorization: `Bearer ${ops.token}` };
  },
};
let keys = 0;

beforeAll(async () => {
  app = await startTestApp();
  ops = await makeAdmin(app, 'ops');
  const channel = await app.call<AdminDepositChannelView>('POST', '/admin/deposit-channels', {
    ...asOps,
    body: {
      name: 'Bank',
      minAmount: 100,
      maxAmount: 1_000_000,
      instructions: { kind: 'bank', bankName: 'B', accountName: 'T', accountNumber: '1' },
    },
  });
  channelId = channel.data.id;
});
afterEach(async () => {
  expect(await app.ledgerMismatches()).toEqual([]);
});
afterAll(async () => {
  await app?.close();
});

async function trader() {
  const user = await makeUser(app);
  return { ...user, token: await loginAs(app, user) };
}

async function confirmedDeposit(token: string, amount: number): Promise<number> {
  const requested = await app.call<DepositView>('POST', '/deposits', {
    token,
    body: { channelId, amount },
    headers: { 'idempotency-key': `records-${Date.now()}-${++keys}` },
  });
  const confirmed = await app.call('POST', `/admin/deposits/${requested.data.id}/confirm`, asOps);
  expect(confirmed.http, confirmed.text).toBe(200);
  return requested.data.id;
}

async function debit(userId: number, amount: number): Promise<void> {
  const result = await app.call('POST', `/admin/users/${userId}/balance-adjustments`, {
    body: { amount: -amount, reason: 'correction' },
    headers: { ...asOps.headers, 'idempotency-key': `debit-${Date.now()}-${++keys}` },
  });
  expect(result.http, result.text).toBe(200);
}

async function allRecords(token: string, query = '', limit = 2): Promise<FundRecordView[]> {
  const records: FundRecordView[] = [];
  let cursor: number | null = null;
  do {
    const path: string = `/fund-records?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await app.call<FundRecordPage>('GET', path, { token });
    expect(page.http, page.text).toBe(200);
    expect(page.data.records.length).toBeLessThanOrEqual(limit);
    records.push(...page.data.records);
    cursor = page.data.nextCursor;
  } while (cursor);
  return records;
}

describe('fund records', () => {
  it('lists every real-money row newest first, page by page, with the balance after and the source', async () => {
    const user = await trader();
    await fund(app, ops, user.id, 5_000);
    const first = await confirmedDeposit(user.token, 2_000);
    await debit(user.id, 1_500);
    const second = await confirmedDeposit(user.token, 300);
    await fund(app, ops, user.id, 10);

    const records = await allRecords(user.token);
    // The demo grant of registration is practice money and stays out.
    expect(
      records.map(({ kind, bucket, amount, balanceAfter }) => ({ kind, bucket, amount, balanceAfter })),
    ).toEqual([
      { kind: 'adjustment', bucket: 'available', amount: 10, balanceAfter: 5_810 },
      { kind: 'deposit', bucket: 'available', amount: 300, balanceAfter: 5_800 },
      { kind: 'adjustment', bucket: 'available', amount: -1_500, balanceAfter: 5_500 },
      { kind: 'deposit', bucket: 'available', amount: 2_000, balanceAfter: 7_000 },
      { kind: 'adjustment', bucket: 'available', amount: 5_000, balanceAfter: 5_000 },
    ]);
    expect(records.map((record) => record.id)).toEqual(
      [...records.map((record) => record.id)].sort((a, b) => b - a),
    );
    expect(records[1]!.source).toEqual({ type: 'deposit', id: String(second) });
    expect(records[3]!.source).toEqual({ type: 'deposit', id: String(first) });
    expect(records[0]!.source.type).toBe('balance_adjustment');
    expect(records[0]!.createdAt).toBeGreaterThan(Date.now() - 600_000);

    // The source opens with one more call.
    const opened = await app.call<DepositView>('GET', `/deposits/${records[1]!.source.id}`, {
      token: user.token,
    });
    expect(opened.data).toMatchObject({ id: second, amount: 300, status: 'confirmed' });
  });

  it('filters by kind: a group takes its steps too, and an unknown kind is refused', async () => {
    const user = await trader();
    await fund(app, ops, user.id, 1_000);
    const deposit = await confirmedDeposit(user.token, 400);
    await debit(user.id, 100);
    // A stake and a payout as settlement writes them, to see the `order` group take both steps.
    await withTransaction(app.ctx.db, (tx) =>
      postLedgerEntries(tx, [
        {
          userId: user.id,
          bucket: 'available',
          kind: 'order_stake',
          amount: cents(-200),
          ref: { type: 'order', id: 77 },
        },
        {
          userId: user.id,
          bucket: 'available',
          kind: 'order_payout',
          amount: cents(380),
          ref: { type: 'order', id: 77 },
        },
      ]),
    );

    const deposits = await allRecords(user.token, '&kind=deposit');
    expect(deposits.map((record) => [record.kind, record.source.id])).toEqual([['deposit', String(deposit)]]);
    const adjustments = await allRecords(user.token, '&kind=adjustment', 1);
    expect(adjustments.map((record) => record.amount)).toEqual([-100, 1_000]);
    const orders = await allRecords(user.token, '&kind=order');
    expect(orders.map((record) => record.kind)).toEqual(['order_payout', 'order_stake']);
    expect(await allRecords(user.token, '&kind=withdrawal')).toEqual([]);

    const unknown = await app.call('GET', '/fund-records?kind=demo', { token: user.token });
    expect([unknown.http, unknown.status]).toEqual([422, ERRORS.VALIDATION_FAILED.status]);
    const badCursor = await app.call('GET', '/fund-records?cursor=-3', { token: user.token });
    expect(badCursor.http).toBe(404);
  });

  it('D7: shows a trader only their own rows', async () => {
    const a = await trader();
    const b = await trader();
    await confirmedDeposit(a.token, 900);
    await fund(app, ops, a.id, 100);
    expect(await allRecords(b.token)).toEqual([]);
    expect(await allRecords(a.token)).toHaveLength(2);
    // A cursor taken from A's page reads B's rows older than it, which are none of A's.
    const [newest] = await allRecords(a.token);
    const page = await app.call<FundRecordPage>('GET', `/fund-records?cursor=${newest!.id + 1}`, {
      token: b.token,
    });
    expect(page.data.records).toEqual([]);
    expect((await app.call('GET', '/fund-records')).http).toBe(401);
  });
});
