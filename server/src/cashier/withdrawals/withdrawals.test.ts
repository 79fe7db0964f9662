// Withdrawals against the real PostgreSQL and Redis: binding the account, requesting, every
// review transition and the refused ones, maker–checker, racing approvals, ownership, live events.
import { randomUUID } from 'node:crypto';
import { ERRORS, type OpsWithdrawalView, type WithdrawalSettings, type WithdrawalView } from '@tempo/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bankCardBody,
  fund,
  loginAs,
  makeAdmin,
  makeUser,
  type TestAdmin,
  type TestUser,
} from '../../test/factories';
import { connectSocket, nextEvent } from '../../test/socketClient';
import { startTestApp, type TestApp } from '../../test/testApp';
import { accountsKeys } from '../../accounts';
import { minuteOfDay } from './withdrawalSettings';

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ERC20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BANK = bankCardBody;

let app: TestApp;
let ops: TestAdmin;
let checker: TestAdmin;
let defaults: WithdrawalSettings;

beforeAll(async () => {
  app = await startTestApp({ ROLES: ['api', 'realtime'] });
  ops = await makeAdmin(app, 'ops');
  checker = await makeAdmin(app, 'ops');
  defaults = (await app.call<WithdrawalSettings>('GET', '/admin/withdrawal-settings', opsAuth(ops))).data;
}, 120_000);

afterEach(async () => {
  expect(await app.ledgerMismatches()).toEqual([]);
  await saveSettings({});
});

afterAll(async () => {
  await app?.close();
});

function opsAuth(admin: TestAdmin, body?: unknown) {
  return { headers: { authorization: `Bearer ${admin.token}` }, ...(body === undefined ? {} : { body }) };
}

async function saveSettings(change: Partial<WithdrawalSettings>) {
  const result = await app.call(
    'PUT',
    '/admin/withdrawal-settings',
    opsAuth(ops, { ...defaults, ...change }),
  );
  expect(result.status, result.text).toBe(1);
}

interface Trader extends TestUser {
  token: string;
}

/** A verified trader with `funds` cents available and a bank card bound. */
async function trader(funds = 100_000, account: unknown = BANK): Promise<Trader> {
  const user = await makeUser(app);
  await app.ctx.db.query('UPDATE users SET verified = true WHERE id = $1', [user.id]);
  if (funds) await fund(app, ops, user.id, funds);
  const token = await loginAs(app, user);
  if (account) {
    const bound = await app.call('POST', '/withdrawal-account', { token, body: account });
    expect(bound.status, bound.text).toBe(1);
  }
  return { ...user, token };
}

function withdraw(
  user: Trader,
  amount: number,
  options: { key?: string; password?: string; lang?: string } = {},
) {
  return app.call<WithdrawalView>('POST', '/withdrawals', {
    token: user.token,
    headers: { 'idempotency-key': options.key ?? randomUUID(), lang: options.lang ?? 'vi' },
    body: { amount, transactionPassword: options.password ?? user.transactionPassword },
  });
}

const approve = (admin: TestAdmin, id: number) =>
  app.call<OpsWithdrawalView>('POST', `/admin/withdrawals/${id}/approve`, opsAuth(admin));
const reject = (admin: TestAdmin, id: number, reason = 'Account name does not match') =>
  app.call<OpsWithdrawalView>('POST', `/admin/withdrawals/${id}/reject`, opsAuth(admin, { reason }));

async function balances(userId: number) {
  const { rows } = await app.ctx.db.query<{ available: number; frozen: number }>(
    'SELECT available, frozen FROM balances WHERE user_id = $1',
    [userId],
  );
  return rows[0]!;
}

describe('the withdrawal account', () => {
  it('binds a bank card once, shows it masked, and refuses a second bind', async () => {
    const user = await trader(0, null);
    expect((await app.call('GET', '/withdrawal-account', { token: user.token })).data).toEqual({
      account: null,
    });

    const bound = await app.call('POST', '/withdrawal-account', { token: user.token, body: BANK });
    expect(bound.http).toBe(201);
    expect(bound.data).toEqual({
      account: {
        kind: 'bank',
        bankName: 'Vietcombank',
        branchName: 'Ha Noi',
        accountNumber: '********8901',
        holderName: 'N***** V** A*',
        nationality: 'Vietnam',
      },
    });
    expect((await app.call('GET', '/withdrawal-account', { token: user.token })).data).toEqual(bound.data);

    const again = await app.call('POST', '/withdrawal-account', {
      token: user.token,
      headers: { lang: 'en' },
      body: { kind: 'coin', coin: 'USDT', network: 'TRC20', address: TRC20 },
    });
    expect(again.http).toBe(409);
    expect(again.status).toBe(ERRORS.WITHDRAWAL_ACCOUNT_LOCKED.status);
    expect(again.message).toMatch(/customer service/i);
    expect((await app.call('GET', '/withdrawal-account', { token: user.token })).data).toEqual(bound.data);
  });

  it('accepts checksummed TRC20 and ERC20 addresses and refuses invalid ones, storing nothing', async () => {
    for (const [network, bad] of [
      ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
      ['ERC20', ERC20.toLowerCase()],
      ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
      ['TRC20', ERC20],
    ]) {
      const user = await trader(0, null);
      const refused = await app.call('POST', '/withdrawal-account', {
        token: user.token,
        body: { kind: 'coin', coin: 'USDT', network, address: bad },
      });
      expect(refused.http, `${network} ${bad}`).toBe(422);
      expect(refused.status).toBe(ERRORS.INVALID_WALLET_ADDRESS.status);
      expect((await app.call('GET', '/withdrawal-account', { token: user.token })).data).toEqual({
        account: null,
      });
    }
    for (const [network, good] of [
      ['TRC20', TRC20],
      ['ERC20', ERC20],
    ] as const) {
      const user = await trader(0, null);
      const bound = await app.call<{ account: { address: string } }>('POST', '/withdrawal-account', {
        token: user.token,
        body: { kind: 'coin', coin: 'USDT', network, address: good },
      });
      expect(bound.status, bound.text).toBe(1);
      expect(bound.data.account.address).toBe(
        `${good.slice(0, 6)}${'*'.repeat(good.length - 12)}${good.slice(-6)}`,
      );
    }
  });

  it('ops see it in full and change it, audited; user B cannot read user A’s account', async () => {
    const a = await trader(0);
    const b = await trader(0, null);
    expect((await app.call('GET', '/withdrawal-account', { token: b.token })).data).toEqual({
      account: null,
    });

    const seen = await app.call<{ account: { accountNumber: string } }>(
      'GET',
      `/admin/users/${a.id}/withdrawal-account`,
      opsAuth(ops),
    );
    expect(seen.data.account.accountNumber).toBe('012345678901');

    const coin = { kind: 'coin', coin: 'USDT', network: 'ERC20', address: ERC20 };
    const changed = await app.call('PUT', `/admin/users/${a.id}/withdrawal-account`, opsAuth(ops, coin));
    expect(changed.status, changed.text).toBe(1);
    const mine = await app.call<{ account: { kind: string } }>('GET', '/withdrawal-account', {
      token: a.token,
    });
    expect(mine.data.account.kind).toBe('coin');
    const audit = await app.ctx.db.query<{ details: { before: { accountNumber: string } } }>(
      `SELECT details FROM audit_log WHERE action = 'withdrawal_account.change' AND target_id = $1`,
      [String(a.id)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.details.before.accountNumber).toBe('********8901');

    const badChange = await app.call(
      'PUT',
      `/admin/users/${a.id}/withdrawal-account`,
      opsAuth(ops, { ...coin, address: ERC20.toLowerCase() }),
    );
    expect(badChange.status).toBe(ERRORS.INVALID_WALLET_ADDRESS.status);
  });
});

describe('requesting a withdrawal', () => {
  it('moves amount + fee from available to frozen once per Idempotency-Key', async () => {
    await saveSettings({ feeFixed: 100, feeBps: 100 });
    const user = await trader(100_000);
    const key = randomUUID();
    const first = await withdraw(user, 20_000, { key });
    expect(first.http, first.text).toBe(201);
    expect(first.data).toMatchObject({ amount: 20_000, fee: 300, status: 'under_review', reason: null });
    expect(first.data.account).toMatchObject({ kind: 'bank', accountNumber: '********8901' });
    const repeat = await withdraw(user, 20_000, { key });
    expect(repeat.data).toEqual(first.data);
    expect(await balances(user.id)).toEqual({ available: 100_000 - 20_300, frozen: 20_300 });
  });

  it('20 concurrent repeats of one key answer the same withdrawal; none counts as a password guess', async () => {
    const user = await trader(100_000);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(user, 10_000, { key })));
    expect(answers.map((answer) => answer.http)).toEqual(answers.map(() => 201));
    const first = answers[0]!.data;
    expect(first).toMatchObject({ amount: 10_000, status: 'under_review' });
    for (const answer of answers) expect(answer.data).toEqual(first);

    const made = await app.ctx.db.query<{ id: number }>('SELECT id FROM withdrawals WHERE user_id = $1', [
      user.id,
    ]);
    expect(made.rows.map((row) => Number(row.id))).toEqual([first.id]);
    const movements = await app.ctx.db.query<{ bucket: string; amount: number }>(
      `SELECT bucket, amount FROM ledger_entries WHERE user_id = $1 AND kind = 'withdrawal_freeze' ORDER BY bucket`,
      [user.id],
    );
    expect(movements.rows.map((row) => [row.bucket, Number(row.amount)])).toEqual([
      ['available', -first.amount - first.fee],
      ['frozen', first.amount + first.fee],
    ]);

    // A repeat after the answer, even with a wrong password, is the first withdrawal again.
    const late = await withdraw(user, 10_000, { key, password: 'not-it' });
    expect([late.http, late.data]).toEqual([201, first]);
    // No try at the password is left counted: every guess the trader has is still theirs.
    const attempt = { kind: 'transaction', subject: String(user.id), ip: '127.0.0.1' } as const;
    expect(
      await app.ctx.redis.exists(accountsKeys.guessAccount(attempt), accountsKeys.guessPair(attempt)),
    ).toBe(0);
    const wrong = await withdraw(user, 10_000, { password: 'not-it', lang: 'en' });
    expect(wrong.message).toBe('The transaction password is wrong. Attempts left: 4');
    expect(await balances(user.id)).toEqual({
      available: 100_000 - first.amount - first.fee,
      frozen: first.amount + first.fee,
    });
  });

  it('refuses more than available, out of range, over the daily count, outside hours; nothing moves', async () => {
    const user = await trader(5_000);
    const tooMuch = await withdraw(user, 5_001);
    expect([tooMuch.http, tooMuch.status]).toEqual([409, ERRORS.INSUFFICIENT_BALANCE.status]);
    const tooSmall = await withdraw(user, defaults.minAmount - 1);
    expect(tooSmall.status).toBe(ERRORS.AMOUNT_OUT_OF_RANGE.status);

    await saveSettings({ dailyCount: 1 });
    expect((await withdraw(user, 1_000)).status).toBe(1);
    const second = await withdraw(user, 1_000);
    expect([second.http, second.status]).toEqual([409, ERRORS.WITHDRAWAL_DAILY_LIMIT.status]);
    const quote = await app.call<{ countLeftToday: number }>('GET', '/withdrawals/quote', {
      token: user.token,
    });
    expect(quote.data.countLeftToday).toBe(0);

    // A window that opens two hours from now (platform time) and lasts an hour.
    const now = minuteOfDay(new Date(), app.config.PLATFORM_TZ);
    await saveSettings({ dailyCount: 5, openMinute: (now + 120) % 1440, closeMinute: (now + 180) % 1440 });
    const closed = await withdraw(user, 1_000);
    expect([closed.http, closed.status]).toEqual([409, ERRORS.WITHDRAWAL_CLOSED.status]);
    const shut = await app.call<{ open: boolean }>('GET', '/withdrawals/quote', { token: user.token });
    expect(shut.data.open).toBe(false);
    expect(await balances(user.id)).toEqual({ available: 4_000, frozen: 1_000 });
  });

  it('requires verification (a setting) and a bound account first', async () => {
    const unverified = await trader(10_000);
    await app.ctx.db.query('UPDATE users SET verified = false WHERE id = $1', [unverified.id]);
    const refused = await withdraw(unverified, 2_000);
    expect([refused.http, refused.status]).toEqual([403, ERRORS.VERIFICATION_REQUIRED.status]);
    await saveSettings({ verificationRequired: false });
    expect((await withdraw(unverified, 2_000)).status).toBe(1);

    const noAccount = await trader(10_000, null);
    expect((await withdraw(noAccount, 2_000)).status).toBe(ERRORS.WITHDRAWAL_ACCOUNT_MISSING.status);
    expect(await balances(noAccount.id)).toEqual({ available: 10_000, frozen: 0 });
  });

  it('refuses a wrong transaction password with the tries left, then throttles', async () => {
    const user = await trader(10_000);
    const wrong = await withdraw(user, 2_000, { password: 'wrong-one', lang: 'en' });
    expect([wrong.http, wrong.status]).toEqual([422, ERRORS.WRONG_TRANSACTION_PASSWORD.status]);
    expect(wrong.message).toBe('The transaction password is wrong. Attempts left: 4');
    for (let i = 0; i < 4; i++) await withdraw(user, 2_000, { password: 'wrong-one' });
    const throttled = await withdraw(user, 2_000);
    expect([throttled.http, throttled.status]).toEqual([429, ERRORS.TOO_MANY_ATTEMPTS.status]);
    expect(await balances(user.id)).toEqual({ available: 10_000, frozen: 0 });
  });
});

describe('reviewing a withdrawal', () => {
  it('approve pays out of frozen; approving again or rejecting after is 409 and moves nothing', async () => {
    const user = await trader(50_000);
    const { data } = await withdraw(user, 10_000);
    const approved = await approve(ops, data.id);
    expect(approved.status, approved.text).toBe(1);
    expect(approved.data).toMatchObject({ status: 'successful', decidedByAdminId: ops.id, userId: user.id });
    expect(await balances(user.id)).toEqual({ available: 40_000, frozen: 0 });

    expect([(await approve(checker, data.id)).http, (await approve(ops, data.id)).status]).toEqual([
      409,
      ERRORS.WITHDRAWAL_NOT_UNDER_REVIEW.status,
    ]);
    expect((await reject(ops, data.id)).status).toBe(ERRORS.WITHDRAWAL_NOT_UNDER_REVIEW.status);
    expect(await balances(user.id)).toEqual({ available: 40_000, frozen: 0 });
    const mine = await app.call<WithdrawalView>('GET', `/withdrawals/${data.id}`, { token: user.token });
    expect(mine.data.status).toBe('successful');
  });

  it('reject returns frozen to available with the reason; approving or rejecting after is 409', async () => {
    await saveSettings({ feeFixed: 50 });
    const user = await trader(50_000);
    const { data } = await withdraw(user, 10_000);
    const rejected = await reject(ops, data.id, 'Name does not match the card');
    expect(rejected.data).toMatchObject({ status: 'failed', reason: 'Name does not match the card' });
    expect(await balances(user.id)).toEqual({ available: 50_000, frozen: 0 });
    expect((await approve(ops, data.id)).status).toBe(ERRORS.WITHDRAWAL_NOT_UNDER_REVIEW.status);
    expect((await reject(checker, data.id)).status).toBe(ERRORS.WITHDRAWAL_NOT_UNDER_REVIEW.status);
    expect(await balances(user.id)).toEqual({ available: 50_000, frozen: 0 });
    const list = await app.call<{ withdrawals: WithdrawalView[] }>('GET', '/withdrawals', {
      token: user.token,
    });
    expect(list.data.withdrawals[0]).toMatchObject({ id: data.id, status: 'failed', fee: 50 });

    const blank = await reject(ops, data.id, '   ');
    expect(blank.status).toBe(ERRORS.EMPTY_VALUE.status);
  });

  it('above the threshold needs two different ops users: the maker as checker is 409', async () => {
    await saveSettings({ dualApprovalAbove: 10_000 });
    const user = await trader(50_000);
    const { data } = await withdraw(user, 10_001);
    const first = await approve(ops, data.id);
    expect(first.data).toMatchObject({
      status: 'under_review',
      approvalsRequired: 2,
      firstApproverId: ops.id,
    });
    expect(await balances(user.id)).toEqual({ available: 39_999, frozen: 10_001 });

    const same = await approve(ops, data.id);
    expect([same.http, same.status]).toEqual([409, ERRORS.SAME_APPROVER.status]);
    expect(await balances(user.id)).toEqual({ available: 39_999, frozen: 10_001 });

    const second = await approve(checker, data.id);
    expect(second.data).toMatchObject({ status: 'successful', decidedByAdminId: checker.id });
    expect(await balances(user.id)).toEqual({ available: 39_999, frozen: 0 });

    const atThreshold = await withdraw(user, 10_000);
    expect((await approve(ops, atThreshold.data.id)).data.status).toBe('successful');
  });

  it('the checker’s account and the maker’s must not have created, enabled or reset one another within 30 days', async () => {
    await saveSettings({ dualApprovalAbove: 10_000, dailyCount: 10 });
    const user = await trader(500_000);
    const boss = await makeAdmin(app, 'superadmin');
    /** Makes `change` to the account `of` as `by`, through the API; answers its new login. */
    const change = async (by: TestAdmin, of: TestAdmin, route: string, body: object): Promise<TestAdmin> => {
      const [method, path] = route.split(' ');
      const changed = await app.call(method!, `/admin/ops-accounts/${of.id}/${path}`, opsAuth(by, body));
      expect(changed.status, changed.text).toBe(1);
      const password = 'newPassword' in body ? String(body.newPassword) : of.password;
      const login = await app.call<{ token: string }>('POST', '/admin/auth/login', {
        body: { username: of.username, password },
      });
      expect(login.status, login.text).toBe(1);
      return { ...of, password, token: login.data.token };
    };
    /** A withdrawal above the threshold with `maker`'s approval: `checker`'s answers. */
    const bothApprove = async (maker: TestAdmin, checker: TestAdmin) => {
      const { data } = await withdraw(user, 10_001);
      expect((await approve(maker, data.id)).data).toMatchObject({ status: 'under_review' });
      return { id: data.id, second: await approve(checker, data.id) };
    };

    // As reported: a superadmin creates a second account and approves their own withdrawal as both.
    const username = `second${user.id}`;
    const created = await app.call<{ id: number }>(
      'POST',
      '/admin/ops-accounts',
      opsAuth(boss, { username, role: 'ops', password: 'second-pass-1' }),
    );
    expect(created.status, created.text).toBe(1);
    const login = await app.call<{ token: string }>('POST', '/admin/auth/login', {
      body: { username, password: 'second-pass-1' },
    });
    const second = { id: created.data.id, username, password: 'second-pass-1', token: login.data.token };
    const frozenBefore = (await balances(user.id)).frozen;
    const made = await bothApprove(boss, second);
    expect([made.second.http, made.second.status]).toEqual([409, ERRORS.APPROVERS_LINKED.status]);
    expect((await balances(user.id)).frozen).toBe(frozenBefore + 10_001);
    // Either way round; and an independent checker still may.
    expect((await bothApprove(second, boss)).second.status).toBe(ERRORS.APPROVERS_LINKED.status);
    expect((await approve(checker, made.id)).data).toMatchObject({ status: 'successful' });

    // Enabling, a password reset and a role change link the two as creating does.
    const disabled = await makeAdmin(app, 'ops');
    await app.call('POST', `/admin/ops-accounts/${disabled.id}/disable`, opsAuth(boss, { reason: 'leave' }));
    const linked = [
      await change(boss, disabled, 'POST enable', { reason: 'back from leave' }),
      await change(boss, await makeAdmin(app, 'ops'), 'POST password-reset', {
        newPassword: 'reset-pass-1',
        reason: 'lost',
      }),
      await change(boss, await makeAdmin(app, 'ops'), 'PUT role', { role: 'superadmin', reason: 'promoted' }),
    ];
    for (const other of linked) {
      const { id, second: refused } = await bothApprove(boss, other);
      expect([refused.http, refused.status], other.username).toEqual([409, ERRORS.APPROVERS_LINKED.status]);
      // Thirty days on, the change no longer links them.
      await app.ctx.db.query(
        `UPDATE audit_log SET created_at = now() - interval '30 days 1 minute'
         WHERE admin_id = $1 AND target_type = 'ops_account' AND target_id = $2`,
        [boss.id, String(other.id)],
      );
      expect((await approve(other, id)).data).toMatchObject({
        status: 'successful',
        decidedByAdminId: other.id,
      });
    }
  });

  it('two approvals racing pay out once', async () => {
    const user = await trader(50_000);
    const { data } = await withdraw(user, 10_000);
    const results = await Promise.all([
      approve(ops, data.id),
      approve(checker, data.id),
      approve(ops, data.id),
    ]);
    expect(results.map((r) => r.status).sort((a, b) => a - b)).toEqual([
      ERRORS.WITHDRAWAL_NOT_UNDER_REVIEW.status,
      ERRORS.WITHDRAWAL_NOT_UNDER_REVIEW.status,
      1,
    ]);
    const payouts = await app.ctx.db.query(
      `SELECT 1 FROM ledger_entries WHERE ref_type = 'withdrawal' AND ref_id = $1 AND kind = 'withdrawal_payout'`,
      [String(data.id)],
    );
    expect(payouts.rowCount).toBe(1);
    expect(await balances(user.id)).toEqual({ available: 40_000, frozen: 0 });
  });

  it('an approval racing a rejection: exactly one wins', async () => {
    const user = await trader(50_000);
    const { data } = await withdraw(user, 10_000);
    const [approved, rejected] = await Promise.all([approve(ops, data.id), reject(checker, data.id)]);
    expect([approved.status, rejected.status].sort((a, b) => a - b)).toEqual([
      ERRORS.WITHDRAWAL_NOT_UNDER_REVIEW.status,
      1,
    ]);
    const after = await balances(user.id);
    expect(after).toEqual(
      approved.status === 1 ? { available: 40_000, frozen: 0 } : { available: 50_000, frozen: 0 },
    );
  });

  it('the ops queue filters by status and user, pages by cursor, and audits each action', async () => {
    const user = await trader(90_000);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await withdraw(user, 1_000 + i)).data.id);
    await reject(ops, ids[0]!);
    const page = await app.call<{ withdrawals: OpsWithdrawalView[]; nextCursor: number | null }>(
      'GET',
      `/admin/withdrawals?status=under_review&userId=${user.id}&limit=1`,
      opsAuth(ops),
    );
    expect(page.data.withdrawals.map((w) => w.id)).toEqual([ids[2]]);
    expect(page.data.withdrawals[0]!.account).toMatchObject({ accountNumber: '012345678901' });
    const next = await app.call<{ withdrawals: OpsWithdrawalView[]; nextCursor: number | null }>(
      'GET',
      `/admin/withdrawals?status=under_review&userId=${user.id}&limit=1&cursor=${page.data.nextCursor}`,
      opsAuth(ops),
    );
    expect(next.data.withdrawals.map((w) => w.id)).toEqual([ids[1]]);
    const audit = await app.ctx.db.query<{ admin_id: number; details: { reason: string } }>(
      `SELECT admin_id, details FROM audit_log WHERE action = 'withdrawal.reject' AND target_id = $1`,
      [String(ids[0])],
    );
    expect(audit.rows).toEqual([
      { admin_id: ops.id, details: expect.objectContaining({ reason: expect.any(String) }) },
    ]);

    const support = await makeAdmin(app, 'support');
    expect((await approve(support, ids[1]!)).http).toBe(403);
  });

  it('user B cannot read user A’s withdrawals', async () => {
    const a = await trader(20_000);
    const b = await trader(0, null);
    const { data } = await withdraw(a, 2_000);
    const other = await app.call('GET', `/withdrawals/${data.id}`, { token: b.token });
    expect([other.http, other.status]).toEqual([404, ERRORS.NOT_FOUND.status]);
    const list = await app.call<{ withdrawals: unknown[] }>('GET', '/withdrawals', { token: b.token });
    expect(list.data.withdrawals).toEqual([]);
  });

  it('the owner’s sockets hear each status change and the balance after it', async () => {
    const user = await trader(30_000);
    const socket = await connectSocket(app.baseUrl, { token: user.token });
    try {
      const { data } = await withdraw(user, 3_000);
      const updated = nextEvent(
        socket,
        'withdrawal:updated',
        (w) => w.id === data.id && w.status === 'failed',
      );
      const balance = nextEvent(socket, 'balance', (b) => b.frozen === 0 && b.available === 30_000);
      await reject(ops, data.id, 'Card closed');
      expect(await updated).toMatchObject({ status: 'failed', reason: 'Card closed' });
      await balance;
    } finally {
      socket.close();
    }
  });
});
