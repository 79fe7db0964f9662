// Many entries in one statement (a second of settlements, a tick's worth of placements): the
// balance after each entry, a batch that cannot be posted whole leaving nothing behind, and
// balance rows locked in user order whatever the order of the entries, so batches sharing users
// wait for each other instead of deadlocking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@tempo/shared';
import { withTransaction } from '../platform/db/transaction';
import { makeUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { postLedgerEntries } from './postLedgerEntries';
import type { LedgerEntryInput } from './postLedgerEntry';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const ref = { type: 'test_batch', id: 1 };
const entry = (userId: number, amount: number, bucket: LedgerEntryInput['bucket'] = 'available') => ({
  userId,
  bucket,
  kind: 'test',
  amount: cents(amount),
  ref,
});

/** One transaction with no retry: withTransaction retries a deadlock, which would hide one. */
async function once(entries: LedgerEntryInput[]) {
  const client = await app.ctx.db.connect();
  try {
    await client.query('BEGIN');
    await postLedgerEntries(client, entries);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Waits until `count` sessions of this test's database wait on a lock. */
async function untilWaiting(count: number) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await app.ctx.db.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} sessions never waited on a lock`);
}

/** Which of `userIds` have a balance row no transaction holds locked. */
async function unlocked(userIds: number[]) {
  const probe = await app.ctx.db.connect();
  try {
    await probe.query('BEGIN');
    const { rows } = await probe.query<{ userId: number }>(
      `SELECT user_id AS "userId" FROM balances WHERE user_id = ANY($1)
       ORDER BY user_id FOR UPDATE SKIP LOCKED`,
      [userIds],
    );
    return rows.map((row) => row.userId);
  } finally {
    await probe.query('ROLLBACK');
    probe.release();
  }
}

async function rowsOf(userId: number) {
  const { rows } = await app.ctx.db.query(
    `SELECT bucket, amount, balance_after AS "balanceAfter" FROM ledger_entries
     WHERE user_id = $1 AND kind = 'test' ORDER BY id`,
    [userId],
  );
  return rows;
}

describe('postLedgerEntries', () => {
  it('L4: writes one row per entry with the balance after it, in the order given, and returns the balances', async () => {
    const [a, b] = [(await makeUser(app)).id, (await makeUser(app)).id];
    const balances = await withTransaction(app.ctx.db, (tx) =>
      postLedgerEntries(tx, [
        entry(a, 1_000),
        entry(b, 500),
        entry(a, -300),
        entry(a, 200, 'frozen'),
        entry(a, 50),
      ]),
    );
    expect(balances.get(a)).toMatchObject({ available: 750, frozen: 200 });
    expect(balances.get(b)).toMatchObject({ available: 500, frozen: 0 });
    expect(await rowsOf(a)).toEqual([
      { bucket: 'available', amount: 1_000, balanceAfter: 1_000 },
      { bucket: 'available', amount: -300, balanceAfter: 700 },
      { bucket: 'frozen', amount: 200, balanceAfter: 200 },
      { bucket: 'available', amount: 50, balanceAfter: 750 },
    ]);
    expect(await app.ledgerMismatches()).toEqual([]);
  });

  it('L4: refuses the whole batch when one entry would overdraw, leaving nothing behind', async () => {
    const [a, b] = [(await makeUser(app)).id, (await makeUser(app)).id];
    await withTransaction(app.ctx.db, (tx) => postLedgerEntries(tx, [entry(a, 100)]));
    await expect(
      withTransaction(app.ctx.db, (tx) => postLedgerEntries(tx, [entry(b, 5_000), entry(a, -101)])),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await rowsOf(a)).toEqual([{ bucket: 'available', amount: 100, balanceAfter: 100 }]);
    expect(await rowsOf(b)).toEqual([]);
  });

  it('L6: locks the balance rows in user order, whatever the order of the entries', async () => {
    const users = [];
    for (let i = 0; i < 4; i++) users.push((await makeUser(app)).id);
    const [first, second, third, fourth] = users as [number, number, number, number];
    // Moving the first user's row puts it after the others on disk, so a scan meets it last.
    await once([entry(first, 10)]);
    const holder = await app.ctx.db.connect();
    let batch: Promise<void> | undefined;
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM balances WHERE user_id = $1 FOR UPDATE', [third]);
      batch = once([fourth, second, first, third].map((userId) => entry(userId, 10)));
      await untilWaiting(1);
      // Rows locked by neither the holder nor the waiting batch: in user order the batch holds the
      // first and second and has not reached the fourth.
      expect(await unlocked(users)).toEqual([fourth]);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    await batch;
    expect((await rowsOf(first)).at(-1)).toMatchObject({ balanceAfter: 20 });
  });
});
