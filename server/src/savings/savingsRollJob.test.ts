// The worker's day roll: at start it catches up every day missed since the last roll, in order,
// and it keeps a BullMQ job scheduler firing at 08:00 in the platform's time zone whose job runs
// the rolls then due.
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/testApp';
import { addDays, cutoffOf, lastDueRollDay } from './savingsCalendar';
import { SAVINGS_ROLL_QUEUE } from './SavingsRollJob';

const TZ = 'Asia/Ho_Chi_Minh';
/** The last day due when the app starts (the test is far from 08:00 or the roll is not yet due). */
const lastDue = () => lastDueRollDay(new Date(), TZ);

let app: TestApp;
let queue: Queue;
let lastRolledBefore: string;

beforeAll(async () => {
  lastRolledBefore = addDays(lastDue(), -5);
  app = await startTestApp(
    { ROLES: ['api', 'worker'], PLATFORM_TZ: TZ },
    // A worker that last rolled five days ago.
    { prepare: (db) => db.query('INSERT INTO savings_rolls (day) VALUES ($1::date)', [lastRolledBefore]) },
  );
  queue = new Queue(SAVINGS_ROLL_QUEUE, {
    connection: { url: app.config.REDIS_URL },
    prefix: `${app.config.REDIS_PREFIX}bull`,
  });
}, 120_000);
afterEach(async () => {
  expect(await app.ledgerMismatches()).toEqual([]);
});
afterAll(async () => {
  await queue?.close();
  await app?.close();
});

async function rolledDays(): Promise<string[]> {
  const { rows } = await app.ctx.db.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM savings_rolls ORDER BY day`,
  );
  return rows.map((row) => row.day);
}

describe('the savings roll job', () => {
  it('SV6: catches up at start on every day missed, in order', async () => {
    const expected = [lastRolledBefore, ...[4, 3, 2, 1, 0].map((back) => addDays(lastDue(), -back))];
    // Unless 08:00 passed since start: then that day may have rolled too.
    expect((await rolledDays()).slice(0, expected.length)).toEqual(expected);
    const { rows } = await app.ctx.db.query<{ ranAt: Date }>(
      'SELECT ran_at AS "ranAt" FROM savings_rolls ORDER BY day',
    );
    const ranAt = rows.map((row) => row.ranAt.getTime());
    expect(ranAt).toEqual([...ranAt].sort((x, y) => x - y));
  });

  it('schedules the roll at 08:00 every day in the platform’s time zone', async () => {
    const scheduler = await queue.getJobScheduler('savings-day-roll');
    expect(scheduler).toMatchObject({ pattern: '0 8 * * *', tz: TZ });
    const nextCutoffs = [1, 2].map((ahead) => cutoffOf(addDays(lastDue(), ahead), TZ).getTime());
    expect(nextCutoffs).toContain(scheduler!.next);
  });

  it('SV6: a roll job runs what is due then, and a second pays nothing', async () => {
    const before = await rolledDays();
    const job = await queue.add('roll', {});
    await vi.waitUntil(async () => (await job.getState()) === 'completed', { timeout: 20_000, interval: 50 });
    const done = await queue.getJob(job.id!);
    // Nothing is due unless 08:00 came meanwhile: then that day, and only it, ran.
    expect(await rolledDays()).toEqual([...before, ...(done!.returnvalue as string[])]);
    const again = await queue.add('roll', {});
    await vi.waitUntil(async () => (await again.getState()) === 'completed', {
      timeout: 20_000,
      interval: 50,
    });
    expect((await queue.getJob(again.id!))!.returnvalue).toEqual([]);
  });
});
