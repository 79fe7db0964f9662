// The ops accounts section in a desktop-sized Chromium against the built client and a real server:
// a superadmin adds a support account, which logs in to its own console and sees only the sections
// of its role; disabled, its console is disconnected and sent back to the login form, and its
// session is refused. A role change reaches the open console of the account at once. Every change
// is in the audit log with its reason, and the superadmin's own account offers no action.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AuditRecord, OpsAccountView } from '@tempo/shared';
import { makeAdmin, type TestAdmin } from '../../server/src/test/factories';
import { LIVE_TIMEOUT_MS, auditLog, consoleSuite, openConsole, sectionsOf } from './opsConsole';

const suite = consoleSuite();
let root: TestAdmin;

beforeAll(async () => {
  root = await makeAdmin(suite.app, 'superadmin');
});

/** A username no other test takes. */
const uniqueName = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

/** The console in English in a browser context of its own, logged in through its form. */
const consolePage = (login: { username: string; password: string }) =>
  openConsole(suite.browser, suite.app.baseUrl, login);

/** The superadmin's console on the ops accounts section. */
async function accountsPage(): Promise<Page> {
  const page = await consolePage(root);
  await page.getByTestId('ops-nav-accounts').click();
  await expect.poll(() => page.getByTestId(`ops-account-${root.username}`).count()).toBe(1);
  return page;
}

async function storedAccount(username: string) {
  const { rows } = await suite.app.ctx.db.query<{
    id: number;
    role: string;
    disabled: boolean;
    live: number;
  }>(
    `SELECT a.id, a.role, a.disabled_at IS NOT NULL AS disabled,
            (SELECT count(*)::int FROM admin_sessions s
              WHERE s.admin_id = a.id AND s.revoked_at IS NULL AND s.expires_at > now()) AS live
     FROM admins a WHERE a.username = $1`,
    [username],
  );
  return rows[0];
}

/** The audit entries of an ops account, oldest first. */
async function auditOf(accountId: number): Promise<AuditRecord[]> {
  return [...(await auditLog(suite.app, root, { action: 'ops_account.', targetId: accountId }))].reverse();
}

/** Opens an account's pane and one of its actions. */
async function openAction(page: Page, username: string, action: 'role' | 'password' | 'switch') {
  await page.getByTestId(`ops-account-${username}`).click();
  await page.getByTestId(`ops-account-action-${action}`).click();
}

describe('the ops accounts section', () => {
  it('adds a support account that sees only its sections, and disabling it sends its console to the login form', async () => {
    const console = await accountsPage();
    // The superadmin's own row offers nothing: the server refuses self-changes.
    await console.getByTestId(`ops-account-${root.username}`).click();
    await expect.poll(() => console.getByTestId('ops-account-self').isVisible()).toBe(true);
    expect(await console.locator('[data-testid^="ops-account-action-"]').count()).toBe(0);

    const support = { username: uniqueName('care'), password: 'care-pass-1' };
    await console.getByTestId('ops-account-new').click();
    await console.getByTestId('ops-account-create-username').fill(support.username);
    await console.getByTestId('ops-account-create-role').selectOption('support');
    await console.getByTestId('ops-account-create-password').fill(support.password);
    await console.getByTestId('ops-account-create-submit').click();
    await expect.poll(() => console.getByTestId('toast').textContent()).toContain(support.username);
    const row = console.getByTestId(`ops-account-${support.username}`);
    await expect.poll(() => row.textContent()).toContain('Support');
    expect(await row.textContent()).toContain('Last login Never');
    const created = await storedAccount(support.username);
    expect(created).toMatchObject({ role: 'support', disabled: false, live: 0 });

    // The new account logs in from another browser and sees the sections of support only.
    const supportConsole = await consolePage(support);
    const sections = await sectionsOf(supportConsole);
    expect(sections).toEqual(expect.arrayContaining(['withdrawals', 'deposits', 'users']));
    for (const hidden of ['verifications', 'calendars', 'exposure', 'audit', 'accounts']) {
      expect(sections).not.toContain(hidden);
    }
    expect((await storedAccount(support.username))!.live).toBe(1);
    // The superadmin's list shows the login once reloaded.
    await console.reload();
    await console.getByTestId('ops-nav-accounts').click();
    await expect.poll(() => row.textContent()).not.toContain('Never');

    // Disabling asks first, then ends the support console at once.
    const reason = 'Left the support team';
    await openAction(console, support.username, 'switch');
    await console.getByTestId('ops-account-switch-reason').fill(reason);
    await console.getByTestId('ops-account-switch-submit').click();
    await expect.poll(() => console.getByTestId('confirm-dialog').textContent()).toContain(support.username);
    expect(await console.getByTestId('confirm-dialog').textContent()).toContain('disconnected at once');
    await console.getByTestId('confirm-ok').click();
    await expect.poll(() => console.getByTestId('toast').textContent()).toContain('disabled');
    await expect.poll(() => row.textContent()).toContain('Disabled');
    expect(await storedAccount(support.username)).toMatchObject({ disabled: true, live: 0 });

    // The server disconnected the support console's line: it asks who it is, is refused, and shows
    // the login form without anyone touching it.
    await expect
      .poll(() => supportConsole.locator('input[name="username"]').isVisible(), { timeout: LIVE_TIMEOUT_MS })
      .toBe(true);
    expect(await supportConsole.getByTestId('ops-who').count()).toBe(0);
    const refused = await supportConsole.evaluate(async () => {
      const response = await fetch('/api/admin/auth/session');
      return { http: response.status, body: (await response.json()) as { data: { code: string } } };
    });
    expect(refused).toMatchObject({ http: 401, body: { data: { code: 'NOT_LOGGED_IN' } } });

    const entries = await auditOf(created!.id);
    expect(entries.map((entry) => entry.action)).toEqual(['ops_account.create', 'ops_account.disable']);
    expect(entries.every((entry) => entry.adminUsername === root.username)).toBe(true);
    expect(entries[0]!.details).toMatchObject({ username: support.username, role: 'support' });
    expect(entries[1]!.details).toMatchObject({ reason, sessionsEnded: 1 });
  });

  it('changes a role (the open console follows at once), enables, and resets a password, each with its reason', async () => {
    const username = uniqueName('desk');
    const created = await suite.app.call<OpsAccountView>('POST', '/admin/ops-accounts', {
      body: { username, role: 'support', password: 'desk-pass-1' },
      headers: { authorization: `Bearer ${root.token}` },
    });
    expect(created.status, created.text).toBe(1);
    const id = created.data.id;
    const theirs = await consolePage({ username, password: 'desk-pass-1' });
    expect(await sectionsOf(theirs)).not.toContain('verifications');

    const console = await accountsPage();
    const row = console.getByTestId(`ops-account-${username}`);

    // Support → ops: confirmed, and the account's open console shows the ops sections.
    await openAction(console, username, 'role');
    await console.getByTestId('ops-account-role-value').selectOption('ops');
    await console.getByTestId('ops-account-role-reason').fill('Moved to the payments desk');
    await console.getByTestId('ops-account-role-submit').click();
    await expect.poll(() => console.getByTestId('confirm-dialog').textContent()).toContain('Operations');
    await console.getByTestId('confirm-ok').click();
    await expect.poll(() => row.textContent()).toContain('Operations');
    expect((await storedAccount(username))!.role).toBe('ops');
    await expect
      .poll(() => theirs.getByTestId('ops-who').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toContain('Operations');
    await expect.poll(() => sectionsOf(theirs)).toContain('verifications');
    await expect
      .poll(() => theirs.getByTestId('ops-live').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('Live');

    // Disabled and enabled again: enabling asks nothing more than its reason.
    await openAction(console, username, 'switch');
    await console.getByTestId('ops-account-switch-reason').fill('Suspicious login');
    await console.getByTestId('ops-account-switch-submit').click();
    await console.getByTestId('confirm-ok').click();
    await expect.poll(() => row.textContent()).toContain('Disabled');
    await openAction(console, username, 'switch');
    await console.getByTestId('ops-account-switch-reason').fill('Cleared by security');
    await console.getByTestId('ops-account-switch-submit').click();
    await expect.poll(() => console.getByTestId('toast').textContent()).toContain('enabled');
    await expect.poll(() => row.textContent()).not.toContain('Disabled');
    expect((await storedAccount(username))!.disabled).toBe(false);

    // A new password works at once; the old one no longer does.
    await openAction(console, username, 'password');
    await console.getByTestId('ops-account-password-value').fill('desk-pass-2');
    await console.getByTestId('ops-account-password-reason').fill('Forgot it');
    await console.getByTestId('ops-account-password-submit').click();
    await expect.poll(() => console.getByTestId('toast').textContent()).toContain('reset');
    const login = (password: string) =>
      suite.app.call('POST', '/admin/auth/login', { body: { username, password } });
    expect((await login('desk-pass-1')).status).not.toBe(1);
    expect((await login('desk-pass-2')).status).toBe(1);

    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.details.reason])).toEqual([
      ['ops_account.create', undefined],
      ['ops_account.role', 'Moved to the payments desk'],
      ['ops_account.disable', 'Suspicious login'],
      ['ops_account.enable', 'Cleared by security'],
      ['ops_account.password.reset', 'Forgot it'],
    ]);
    expect(entries[1]!.details).toMatchObject({ from: 'support', to: 'ops' });

    // The console's audit log shows the same, reason included.
    await console.getByTestId('ops-nav-audit').click();
    await console.getByTestId('ops-audit-action').fill('ops_account.');
    await console.getByTestId('ops-audit-targetId').fill(String(id));
    await console.getByTestId('ops-audit-apply').click();
    const auditRows = console.getByTestId('ops-audit-log-row');
    await expect.poll(() => auditRows.count()).toBe(5);
    expect(await auditRows.first().textContent()).toContain('Forgot it');
  });
});
