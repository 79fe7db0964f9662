import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund, loginAs, makeAdmin, makeUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  // Clean up even when the books do not reconcile, then fail.
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const asAdmin = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});

async function auditActions(targetId: number) {
  const { rows } = await app.ctx.db.query<{ action: string; details: Record<string, unknown> }>(
    `SELECT action, details FROM audit_log WHERE target_type = 'user' AND target_id = $1 ORDER BY id`,
    [String(targetId)],
  );
  return rows;
}

describe('ops API', () => {
  it('needs an ops session: a trader token or none gets -22', async () => {
    const user = await makeUser(app);
    const traderToken = await loginAs(app, user);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${traderToken}` },
      { token: traderToken },
    ];
    for (const headers of attempts) {
      const result = await app.call('GET', `/admin/users/${user.id}`, { headers });
      expect(result).toMatchObject({ http: 401, status: -22 });
    }
  });

  it('refuses a wrong ops password', async () => {
    const admin = await makeAdmin(app);
    const result = await app.call('POST', '/admin/auth/login', {
      body: { username: admin.username, password: 'nope' },
    });
    expect(result.data).toMatchObject({ code: 'WRONG_CREDENTIALS' });
  });

  it('lets support reset passwords but not move money', async () => {
    const support = await makeAdmin(app, 'support');
    const user = await makeUser(app);
    const money = await app.call('POST', `/admin/users/${user.id}/balance-adjustments`, {
      body: { amount: 100, reason: 'nope' },
      headers: asAdmin(support.token, { 'idempotency-key': 'support-try-1' }),
    });
    expect(money).toMatchObject({ http: 403, data: { code: 'FORBIDDEN' } });
    const reset = await app.call('POST', `/admin/users/${user.id}/password-reset`, {
      body: { kind: 'transaction', newPassword: '246810' },
      headers: asAdmin(support.token),
    });
    expect(reset.status).toBe(1);
  });

  it('finds a user by account with balances and code, never a password hash', async () => {
    const admin = await makeAdmin(app);
    const user = await makeUser(app);
    await fund(app, admin, user.id, 5_000);
    const found = await app.call<Record<string, unknown>>(
      'GET',
      `/admin/users?account=${user.account.toUpperCase()}`,
      {
        headers: asAdmin(admin.token),
      },
    );
    expect(found.data).toMatchObject({
      id: user.id,
      openingCode: user.openingCode,
      balances: { available: 5_000 },
    });
    expect(found.text).not.toMatch(/argon2|password/i);
  });

  it('sets the credit score and audits the change', async () => {
    const admin = await makeAdmin(app, 'ops');
    const user = await makeUser(app);
    const result = await app.call('PUT', `/admin/users/${user.id}/credit-score`, {
      body: { creditScore: 80 },
      headers: asAdmin(admin.token),
    });
    expect(result.status).toBe(1);
    const profile = await app.call<{ creditScore: number }>('GET', '/user/profile', {
      token: await loginAs(app, user),
    });
    expect(profile.data.creditScore).toBe(80);
    expect(await auditActions(user.id)).toEqual([
      { action: 'user.credit-score.set', details: { from: 100, to: 80 } },
    ]);
  });

  it('refuses an out-of-range credit score and changes nothing', async () => {
    const admin = await makeAdmin(app);
    const user = await makeUser(app);
    const result = await app.call('PUT', `/admin/users/${user.id}/credit-score`, {
      body: { creditScore: 5000 },
      headers: asAdmin(admin.token),
    });
    expect(result.http).toBe(422);
    expect(await auditActions(user.id)).toEqual([]);
  });

  it('resets the login password: old sessions end, the new password works, the audit holds no password', async () => {
    const admin = await makeAdmin(app);
    const user = await makeUser(app);
    const oldToken = await loginAs(app, user);
    const result = await app.call('POST', `/admin/users/${user.id}/password-reset`, {
      body: { kind: 'login', newPassword: 'reset-by-ops' },
      headers: asAdmin(admin.token),
    });
    expect(result.status).toBe(1);
    expect((await app.call('GET', '/user/profile', { token: oldToken })).status).toBe(-22);
    expect(await loginAs(app, { account: user.account, password: 'reset-by-ops' })).toBeTruthy();
    const audit = await auditActions(user.id);
    expect(audit).toEqual([{ action: 'user.password.reset', details: { kind: 'login' } }]);
    expect(JSON.stringify(audit)).not.toContain('reset-by-ops');
  });

  it('adjusts a balance with a reason through the ledger and audits it', async () => {
    const admin = await makeAdmin(app);
    const user = await makeUser(app);
    const result = await app.call<{ balances: { available: number } }>(
      'POST',
      `/admin/users/${user.id}/balance-adjustments`,
      {
        body: { amount: 4_200, reason: 'compensation for outage' },
        headers: asAdmin(admin.token, { 'idempotency-key': 'audit-adjust-1' }),
      },
    );
    expect(result.data.balances.available).toBe(4_200);
    const [entry] = await auditActions(user.id);
    expect(entry).toMatchObject({
      action: 'balance.adjust',
      details: { amount: 4_200, reason: 'compensation for outage' },
    });
  });

  it('adjusting an unknown user changes nothing', async () => {
    const admin = await makeAdmin(app);
    const result = await app.call('POST', '/admin/users/999999/balance-adjustments', {
      body: { amount: 100, reason: 'ghost' },
      headers: asAdmin(admin.token, { 'idempotency-key': 'ghost-user-1' }),
    });
    expect(result).toMatchObject({ http: 404, data: { code: 'NOT_FOUND' } });
    const { rows } = await app.ctx.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE target_id = '999999'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('issues opening codes that newcomers can register with, without an inviter', async () => {
    const admin = await makeAdmin(app);
    const issued = await app.call<{ codes: string[] }>('POST', '/admin/opening-codes', {
      body: { count: 3 },
      headers: asAdmin(admin.token),
    });
    expect(issued.data.codes).toHaveLength(3);
    const user = await makeUser(app, { openingCode: issued.data.codes[0]!.toLowerCase() });
    const { rows } = await app.ctx.db.query('SELECT inviter_id FROM users WHERE id = $1', [user.id]);
    expect(rows[0].inviter_id).toBeNull();
    const log = await app.call<{ action: string }[]>('GET', '/admin/audit-log?targetType=opening_code', {
      headers: asAdmin(admin.token),
    });
    expect(log.data.map((row) => row.action)).toContain('opening-codes.issue');
  });

  it('reports the ledger reconciled', async () => {
    const admin = await makeAdmin(app);
    const report = await app.call('GET', '/admin/ledger/reconciliation', { headers: asAdmin(admin.token) });
    expect(report.data).toEqual({ reconciled: true, mismatches: [] });
  });
});
