import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cents } from '@tempo/shared';
import { makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { withTransaction } from '../platform/db/transaction';
import { postLedgerEntry } from './postLedgerEntry';

let app: TestApp;
let admin: TestAdmin;
beforeAll(async () => {
  app = await startTestApp();
  admin = await makeAdmin(app, 'ops');
});
afterAll(async () => {
  // Clean up even when the books do not reconcile, then fail.
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

function adjust(userId: number, amount: number, key: string, reason = 'test') {
  return app.call<{ adjustmentId: number; balances: { available: number } }>(
    'POST',
    `/admin/users/${userId}/balance-adjustments`,
    {
      body: { amount, reason },
      headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': key, lang: 'en' },
    },
  );
}

const balanceOf = async (userId: number) =>
  (
    await app.ctx.db.query<{ available: number }>('SELECT available FROM balances WHERE user_id = $1', [
      userId,
    ])
  ).rows[0]!.available;

describe('ledger', () => {
  it('L3: of 50 simultaneous debits on a balance that covers 10, exactly 10 succeed', async () => {
    const user = await makeUser(app);
    expect((await adjust(user.id, 10_000, 'credit-for-race')).status).toBe(1);

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => adjust(user.id, -1_000, `debit-race-${i}`)),
    );
    const succeeded = results.filter((result) => result.status === 1);
    const refused = results.filter(
      (result) => (result.data as { code?: string }).code === 'INSUFFICIENT_BALANCE',
    );
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused.every((result) => result.http === 409 && result.message === 'Insufficient balance')).toBe(
      true,
    );
    expect(await balanceOf(user.id)).toBe(0);

    const { rows } = await app.ctx.db.query(
      `SELECT count(*)::int AS n, min(balance_after)::int AS lowest FROM ledger_entries
       WHERE user_id = $1 AND bucket = 'available'`,
      [user.id],
    );
    expect(rows[0]).toEqual({ n: 11, lowest: 0 });
    expect(await app.ledgerMismatches()).toEqual([]);
  });

  it('L2: writes each row with the balance after it and the business record behind it', async () => {
    const user = await makeUser(app);
    const credit = await adjust(user.id, 2_500, 'rows-credit', 'welcome bonus');
    await adjust(user.id, -1_000, 'rows-debit', 'correction');
    const { rows } = await app.ctx.db.query(
      `SELECT bucket, kind, amount, balance_after, ref_type, ref_id FROM ledger_entries
       WHERE user_id = $1 AND bucket = 'available' ORDER BY id`,
      [user.id],
    );
    expect(rows).toEqual([
      {
        bucket: 'available',
        kind: 'adjustment',
        amount: 2_500,
        balance_after: 2_500,
        ref_type: 'balance_adjustment',
        ref_id: String(credit.data.adjustmentId),
      },
      expect.objectContaining({ amount: -1_000, balance_after: 1_500 }),
    ]);
  });

  it('L9: a repeated idempotency key returns the first answer and moves nothing', async () => {
    const user = await makeUser(app);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => adjust(user.id, 700, 'same-key-credit')));
    expect(new Set(answers.map((answer) => answer.data.adjustmentId)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 1 && answer.data.balances.available === 700)).toBe(
      true,
    );
    expect(await balanceOf(user.id)).toBe(700);
  });

  it('L9: a repeated key after a refusal repeats the refusal, even once money has arrived', async () => {
    const user = await makeUser(app);
    const first = await adjust(user.id, -500, 'refused-debit');
    expect(first.data).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await adjust(user.id, 1_000, 'later-credit');
    const repeat = await adjust(user.id, -500, 'refused-debit');
    expect(repeat.data).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await balanceOf(user.id)).toBe(1_000);
  });

  it('L9: refuses a reused key with a different request', async () => {
    const user = await makeUser(app);
    await adjust(user.id, 100, 'key-reuse');
    const reused = await adjust(user.id, 200, 'key-reuse');
    expect(reused).toMatchObject({ http: 409, data: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await balanceOf(user.id)).toBe(100);
  });

  it('L9: refuses a money request without an idempotency key', async () => {
    const user = await makeUser(app);
    const result = await app.call('POST', `/admin/users/${user.id}/balance-adjustments`, {
      body: { amount: 100, reason: 'no key' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(result).toMatchObject({ http: 400, data: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('L3: the CHECK constraint stops a negative balance even if code forgot to', async () => {
    const user = await makeUser(app);
    await expect(
      app.ctx.db.query('UPDATE balances SET available = -1 WHERE user_id = $1', [user.id]),
    ).rejects.toThrow(/balances_available_check/);
  });

  it('L1: postLedgerEntry refuses fractions of a cent and leaves nothing behind', async () => {
    const user = await makeUser(app);
    await expect(
      withTransaction(app.ctx.db, (tx) =>
        postLedgerEntry(tx, {
          userId: user.id,
          bucket: 'available',
          kind: 'test',
          // Past the type, as a caller that skipped cents() would: the ledger still refuses it.
          amount: 10.5 as Cents,
          ref: { type: 't', id: 1 },
        }),
      ),
    ).rejects.toThrow(RangeError);
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('L7: reconciliation finds a balance changed behind the ledger’s back', async () => {
    const user = await makeUser(app);
    await adjust(user.id, 300, 'tamper-base');
    await app.ctx.db.query('UPDATE balances SET available = available + 1 WHERE user_id = $1', [user.id]);
    expect(await app.ledgerMismatches()).toEqual([
      { userId: user.id, bucket: 'available', balance: 301, ledgerSum: 300 },
    ]);
    await app.ctx.db.query('UPDATE balances SET available = available - 1 WHERE user_id = $1', [user.id]);
  });
});
