// A worker killed with SIGKILL while up to 500 countdowns are open: nothing settles until a new
// worker starts, then every order settles exactly once and the books reconcile.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CandleHistory, OrderView } from '@tempo/shared';
import type { Config } from '../../server/src/platform/config';
import { findLedgerMismatches } from '../../server/src/ledger';
import { hashPassword } from '../../server/src/platform/passwords';
import { createTestConfig, deleteRedisKeys } from '../../server/src/test/testApp';
import { callApi } from './callApi';
import { spawnTempo, type TempoProcess } from './tempoProcess';

const USERS = 50;
const ORDERS_PER_USER = 10;
let config: Config;
let dropDatabase: () => Promise<void>;
let db: pg.Pool;
const processes: TempoProcess[] = [];
/** How long a condition may take; it only costs time when something is wrong. */
const DEADLINE_MS = 60_000;

beforeAll(async () => {
  ({ config, dropDatabase } = await createTestConfig());
  db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 4 });
  await db.query(
    `INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount) VALUES ('BTCUSDT', 3, 8000, 100, 100000)`,
  );
  await db.query(`INSERT INTO opening_codes (code) VALUES ('KILLTEST1')`);
  await db.query(`INSERT INTO admins (username, password_hash, role) VALUES ('killops', $1, 'ops')`, [
    await hashPassword('ops-password'),
  ]);
});
afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await db?.end();
  await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
  await dropDatabase();
});

async function start(roles: string) {
  const started = await spawnTempo(config, roles);
  processes.push(started);
  return started;
}

const openCount = async () =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE status = 'open'`)).rows[0]!.n;

describe('a worker killed mid-countdown', () => {
  // Fifty registrations hash fifty passwords: minutes, not seconds, on a busy two-core machine.
  it('leaves nothing unsettled or paid twice once a new worker starts', { timeout: 240_000 }, async () => {
    const api = await start('api,realtime,feed');
    const worker = await start('worker');
    const base = `http://127.0.0.1:${api.port}`;
    const lastTickTs = async () =>
      (await callApi<CandleHistory>(base, 'GET', '/quotes/BTCUSDT/candles?interval=1m&limit=1', undefined))
        .data.lastTickTs ?? 0;
    // Orders need a live price: a fresh feed writes its history first, seconds on a busy machine.
    const startedAt = Date.now();
    await vi.waitUntil(async () => (await lastTickTs()) > startedAt, { timeout: DEADLINE_MS, interval: 100 });

    const ops = await callApi<{ token: string }>(base, 'POST', '/admin/auth/login', {
      username: 'killops',
      password: 'ops-password',
    });
    const tokens = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const account = `kill${String(i).padStart(4, '0')}`;
        const registration = {
          account,
          phone: '+84912345678',
          openingCode: 'KILLTEST1',
          password: 'secret-pass',
          passwordConfirm: 'secret-pass',
          transactionPassword: '123456',
          transactionPasswordConfirm: '123456',
        };
        await callApi(base, 'POST', '/auth/register', registration);
        const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE account = $1', [account]);
        await callApi(
          base,
          'POST',
          `/admin/users/${rows[0]!.id}/balance-adjustments`,
          { amount: 50_000, reason: 'kill test' },
          {
            authorization: `Bearer ${ops.data.token}`,
            'idempotency-key': `kill-fund-${i}`,
          },
        );
        const login = await callApi<{ token: string }>(base, 'POST', '/auth/login', {
          account,
          password: 'secret-pass',
        });
        expect(login.status, login.message).toBe(1);
        return login.data.token;
      }),
    );

    const placed = await Promise.all(
      tokens.flatMap((token, user) =>
        Array.from({ length: ORDERS_PER_USER }, (_, n) =>
          callApi<OrderView>(
            base,
            'POST',
            '/orders',
            { symbol: 'BTCUSDT', direction: n % 2 ? 'up' : 'down', amount: 1_000 + n, durationSec: 3 },
            {
              token,
              'idempotency-key': `kill-order-${user}-${n}`,
            },
          ),
        ),
      ),
    );
    expect(placed.filter((result) => result.status !== 1).map((result) => result.message)).toEqual([]);

    // On a busy machine the first countdowns can end while the last are still being placed, and
    // the worker settles them: what counts is what was open when it died.
    await worker.kill();
    const openAtKill = await openCount();
    expect(openAtKill).toBeGreaterThan(0);
    const lastExpiry = Math.max(...placed.map((result) => result.data.expiryTs));
    // Every order is settleable once the feed has published past the last expiry; a worker would
    // then settle it within moments. The 1.5 s after that is on the clock: a time that must pass
    // with nobody to settle, which no event can stand for.
    await vi.waitUntil(async () => (await lastTickTs()) > lastExpiry && Date.now() > lastExpiry + 1_500, {
      timeout: DEADLINE_MS,
      interval: 100,
    });
    expect(await openCount()).toBe(openAtKill);

    await start('worker');
    await vi.waitUntil(async () => (await openCount()) === 0, { timeout: DEADLINE_MS, interval: 250 });

    const { rows: paidTwice } = await db.query(
      `SELECT ref_id FROM ledger_entries WHERE kind IN ('order_payout', 'order_refund') GROUP BY ref_id HAVING count(*) > 1`,
    );
    expect(paidTwice).toEqual([]);
    const { rows: unpaid } = await db.query(
      `SELECT o.id FROM orders o WHERE o.status <> 'lost'
       AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.ref_type = 'order' AND l.ref_id = o.id::text AND l.amount > 0)`,
    );
    expect(unpaid).toEqual([]);
    expect(await findLedgerMismatches(db)).toEqual([]);
  });
});
