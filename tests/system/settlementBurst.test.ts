// scripts/settlement-burst.ts end to end, small: each round builds its own database and Redis
// prefix, starts Tempo on them (here with the worker in a process of its own), places a burst
// through placement's batch and waits for every settlement. Checked for correctness only (its
// gates, in every round: every order settled once, none open, the books reconcile; the summary of
// the rounds) and for cleaning up after itself — never for speed.
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
  it('settles a burst larger than one settlement chunk, each order once, round after round, and leaves nothing behind', async () => {
    const before = await burstDatabases();
    const { code, output } = await runScript(
      'scripts/settlement-burst.ts',
      [
        ...['--orders', '2500', '--duration', '2', '--repeat', '2', '--split', '--no-baseline'],
        ...['--pg', databaseUrl('postgres'), '--redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'],
      ],
      170_000,
    );

    expect(code, output).toBe(0);
    const count = (pattern: RegExp) => output.match(new RegExp(pattern, 'g'))?.length ?? 0;
    expect(output).toContain('round 1 of 2: 2500 countdowns of 2 s, all expiring at');
    expect(output).toContain('round 2 of 2: 2500 countdowns of 2 s, all expiring at');
    expect(count(/Tempo: api,realtime,feed; worker;/)).toBe(2);
    expect(count(/countdown end → orders:settled +2500 /)).toBe(2);
    expect(count(/pass {2}every order got one orders:settled — 2500\/2500, 0 repeats/)).toBe(2);
    expect(count(/pass {2}no order left open — 0 open/)).toBe(2);
    expect(count(/pass {2}the ledger reconciles — 0 mismatches/)).toBe(2);
    expect(output).toMatch(
      /median \(min–max\) of 2 rounds:\n {2}countdown end → orders:settled p99 +\d+( \(\d+–\d+\))? ms/,
    );
    expect(await burstDatabases()).toEqual(before);
  });
});
