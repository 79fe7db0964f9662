// scripts/settlement-burst.ts end to end, small: it builds its own database and Redis prefix,
// starts Tempo on them, places a burst through placement's batch and waits for every settlement.
// Checked for correctness only (its gates: every order settled once, none open, the books
// reconcile) and for cleaning up after itself — never for speed.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUrl } from '../../server/src/test/testDatabases';
import { runScript } from './runScript';

async function burstDatabases(): Promise<string[]> {
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'tempo\\_burst\\_%'`,
    );
    return rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
}

// The script's run takes a while on a busy machine; its own time limit, not the test's, is the bound.
describe('scripts/settlement-burst', { timeout: 180_000 }, () => {
  it('settles a burst larger than one settlement chunk, each order once, and leaves nothing behind', async () => {
    const before = await burstDatabases();
    const { code, output } = await runScript(
      'scripts/settlement-burst.ts',
      [
        ...['--orders', '2500', '--duration', '2', '--no-baseline'],
        ...['--pg', databaseUrl('postgres'), '--redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'],
      ],
      170_000,
    );

    expect(code, output).toBe(0);
    expect(output).toContain('2500 countdowns of 2 s, all expiring at');
    expect(output).toMatch(/countdown end → orders:settled +2500 /);
    expect(output).toMatch(/pass {2}every order got one orders:settled — 2500\/2500, 0 repeats/);
    expect(output).toMatch(/pass {2}no order left open — 0 open/);
    expect(output).toMatch(/pass {2}the ledger reconciles — 0 mismatches/);
    expect(await burstDatabases()).toEqual(before);
  });
});
