// The audit log's filters against the real PostgreSQL: each narrows the entries to exactly those it
// names, they combine, `before` pages without gaps or repeats, and bad filters are refused.
import type { AuditRecord } from '@tempo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';

interface Fixture {
  id: number;
  adminId: number;
  action: string;
  targetType: string;
  targetId: string;
  /** Epoch ms. */
  at: number;
}

const T0 = Date.parse('2026-01-01T00:00:00Z');
const HOUR = 3_600_000;

let app: TestApp;
let anna: TestAdmin;
let bao: TestAdmin;
let support: TestAdmin;
/** Every entry of this app's audit log, oldest first. */
const entries: Fixture[] = [];

beforeAll(async () => {
  app = await startTestApp();
  anna = await makeAdmin(app, 'superadmin');
  bao = await makeAdmin(app, 'ops');
  support = await makeAdmin(app, 'support');
  // Written directly, one an hour apart, so that the time windows below are exact.
  const rows: [TestAdmin, string, string, string][] = [
    [anna, 'withdrawal.approve', 'withdrawal', '7'],
    [bao, 'withdrawal.approve.first', 'withdrawal', '7'],
    [bao, 'withdrawal.reject', 'withdrawal', '8'],
    [anna, 'withdrawals.settings', 'withdrawal_settings', '1'],
    [bao, 'withdrawal', 'withdrawal', '9'],
    [anna, 'balance.adjust', 'user', '7'],
    [bao, 'user_x.set', 'user', '8'],
    [anna, 'userAx.set', 'user', '9'],
    [anna, 'ops_account.create', 'ops_account', '3'],
    [bao, 'balance.adjust', 'user', '8'],
    [anna, 'withdrawal.reject', 'withdrawal', '10'],
    [bao, 'ops_account.role', 'ops_account', '3'],
  ];
  for (const [index, [admin, action, targetType, targetId]] of rows.entries()) {
    const at = T0 + index * HOUR;
    const { rows: inserted } = await app.ctx.db.query<{ id: number }>(
      `INSERT INTO audit_log (admin_id, action, target_type, target_id, details, created_at)
       VALUES ($1, $2, $3, $4, '{}', $5) RETURNING id`,
      [admin.id, action, targetType, targetId, new Date(at)],
    );
    entries.push({ id: inserted[0]!.id, adminId: admin.id, action, targetType, targetId, at });
  }
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** The ids the audit log answers for `query`, as its reader sees them (newest first). */
async function idsFor(query: string, by: TestAdmin = anna): Promise<number[]> {
  const result = await app.call<AuditRecord[]>('GET', `/admin/audit-log${query ? `?${query}` : ''}`, {
    headers: { authorization: `Bearer ${by.token}` },
  });
  expect(result.status, result.text).toBe(1);
  return result.data.map((row) => row.id);
}

/** The ids of the entries `keep` selects, newest first. */
const expected = (keep: (entry: Fixture) => boolean) =>
  entries
    .filter(keep)
    .map((entry) => entry.id)
    .reverse();

describe('audit log filters', () => {
  it('answers every entry newest first without a filter, with who did it', async () => {
    expect(await idsFor('')).toEqual(expected(() => true));
    const log = await app.call<AuditRecord[]>('GET', '/admin/audit-log?limit=1', {
      headers: { authorization: `Bearer ${bao.token}` },
    });
    expect(log.data).toEqual([
      expect.objectContaining({ adminId: bao.id, adminUsername: bao.username, action: 'ops_account.role' }),
    ]);
  });

  it('narrows by admin, as an id or a username in any case', async () => {
    expect(await idsFor(`adminId=${bao.id}`)).toEqual(expected((entry) => entry.adminId === bao.id));
    expect(await idsFor(`admin=${anna.username.toUpperCase()}`)).toEqual(
      expected((entry) => entry.adminId === anna.id),
    );
    expect(await idsFor(`adminId=${support.id}`)).toEqual([]);
    expect(await idsFor('admin=nobody')).toEqual([]);
  });

  it('matches an action exactly, or every action under a prefix ending in a dot', async () => {
    expect(await idsFor('action=withdrawal.approve')).toEqual(
      expected((entry) => entry.action === 'withdrawal.approve'),
    );
    expect(await idsFor('action=withdrawal')).toEqual(expected((entry) => entry.action === 'withdrawal'));
    const prefixed = await idsFor('action=withdrawal.');
    expect(prefixed).toEqual(expected((entry) => entry.action.startsWith('withdrawal.')));
    expect(prefixed).toHaveLength(4);
    // An underscore in a prefix is itself, not a wildcard.
    expect(await idsFor('action=user_x.')).toEqual(expected((entry) => entry.action === 'user_x.set'));
  });

  it('narrows by target type and id', async () => {
    expect(await idsFor('targetType=user')).toEqual(expected((entry) => entry.targetType === 'user'));
    expect(await idsFor('targetType=withdrawal&targetId=7')).toEqual(
      expected((entry) => entry.targetType === 'withdrawal' && entry.targetId === '7'),
    );
  });

  it('narrows to a time window: from inclusive, to exclusive, offsets honoured', async () => {
    const from = new Date(T0 + 2 * HOUR).toISOString();
    const to = new Date(T0 + 5 * HOUR).toISOString();
    const inWindow = expected((entry) => entry.at >= T0 + 2 * HOUR && entry.at < T0 + 5 * HOUR);
    expect(inWindow).toHaveLength(3);
    expect(await idsFor(`from=${from}&to=${to}`)).toEqual(inWindow);
    // The same instants written in Ho Chi Minh City time.
    const local = (ms: number) =>
      encodeURIComponent(new Date(ms + 7 * HOUR).toISOString().replace('Z', '+07:00'));
    expect(await idsFor(`from=${local(T0 + 2 * HOUR)}&to=${local(T0 + 5 * HOUR)}`)).toEqual(inWindow);
    expect(await idsFor(`from=${new Date(T0 + 10 * HOUR).toISOString()}`)).toEqual(
      expected((entry) => entry.at >= T0 + 10 * HOUR),
    );
    expect(await idsFor(`to=${new Date(T0 + HOUR).toISOString()}`)).toEqual(
      expected((entry) => entry.at < T0 + HOUR),
    );
  });

  it('pages with before and limit: every entry once, in order', async () => {
    const pages: number[][] = [];
    let before: number | undefined;
    for (;;) {
      const page = await idsFor(`limit=5${before === undefined ? '' : `&before=${before}`}`);
      if (page.length === 0) break;
      pages.push(page);
      before = page.at(-1);
      expect(pages.length).toBeLessThan(10);
    }
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
    expect(pages.flat()).toEqual(expected(() => true));
  });

  it('combines filters', async () => {
    const from = new Date(T0 + HOUR).toISOString();
    expect(await idsFor(`adminId=${bao.id}&action=withdrawal.&from=${from}&limit=1`)).toEqual(
      expected(
        (entry) =>
          entry.adminId === bao.id && entry.action.startsWith('withdrawal.') && entry.at >= T0 + HOUR,
      ).slice(0, 1),
    );
    expect(await idsFor(`admin=${anna.username}&targetType=user&before=${entries[7]!.id}`)).toEqual(
      expected(
        (entry) => entry.adminId === anna.id && entry.targetType === 'user' && entry.id < entries[7]!.id,
      ),
    );
  });

  it('refuses bad filters with VALIDATION_FAILED', async () => {
    const bad = [
      'adminId=abc',
      'adminId=-3',
      'before=1.5',
      'from=yesterday',
      'to=2026-01-01',
      'from=0000-01-01T00:00:00Z',
      `from=${new Date(T0 + HOUR).toISOString()}&to=${new Date(T0).toISOString()}`,
      'action=withdrawal%20approve',
      'action=withdrawal.%25',
      'limit=0',
    ];
    for (const query of bad) {
      const result = await app.call('GET', `/admin/audit-log?${query}`, {
        headers: { authorization: `Bearer ${anna.token}` },
      });
      expect({ http: result.http, data: result.data }, query).toMatchObject({
        http: 422,
        data: { code: 'VALIDATION_FAILED' },
      });
    }
  });

  it('stays closed to support', async () => {
    const result = await app.call('GET', '/admin/audit-log?action=withdrawal.', {
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(result).toMatchObject({ http: 403, data: { code: 'FORBIDDEN' } });
  });
});
