// Ops accounts against the real PostgreSQL and Redis: a superadmin creates, re-roles, disables,
// enables and resets ops accounts; each change counts from the account's next request and is
// audited with who, what and why; other roles, self-changes and losing the last superadmin are
// refused and change nothing.
import { routes, type AuditRecord, type OpsAccountView, type OpsIdentity } from '@tempo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import {
  changeOpsAccountRole,
  disableOpsAccount,
  enableOpsAccount,
  resetOpsAccountPassword,
} from './commands/changeOpsAccount';

let app: TestApp;
let root: TestAdmin;
let sequence = 0;

beforeAll(async () => {
  app = await startTestApp();
  root = await makeAdmin(app, 'superadmin');
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** An ops account created through the API by `by`, with the password it was given. */
async function createAccount(role: 'superadmin' | 'ops' | 'support', by: TestAdmin = root) {
  const username = `Crew${process.pid % 1000}x${++sequence}`;
  const password = `first-pass-${sequence}`;
  const created = await app.call<OpsAccountView>('POST', '/admin/ops-accounts', {
    body: { username, role, password },
    headers: as(by.token),
  });
  expect(created.http, created.text).toBe(201);
  return { ...created.data, password };
}

function login(username: string, password: string) {
  return app.call<{ token: string }>('POST', '/admin/auth/login', { body: { username, password } });
}

async function loginToken(username: string, password: string): Promise<string> {
  const result = await login(username, password);
  expect(result.status, result.text).toBe(1);
  return result.data.token;
}

/** Everything the routes could change: every admin row and the ops account audit entries. */
async function accountsState() {
  const admins = await app.ctx.db.query(
    'SELECT id, username, role, disabled_at, password_hash FROM admins ORDER BY id',
  );
  const sessions = await app.ctx.db.query(
    'SELECT id, revoked_at FROM admin_sessions WHERE revoked_at IS NULL ORDER BY id',
  );
  const audit = await app.ctx.db.query(
    `SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'ops_account'`,
  );
  return { admins: admins.rows, sessions: sessions.rows, audit: audit.rows[0].n as number };
}

/** The ops account audit entries of `id`, oldest first, as the audit log route answers them. */
async function auditOf(id: number): Promise<AuditRecord[]> {
  const log = await app.call<AuditRecord[]>('GET', `/admin/audit-log?targetType=ops_account&targetId=${id}`, {
    headers: as(root.token),
  });
  expect(log.status, log.text).toBe(1);
  return log.data.reverse();
}

describe('ops accounts', () => {
  it('a superadmin creates an ops and a support account; both log in with their role', async () => {
    const ops = await createAccount('ops');
    const support = await createAccount('support');
    expect(ops).toMatchObject({ role: 'ops', disabled: false, lastLoginAt: null });
    expect(Date.parse(ops.createdAt)).not.toBeNaN();

    for (const account of [ops, support]) {
      const token = await loginToken(account.username, account.password);
      const session = await app.call<OpsIdentity>('GET', '/admin/auth/session', { headers: as(token) });
      expect(session.data).toEqual({ id: account.id, username: account.username, role: account.role });
    }

    const list = await app.call<OpsAccountView[]>('GET', '/admin/ops-accounts', { headers: as(root.token) });
    expect(list.status, list.text).toBe(1);
    const listed = list.data.filter((row) => row.id === ops.id || row.id === support.id);
    expect(listed.map(({ id, role, disabled }) => ({ id, role, disabled }))).toEqual([
      { id: ops.id, role: 'ops', disabled: false },
      { id: support.id, role: 'support', disabled: false },
    ]);
    for (const row of listed) expect(Date.parse(row.lastLoginAt!)).not.toBeNaN();
    expect(list.data.find((row) => row.id === root.id)).toMatchObject({ role: 'superadmin' });
    expect(list.text).not.toMatch(/argon2|password/i);

    expect(await auditOf(ops.id)).toEqual([
      expect.objectContaining({
        adminId: root.id,
        adminUsername: root.username,
        action: 'ops_account.create',
        details: { username: ops.username, role: 'ops' },
      }),
    ]);
  });

  it('refuses a bad or taken username (in any case) and a short password, creating nothing', async () => {
    const taken = await createAccount('support');
    const before = await accountsState();
    const attempts = [
      { body: { username: 'ab', role: 'ops', password: 'long-enough' }, http: 422, code: 'INVALID_USERNAME' },
      {
        body: { username: '9lives', role: 'ops', password: 'long-enough' },
        http: 422,
        code: 'INVALID_USERNAME',
      },
      {
        body: { username: 'has space', role: 'ops', password: 'long-enough' },
        http: 422,
        code: 'INVALID_USERNAME',
      },
      { body: { username: 'fine.name', role: 'ops', password: '123' }, http: 422, code: 'INVALID_PASSWORD' },
      {
        body: { username: 'fine.name', role: 'boss', password: 'long-enough' },
        http: 422,
        code: 'VALIDATION_FAILED',
      },
      {
        body: { username: taken.username.toUpperCase(), role: 'ops', password: 'long-enough' },
        http: 409,
        code: 'OPS_ACCOUNT_EXISTS',
      },
      {
        body: { username: taken.username, role: 'ops', password: 'long-enough' },
        http: 409,
        code: 'OPS_ACCOUNT_EXISTS',
      },
    ];
    for (const attempt of attempts) {
      const result = await app.call('POST', '/admin/ops-accounts', {
        body: attempt.body,
        headers: as(root.token),
      });
      expect({ http: result.http, data: result.data }, JSON.stringify(attempt.body)).toMatchObject({
        http: attempt.http,
        data: { code: attempt.code },
      });
    }
    expect(await accountsState()).toEqual(before);
  });

  it('a new role counts from the next request: an ops demoted to support loses an ops route', async () => {
    const account = await createAccount('ops');
    const token = await loginToken(account.username, account.password);
    expect((await app.call('GET', '/admin/audit-log', { headers: as(token) })).http).toBe(200);

    const changed = await app.call<OpsAccountView>('PUT', `/admin/ops-accounts/${account.id}/role`, {
      body: { role: 'support', reason: 'moved to the help desk' },
      headers: as(root.token),
    });
    expect(changed.data).toMatchObject({ id: account.id, role: 'support', disabled: false });

    const refused = await app.call('GET', '/admin/audit-log', { headers: as(token) });
    expect(refused).toMatchObject({ http: 403, data: { code: 'FORBIDDEN' } });
    const session = await app.call<OpsIdentity>('GET', '/admin/auth/session', { headers: as(token) });
    expect(session.data.role).toBe('support');

    // The role it already has changes nothing and is not audited again.
    const again = await app.call<OpsAccountView>('PUT', `/admin/ops-accounts/${account.id}/role`, {
      body: { role: 'support', reason: 'double click' },
      headers: as(root.token),
    });
    expect(again.data.role).toBe('support');

    expect(
      (await auditOf(account.id)).map(({ action, adminId, details }) => ({ action, adminId, details })),
    ).toEqual([
      {
        action: 'ops_account.create',
        adminId: root.id,
        details: { username: account.username, role: 'ops' },
      },
      {
        action: 'ops_account.role',
        adminId: root.id,
        details: { from: 'ops', to: 'support', reason: 'moved to the help desk' },
      },
    ]);
  });

  it('disabling ends a live session at once and refuses logins; enabling lets the account in again', async () => {
    const account = await createAccount('ops');
    const token = await loginToken(account.username, account.password);
    const alsoLive = await loginToken(account.username, account.password);
    expect((await app.call('GET', '/admin/auth/session', { headers: as(token) })).http).toBe(200);

    const disabled = await app.call<OpsAccountView>('POST', `/admin/ops-accounts/${account.id}/disable`, {
      body: { reason: 'left the company' },
      headers: as(root.token),
    });
    expect(disabled.data).toMatchObject({ id: account.id, disabled: true });

    for (const ended of [token, alsoLive]) {
      const next = await app.call('GET', '/admin/auth/session', { headers: as(ended) });
      expect(next).toMatchObject({ http: 401, data: { code: 'NOT_LOGGED_IN' } });
    }
    const { rows } = await app.ctx.db.query(
      'SELECT count(*)::int AS n FROM admin_sessions WHERE admin_id = $1 AND revoked_at IS NULL',
      [account.id],
    );
    expect(rows[0].n).toBe(0);
    expect((await login(account.username, account.password)).data).toMatchObject({
      code: 'WRONG_CREDENTIALS',
    });

    const enabled = await app.call<OpsAccountView>('POST', `/admin/ops-accounts/${account.id}/enable`, {
      body: { reason: 'came back' },
      headers: as(root.token),
    });
    expect(enabled.data).toMatchObject({ id: account.id, disabled: false });
    const again = await loginToken(account.username, account.password);
    expect((await app.call('GET', '/admin/auth/session', { headers: as(again) })).http).toBe(200);
    // The sessions ended by the disabling stay ended.
    expect((await app.call('GET', '/admin/auth/session', { headers: as(token) })).http).toBe(401);

    expect(
      (await auditOf(account.id)).slice(1).map(({ action, adminUsername, details }) => ({
        action,
        adminUsername,
        details,
      })),
    ).toEqual([
      {
        action: 'ops_account.disable',
        adminUsername: root.username,
        details: { sessionsEnded: 2, reason: 'left the company' },
      },
      { action: 'ops_account.enable', adminUsername: root.username, details: { reason: 'came back' } },
    ]);
  });

  it('a password reset ends the sessions; only the new password works; the audit holds no password', async () => {
    const account = await createAccount('support');
    const token = await loginToken(account.username, account.password);

    const reset = await app.call('POST', `/admin/ops-accounts/${account.id}/password-reset`, {
      body: { newPassword: 'brand-new-secret', reason: 'forgot it' },
      headers: as(root.token),
    });
    expect(reset.status, reset.text).toBe(1);

    expect((await app.call('GET', '/admin/auth/session', { headers: as(token) })).http).toBe(401);
    expect((await login(account.username, account.password)).data).toMatchObject({
      code: 'WRONG_CREDENTIALS',
    });
    await loginToken(account.username, 'brand-new-secret');

    const audit = await auditOf(account.id);
    expect(audit.at(-1)).toMatchObject({
      adminId: root.id,
      action: 'ops_account.password.reset',
      details: { sessionsEnded: 1, reason: 'forgot it' },
    });
    expect(JSON.stringify(audit)).not.toContain('brand-new-secret');
    expect(JSON.stringify(audit)).not.toContain(account.password);
  });

  it('ops and support get 403 on every ops account route, and nothing changes', async () => {
    const target = await createAccount('support');
    const callers = [await makeAdmin(app, 'ops'), await makeAdmin(app, 'support')];
    const bodies: Record<keyof typeof routes.opsAccounts, unknown> = {
      list: undefined,
      create: { username: 'sneaky.one', role: 'superadmin', password: 'long-enough' },
      setRole: { role: 'superadmin', reason: 'promote me' },
      disable: { reason: 'because' },
      enable: { reason: 'because' },
      resetPassword: { newPassword: 'taken-over', reason: 'because' },
    };
    const before = await accountsState();
    for (const caller of callers) {
      for (const [name, route] of Object.entries(routes.opsAccounts)) {
        const path = route.path.replace(':id', String(target.id));
        const result = await app.call(route.method, path, {
          body: bodies[name as keyof typeof bodies],
          headers: as(caller.token),
        });
        expect({ http: result.http, data: result.data }, `${route.method} ${path}`).toMatchObject({
          http: 403,
          data: { code: 'FORBIDDEN' },
        });
      }
    }
    expect(await accountsState()).toEqual(before);
  });

  it('refuses every change of the caller’s own account, and nothing changes', async () => {
    const before = await accountsState();
    const attempts: [string, string, unknown][] = [
      ['PUT', 'role', { role: 'ops', reason: 'step down' }],
      ['POST', 'disable', { reason: 'holiday' }],
      ['POST', 'enable', { reason: 'back' }],
      ['POST', 'password-reset', { newPassword: 'my-own-new', reason: 'rotate' }],
    ];
    for (const [method, action, body] of attempts) {
      const result = await app.call(method, `/admin/ops-accounts/${root.id}/${action}`, {
        body,
        headers: as(root.token),
      });
      expect({ http: result.http, data: result.data }, action).toMatchObject({
        http: 403,
        data: { code: 'OPS_ACCOUNT_SELF' },
      });
    }
    expect(await accountsState()).toEqual(before);
    expect((await app.call('GET', '/admin/auth/session', { headers: as(root.token) })).http).toBe(200);
  });

  it('answers NOT_FOUND for an account that does not exist', async () => {
    const result = await app.call('POST', '/admin/ops-accounts/987654/disable', {
      body: { reason: 'ghost' },
      headers: as(root.token),
    });
    expect(result).toMatchObject({ http: 404, data: { code: 'NOT_FOUND' } });
  });

  it('refuses a change without a reason', async () => {
    const account = await createAccount('ops');
    const before = await accountsState();
    const result = await app.call('POST', `/admin/ops-accounts/${account.id}/disable`, {
      body: { reason: '   ' },
      headers: as(root.token),
    });
    expect(result).toMatchObject({ http: 422, data: { code: 'EMPTY_VALUE' } });
    expect(await accountsState()).toEqual(before);
  });

  it('audits every action with who did it, what changed and why, readable through the audit filters', async () => {
    const account = await createAccount('ops');
    const headers = as(root.token);
    const steps: [string, string, unknown][] = [
      ['PUT', 'role', { role: 'superadmin', reason: 'promoted to lead' }],
      ['POST', 'disable', { reason: 'suspended pending review' }],
      ['POST', 'enable', { reason: 'review cleared' }],
      ['POST', 'password-reset', { newPassword: 'after-review', reason: 'rotated after review' }],
    ];
    for (const [method, action, body] of steps) {
      const result = await app.call(method, `/admin/ops-accounts/${account.id}/${action}`, { body, headers });
      expect(result.status, result.text).toBe(1);
    }
    const log = await app.call<AuditRecord[]>(
      'GET',
      `/admin/audit-log?action=ops_account.&targetId=${account.id}&admin=${root.username.toUpperCase()}`,
      { headers },
    );
    expect(
      log.data.reverse().map(({ action, adminId, targetType, details }) => ({
        action,
        adminId,
        targetType,
        reason: details.reason,
      })),
    ).toEqual([
      { action: 'ops_account.create', adminId: root.id, targetType: 'ops_account', reason: undefined },
      { action: 'ops_account.role', adminId: root.id, targetType: 'ops_account', reason: 'promoted to lead' },
      {
        action: 'ops_account.disable',
        adminId: root.id,
        targetType: 'ops_account',
        reason: 'suspended pending review',
      },
      { action: 'ops_account.enable', adminId: root.id, targetType: 'ops_account', reason: 'review cleared' },
      {
        action: 'ops_account.password.reset',
        adminId: root.id,
        targetType: 'ops_account',
        reason: 'rotated after review',
      },
    ]);
    expect(log.text).not.toContain('after-review');
  });
});

describe('the last enabled superadmin', () => {
  // An app of its own: these tests need exactly two superadmins.
  let solo: TestApp;
  let first: TestAdmin;
  let second: TestAdmin;

  beforeAll(async () => {
    solo = await startTestApp();
    first = await makeAdmin(solo, 'superadmin');
    second = await makeAdmin(solo, 'superadmin');
  }, 120_000);
  afterAll(async () => {
    await solo?.close();
  });

  const enabledSuperadmins = async () =>
    (
      await solo.ctx.db.query<{ id: number }>(
        `SELECT id FROM admins WHERE role = 'superadmin' AND disabled_at IS NULL ORDER BY id`,
      )
    ).rows.map((row) => row.id);

  it('survives two superadmins disabling each other at once: exactly one succeeds', async () => {
    const [a, b] = await Promise.all([
      solo.call('POST', `/admin/ops-accounts/${second.id}/disable`, {
        body: { reason: 'race' },
        headers: as(first.token),
      }),
      solo.call('POST', `/admin/ops-accounts/${first.id}/disable`, {
        body: { reason: 'race' },
        headers: as(second.token),
      }),
    ]);
    const answers = [a, b].map((result) => result.http);
    expect(answers.filter((http) => http === 200)).toHaveLength(1);
    // The loser was refused: as the last superadmin's disabler, or already without a session.
    const loser = [a, b].find((result) => result.http !== 200)!;
    expect(['LAST_SUPERADMIN', 'NOT_LOGGED_IN', 'FORBIDDEN']).toContain(
      (loser.data as { code: string }).code,
    );
    expect(await enabledSuperadmins()).toHaveLength(1);
  });

  it('is never disabled or demoted, even by a request that passed its login check before its caller was disabled', async () => {
    const [survivorId] = await enabledSuperadmins();
    const survivor = survivorId === first.id ? first : second;
    const stale = survivor === first ? second : first;
    const actor = { adminId: stale.id, ip: '127.0.0.1', requestId: 'stale' };
    const before = await solo.ctx.db.query('SELECT * FROM admins ORDER BY id');
    const auditBefore = await solo.ctx.db.query('SELECT count(*)::int AS n FROM audit_log');

    await expect(disableOpsAccount(solo.ctx.db, actor, survivor.id, 'take over')).rejects.toMatchObject({
      code: 'LAST_SUPERADMIN',
    });
    for (const role of ['ops', 'support'] as const) {
      await expect(
        changeOpsAccountRole(solo.ctx.db, actor, survivor.id, { role, reason: 'take over' }),
      ).rejects.toMatchObject({ code: 'LAST_SUPERADMIN' });
    }
    // Neither may it do anything else any more: it is disabled.
    await expect(
      resetOpsAccountPassword(solo.ctx.db, actor, survivor.id, { newPassword: 'hijacked', reason: 'x' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(enableOpsAccount(solo.ctx.db, actor, survivor.id, 'x')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    expect((await solo.ctx.db.query('SELECT * FROM admins ORDER BY id')).rows).toEqual(before.rows);
    expect((await solo.ctx.db.query('SELECT count(*)::int AS n FROM audit_log')).rows).toEqual(
      auditBefore.rows,
    );
    expect((await solo.call('GET', '/admin/auth/session', { headers: as(survivor.token) })).http).toBe(200);
  });

  it('may be disabled once another superadmin is enabled', async () => {
    const [survivorId] = await enabledSuperadmins();
    const survivor = survivorId === first.id ? first : second;
    const other = survivor === first ? second : first;
    const enabled = await solo.call('POST', `/admin/ops-accounts/${other.id}/enable`, {
      body: { reason: 'race settled' },
      headers: as(survivor.token),
    });
    expect(enabled.status, enabled.text).toBe(1);
    const otherToken = (
      await solo.call<{ token: string }>('POST', '/admin/auth/login', {
        body: { username: other.username, password: other.password },
      })
    ).data.token;
    const demoted = await solo.call<OpsAccountView>('PUT', `/admin/ops-accounts/${survivor.id}/role`, {
      body: { role: 'ops', reason: 'handing over' },
      headers: as(otherToken),
    });
    expect(demoted.data).toMatchObject({ id: survivor.id, role: 'ops' });
    expect(await enabledSuperadmins()).toEqual([other.id]);
  });
});
