// Batch credits (a day's savings earnings): one ledger row per user with the balance after it,
// the books reconciling, and a batch that cannot be posted whole leaving nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents, type Cents } from '@tempo/shared';
import { withTransaction } from '../platform/db/transaction';
import { makeUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { postBatchCredits } from './postBatchCredits';
import { postLedgerEntry } from './postLedgerEntry';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const ref = { type: 'savings_roll', id: '2026-03-02' };

async function savingsOf(userIds: number[]) {
  const { rows } = await app.ctx.db.query<{ savings: number }>(
    'SELECT savings FROM balances WHERE user_id = ANY($1) ORDER BY user_id',
    [userIds],
  );
  return rows.map((row) => row.savings);
}

describe('postBatchCredits', () => {
  it('L5: credits each user its amount with one ledger row carrying the balance after it', async () => {
    const users = [await makeUser(app), await makeUser(app), await makeUser(app)].map((user) => user.id);
    await withTransaction(app.ctx.db, (tx) =>
      postLedgerEntry(tx, { userId: users[1]!, bucket: 'savings', kind: 'test', amount: cents(500), ref }),
    );
    const credited = await withTransaction(app.ctx.db, (tx) =>
      postBatchCredits(tx, {
        bucket: 'savings',
        kind: 'savings_earnings',
        ref,
        userIds: users,
        amounts: [1, 20, 300].map(cents),
      }),
    );
    expect(credited).toBe(3);
    expect(await savingsOf(users)).toEqual([1, 520, 300]);
    const { rows } = await app.ctx.db.query(
      `SELECT user_id AS "userId", amount, balance_after AS "balanceAfter", ref_type AS "refType", ref_id AS "refId"
       FROM ledger_entries WHERE kind = 'savings_earnings' AND user_id = ANY($1) ORDER BY user_id`,
      [users],
    );
    expect(rows).toEqual([
      { userId: users[0], amount: 1, balanceAfter: 1, refType: 'savings_roll', refId: '2026-03-02' },
      { userId: users[1], amount: 20, balanceAfter: 520, refType: 'savings_roll', refId: '2026-03-02' },
      { userId: users[2], amount: 300, balanceAfter: 300, refType: 'savings_roll', refId: '2026-03-02' },
    ]);
    expect(await app.ledgerMismatches()).toEqual([]);
  });

  it('L5: refuses a user twice, a user without balances or an amount that is not a positive whole cent', async () => {
    const user = (await makeUser(app)).id;
    const attempt = (userIds: number[], amounts: number[]) =>
      withTransaction(app.ctx.db, (tx) =>
        // Past the type, as a caller that skipped cents() would: the batch still refuses what is wrong.
        postBatchCredits(tx, {
          bucket: 'savings',
          kind: 'savings_earnings',
          ref,
          userIds,
          amounts: amounts as Cents[],
        }),
      );
    await expect(attempt([user, user], [1, 2])).rejects.toThrow(RangeError);
    await expect(attempt([user], [0])).rejects.toThrow(RangeError);
    await expect(attempt([user], [1.5])).rejects.toThrow(RangeError);
    await expect(attempt([user, 999_999_999], [1, 2])).rejects.toThrow(/1 of 2 users/);
    expect(await savingsOf([user])).toEqual([0]);
  });
});
