// Deposits end to end through the API (rules in SPEC.md beside this file): channels, requests,
// ops confirmation and rejection, races, ownership, and the live update reaching a trader's socket
// on another node. The ledger reconciles after every test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  type ErrorCode,
  type AdminDepositChannelView,
  type AdminDepositView,
  type AuditRecord,
  type Balances,
  type CreateDepositChannelBody,
  type DepositChannelView,
  type DepositPage,
  type DepositView,
} from '@tempo/shared';
import { startTempo, type RunningTempo } from '../../app/startTempo';
import {
  fund,
  loginAs,
  bankChannelBody,
  makeAdmin,
  makeBankChannel,
  makeUser,
  type TestAdmin,
} from '../../test/factories';
import { connectSocket, nextEvent, type TestSocket } from '../../test/socketClient';
import { startTestApp, type TestApp } from '../../test/testApp';

let app: TestApp;
let realtimeNode: RunningTempo;
let ops: TestAdmin;
let bank: AdminDepositChannelView;
let usdt: AdminDepositChannelView;
const sockets: TestSocket[] = [];

const asOps = (admin: TestAdmin = ops) => ({ authorization: `Bearer ${admin.token}`, lang: 'en' });
let keys = 0;
const newKey = () => `deposit-key-${Date.now()}-${++keys}`;

const bankChannel = bankChannelBody;
const USDT_NAMES = { vi: 'USDT (mạng TRC20)', en: 'USDT (TRC20)' };
const addChannel = (body: CreateDepositChannelBody) => makeBankChannel(app, ops, body);

beforeAll(async () => {
  app = await startTestApp();
  // A second process on the same database and Redis holding the sockets: an api-only node's
  // announcements must reach it.
  realtimeNode = await startTempo({ ...app.config, ROLES: ['realtime'] });
  ops = await makeAdmin(app, 'ops');
  bank = await addChannel(bankChannel);
  usdt = await addChannel({
    names: USDT_NAMES,
    minAmount: 2_000,
    maxAmount: 1_000_000,
    enabled: true,
    sortOrder: 2,
    instructions: {
      kind: 'crypto',
      coin: 'USDT',
      network: 'TRC20',
      address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    },
    conversion: null,
  });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  expect(await app.ledgerMismatches()).toEqual([]);
});
afterAll(async () => {
  try {
    await realtimeNode?.close();
  } finally {
    await app?.close();
  }
});

async function trader() {
  const user = await makeUser(app);
  return { ...user, token: await loginAs(app, user) };
}

function request(token: string, body: object, key = newKey()) {
  return app.call<DepositView>('POST', '/deposits', { token, body, headers: { 'idempotency-key': key } });
}

async function pendingDeposit(token: string, amount = 10_000): Promise<DepositView> {
  const result = await request(token, { channelId: bank.id, amount });
  expect(result.http, result.text).toBe(201);
  return result.data;
}

const confirm = (id: number, admin: TestAdmin = ops) =>
  app.call<{ deposit: AdminDepositView; balances: Balances }>('POST', `/admin/deposits/${id}/confirm`, {
    headers: asOps(admin),
  });
const reject = (id: number, reason = 'No transfer arrived', admin: TestAdmin = ops) =>
  app.call<AdminDepositView>('POST', `/admin/deposits/${id}/reject`, {
    body: { reason },
    headers: asOps(admin),
  });

async function available(userId: number): Promise<number> {
  const { rows } = await app.ctx.db.query<{ available: number }>(
    'SELECT available FROM balances WHERE user_id = $1',
    [userId],
  );
  return rows[0]!.available;
}

async function depositCredits(depositId: number): Promise<number> {
  const { rows } = await app.ctx.db.query(
    `SELECT 1 FROM ledger_entries WHERE ref_type = 'deposit' AND ref_id = $1`,
    [String(depositId)],
  );
  return rows.length;
}

/** Waits until `count` reviews of this test's database wait on a lock inside their UPDATE. */
async function untilReviewsWait(count: number) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await app.ctx.db.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock'
         AND query LIKE 'UPDATE deposits SET status%'`,
    );
    if (rows[0]!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} deposit reviews never waited on a lock`);
}

async function auditOf(targetType: string, id: number): Promise<AuditRecord[]> {
  const result = await app.call<AuditRecord[]>(
    'GET',
    `/admin/audit-log?targetType=${targetType}&targetId=${id}`,
    { headers: asOps() },
  );
  return result.data;
}

describe('deposit channels', () => {
  it('traders see only the channels that are on, with where to pay; ops changes are audited', async () => {
    const { token } = await trader();
    const extra = await addChannel({ ...bankChannel, names: { vi: 'Ngân hàng thứ hai' }, sortOrder: 9 });
    const off = await app.call<AdminDepositChannelView>('PATCH', `/admin/deposit-channels/${extra.id}`, {
      body: { enabled: false, maxAmount: 200_000 },
      headers: asOps(),
    });
    expect(off.data).toMatchObject({ enabled: false, maxAmount: 200_000, minAmount: 1_000 });

    const listed = await app.call<DepositChannelView[]>('GET', '/deposit/channels', { token });
    // Other tests add channels of their own; these three show the order and the switch.
    const ids = listed.data
      .map((channel) => channel.id)
      .filter((id) => [bank.id, usdt.id, extra.id].includes(id));
    expect(ids).toEqual([bank.id, usdt.id]);
    expect(listed.data.find((channel) => channel.id === usdt.id)).toEqual({
      id: usdt.id,
      names: USDT_NAMES,
      minAmount: 2_000,
      maxAmount: 1_000_000,
      instructions: {
        kind: 'crypto',
        coin: 'USDT',
        network: 'TRC20',
        address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
      },
      conversion: null,
    });

    const all = await app.call<AdminDepositChannelView[]>('GET', '/admin/deposit-channels', {
      headers: asOps(),
    });
    expect(all.data.map((channel) => channel.id)).toContain(extra.id);
    expect((await auditOf('deposit_channel', extra.id)).map((entry) => entry.action)).toEqual([
      'deposit_channel.update',
      'deposit_channel.create',
    ]);
  });

  it('refuses limits that cross, an unknown channel, and a trader calling the ops routes or support deciding', async () => {
    const crossed = await app.call('PATCH', `/admin/deposit-channels/${bank.id}`, {
      body: { minAmount: 900_000 },
      headers: asOps(),
    });
    expect([crossed.http, crossed.status]).toEqual([422, ERRORS.VALIDATION_FAILED.status]);
    const created = await app.call('POST', '/admin/deposit-channels', {
      body: { ...bankChannel, minAmount: 5_000, maxAmount: 4_000 },
      headers: asOps(),
    });
    expect(created.http).toBe(422);
    const unknown = await app.call('PATCH', '/admin/deposit-channels/999999', {
      body: { enabled: false },
      headers: asOps(),
    });
    expect(unknown.http).toBe(404);

    // A coin address whose checksum fails (one letter changed) is refused on create and on change.
    const typo = {
      kind: 'crypto',
      coin: 'USDT',
      network: 'ERC20',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
    };
    const badCreate = await app.call('POST', '/admin/deposit-channels', {
      body: { ...bankChannel, names: { vi: 'Lỗi gõ' }, instructions: typo },
      headers: asOps(),
    });
    expect([badCreate.http, badCreate.status]).toEqual([422, ERRORS.INVALID_WALLET_ADDRESS.status]);
    const badChange = await app.call('PATCH', `/admin/deposit-channels/${usdt.id}`, {
      body: { instructions: { ...typo, network: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8' } },
      headers: asOps(),
    });
    expect([badChange.http, badChange.status]).toEqual([422, ERRORS.INVALID_WALLET_ADDRESS.status]);
    const kept = await app.call<AdminDepositChannelView[]>('GET', '/admin/deposit-channels', {
      headers: asOps(),
    });
    expect(kept.data.find((channel) => channel.id === usdt.id)!.instructions).toMatchObject({
      address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    });

    // Support reads the queue to answer traders, and decides nothing.
    const support = await makeAdmin(app, 'support');
    expect((await app.call('GET', '/admin/deposits', { headers: asOps(support) })).http).toBe(200);
    expect((await app.call('GET', '/admin/deposit-channels', { headers: asOps(support) })).http).toBe(403);
    const confirm = await app.call('POST', '/admin/deposits/1/confirm', { headers: asOps(support) });
    expect([confirm.http, confirm.status]).toEqual([403, ERRORS.FORBIDDEN.status]);
    const { token } = await trader();
    expect((await app.call('GET', '/admin/deposits', { token })).http).toBe(401);
  });
});

describe('a deposit request', () => {
  it('D5: is refused outside the channel limits, on a channel that is off or unknown, and records nothing', async () => {
    const user = await trader();
    const off = await addChannel({ ...bankChannel, names: { vi: 'Ngân hàng đã đóng' }, enabled: false });
    const cases: [object, number, ErrorCode][] = [
      [{ channelId: bank.id, amount: 999 }, 422, 'AMOUNT_OUT_OF_RANGE'],
      [{ channelId: bank.id, amount: 500_001 }, 422, 'AMOUNT_OUT_OF_RANGE'],
      [{ channelId: usdt.id, amount: 1_500 }, 422, 'AMOUNT_OUT_OF_RANGE'],
      [{ channelId: off.id, amount: 10_000 }, 409, 'DEPOSIT_CHANNEL_UNAVAILABLE'],
      [{ channelId: 999_999, amount: 10_000 }, 409, 'DEPOSIT_CHANNEL_UNAVAILABLE'],
      [{ channelId: bank.id, amount: 10.5 }, 422, 'AMOUNT_OUT_OF_RANGE'],
      [{ channelId: bank.id, amount: -5 }, 422, 'AMOUNT_OUT_OF_RANGE'],
      [{ channelId: bank.id }, 422, 'EMPTY_VALUE'],
    ];
    for (const [body, http, code] of cases) {
      const result = await app.call('POST', '/deposits', {
        token: user.token,
        body,
        headers: { 'idempotency-key': newKey(), lang: 'en' },
      });
      expect([result.http, result.message], JSON.stringify(body)).toEqual([http, expect.any(String)]);
      expect(result.status).toBe(ERRORS[code].status);
    }
    const missingKey = await app.call('POST', '/deposits', {
      token: user.token,
      body: { channelId: bank.id, amount: 10_000 },
    });
    expect(missingKey.http).toBe(400);
    const { rows } = await app.ctx.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([]);
  });

  it('D6: a repeated Idempotency-Key answers the first deposit and records nothing more', async () => {
    const user = await trader();
    const key = newKey();
    const body = { channelId: usdt.id, amount: 25_000, txHash: '0xabc123' };
    const [first, second] = await Promise.all([
      request(user.token, body, key),
      request(user.token, body, key),
    ]);
    expect(first.http).toBe(201);
    expect(second.data).toEqual(first.data);
    expect(first.data).toMatchObject({
      amount: 25_000,
      status: 'pending',
      txHash: '0xabc123',
      proofUploadId: null,
      rejectReason: null,
      reviewedAt: null,
      channelNames: USDT_NAMES,
      reference: null,
      conversion: null,
      instructions: { kind: 'crypto', network: 'TRC20' },
    });
    const reused = await request(user.token, { ...body, amount: 30_000 }, key);
    expect([reused.http, reused.status]).toEqual([409, ERRORS.IDEMPOTENCY_KEY_REUSED.status]);
    const { rows } = await app.ctx.db.query('SELECT 1 FROM deposits WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it('keeps the instructions it was shown when ops later change the channel', async () => {
    const user = await trader();
    const channel = await addChannel({ ...bankChannel, names: { vi: 'Ngân hàng đổi số' } });
    const deposit = (await request(user.token, { channelId: channel.id, amount: 5_000 })).data;
    await app.call('PATCH', `/admin/deposit-channels/${channel.id}`, {
      body: { instructions: { ...bankChannel.instructions, accountNumber: '999' } },
      headers: asOps(),
    });
    const detail = await app.call<DepositView>('GET', `/deposits/${deposit.id}`, { token: user.token });
    expect(detail.data.instructions).toMatchObject({ accountNumber: '123456789' });
  });

  it('takes a transaction hash while under review, and refuses one once reviewed', async () => {
    const user = await trader();
    const deposit = await pendingDeposit(user.token);
    const attached = await app.call<DepositView>('PUT', `/deposits/${deposit.id}/tx-hash`, {
      token: user.token,
      body: { txHash: 'FT2611230001' },
    });
    expect(attached.data.txHash).toBe('FT2611230001');
    expect((await reject(deposit.id)).http).toBe(200);
    const late = await app.call('PUT', `/deposits/${deposit.id}/tx-hash`, {
      token: user.token,
      body: { txHash: 'FT2611230002' },
    });
    expect([late.http, late.status]).toEqual([409, ERRORS.DEPOSIT_ALREADY_REVIEWED.status]);
  });
});

describe('ops review', () => {
  it('D1 D9: confirming credits the amount once through the ledger, audited; the trader sees Successful', async () => {
    const user = await trader();
    const deposit = await pendingDeposit(user.token, 12_345);
    const confirmed = await confirm(deposit.id);
    expect(confirmed.http, confirmed.text).toBe(200);
    expect(confirmed.data.deposit).toMatchObject({
      id: deposit.id,
      status: 'confirmed',
      userId: user.id,
      account: user.account,
      reviewedBy: ops.username,
    });
    expect(confirmed.data.balances.available).toBe(12_345);
    expect(await available(user.id)).toBe(12_345);

    const { rows } = await app.ctx.db.query(
      `SELECT bucket, kind, amount, balance_after AS "balanceAfter" FROM ledger_entries
       WHERE ref_type = 'deposit' AND ref_id = $1`,
      [String(deposit.id)],
    );
    expect(rows).toEqual([{ bucket: 'available', kind: 'deposit', amount: 12_345, balanceAfter: 12_345 }]);

    const detail = await app.call<DepositView>('GET', `/deposits/${deposit.id}`, { token: user.token });
    expect(detail.data).toMatchObject({ status: 'confirmed', rejectReason: null });
    expect(detail.data.reviewedAt).toEqual(expect.any(Number));
    const audit = await auditOf('deposit', deposit.id);
    expect(audit).toMatchObject([
      {
        action: 'deposit.confirm',
        adminUsername: ops.username,
        details: { userId: user.id, amount: 12_345 },
      },
    ]);
  });

  it('D2: a review racing another waits on the deposit’s row lock, then finds it no longer pending', async () => {
    const user = await trader();
    const review = (decision: 'confirm' | 'reject', id: number, admin: TestAdmin) =>
      decision === 'confirm' ? confirm(id, admin) : reject(id, 'No transfer arrived', admin);
    for (const [decision, late] of [
      ['confirm', 'reject'],
      ['reject', 'confirm'],
    ] as const) {
      const deposit = await pendingDeposit(user.token, 4_000);
      // The first review's UPDATE takes the deposit's row lock, then checks its reviewer's row
      // (the reviewed_by foreign key): holding that row keeps the first review in the middle.
      const first = await makeAdmin(app, 'ops');
      const holder = await app.ctx.db.connect();
      let answers: [Awaited<ReturnType<typeof review>>, Awaited<ReturnType<typeof review>>] | undefined;
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT 1 FROM admins WHERE id = $1 FOR UPDATE', [first.id]);
        const decided = review(decision, deposit.id, first);
        await untilReviewsWait(1);
        const second = review(late, deposit.id, ops);
        await untilReviewsWait(2);
        await holder.query('ROLLBACK');
        answers = await Promise.all([decided, second]);
      } catch (error) {
        await holder.query('ROLLBACK');
        throw error;
      } finally {
        holder.release();
      }
      expect(answers[0].http, answers[0].text).toBe(200);
      expect([answers[1].http, answers[1].status]).toEqual([409, ERRORS.DEPOSIT_ALREADY_REVIEWED.status]);
      const { rows } = await app.ctx.db.query(
        'SELECT status, reviewed_by AS "reviewedBy", reject_reason AS "rejectReason" FROM deposits WHERE id = $1',
        [deposit.id],
      );
      expect(rows).toEqual([
        {
          status: decision === 'confirm' ? 'confirmed' : 'rejected',
          reviewedBy: first.id,
          rejectReason: decision === 'confirm' ? null : 'No transfer arrived',
        },
      ]);
      expect(await depositCredits(deposit.id)).toBe(decision === 'confirm' ? 1 : 0);
      expect((await auditOf('deposit', deposit.id)).map((entry) => entry.action)).toEqual([
        `deposit.${decision}`,
      ]);
    }
    expect(await available(user.id)).toBe(4_000);
  });

  it('D3: confirm twice, reject after confirm and confirm after reject answer 409 and move no money', async () => {
    const user = await trader();
    const first = await pendingDeposit(user.token, 20_000);
    expect((await confirm(first.id)).http).toBe(200);
    const again = await confirm(first.id);
    expect([again.http, again.status]).toEqual([409, ERRORS.DEPOSIT_ALREADY_REVIEWED.status]);
    const rejectedLate = await reject(first.id);
    expect([rejectedLate.http, rejectedLate.status]).toEqual([409, ERRORS.DEPOSIT_ALREADY_REVIEWED.status]);

    const second = await pendingDeposit(user.token, 30_000);
    expect((await reject(second.id)).http).toBe(200);
    const confirmedLate = await confirm(second.id);
    expect([confirmedLate.http, confirmedLate.status]).toEqual([409, ERRORS.DEPOSIT_ALREADY_REVIEWED.status]);
    const rejectedTwice = await reject(second.id);
    expect([rejectedTwice.http, rejectedTwice.status]).toEqual([409, ERRORS.DEPOSIT_ALREADY_REVIEWED.status]);

    expect(await available(user.id)).toBe(20_000);
    expect(await depositCredits(first.id)).toBe(1);
    expect(await depositCredits(second.id)).toBe(0);
    expect((await auditOf('deposit', first.id)).map((entry) => entry.action)).toEqual(['deposit.confirm']);
    expect((await confirm(999_999)).http).toBe(404);
  });

  it('D3: confirmations racing from several ops credit the deposit once', async () => {
    const user = await trader();
    const other = await makeAdmin(app, 'superadmin');
    for (let round = 0; round < 3; round++) {
      const deposit = await pendingDeposit(user.token, 1_000);
      const answers = await Promise.all([
        confirm(deposit.id),
        confirm(deposit.id, other),
        confirm(deposit.id),
        confirm(deposit.id, other),
      ]);
      expect(answers.map((answer) => answer.http).sort()).toEqual([200, 409, 409, 409]);
      expect(await depositCredits(deposit.id)).toBe(1);
    }
    expect(await available(user.id)).toBe(3_000);
  });

  it('D4: a rejection keeps the reason the trader reads, and moves no money', async () => {
    const user = await trader();
    const deposit = await pendingDeposit(user.token);
    const rejected = await reject(deposit.id, 'The transfer did not arrive');
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: 'The transfer did not arrive' });
    const list = await app.call<DepositPage>('GET', '/deposits', { token: user.token });
    expect(list.data.deposits).toMatchObject([
      { id: deposit.id, status: 'rejected', rejectReason: 'The transfer did not arrive' },
    ]);
    expect(await available(user.id)).toBe(0);
    expect((await auditOf('deposit', deposit.id))[0]).toMatchObject({
      action: 'deposit.reject',
      details: { reason: 'The transfer did not arrive' },
    });
    const blank = await app.call('POST', `/admin/deposits/${deposit.id}/reject`, {
      body: { reason: '  ' },
      headers: asOps(),
    });
    expect(blank.http).toBe(422);
  });

  it('lists the queue oldest pending first, filtered by user, channel and status, page by page', async () => {
    const user = await trader();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await pendingDeposit(user.token, 1_000 + i));
    const crypto = (await request(user.token, { channelId: usdt.id, amount: 5_000 })).data;
    await confirm(made[4]!.id);

    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const query: string = `/admin/deposits?userId=${user.id}&channelId=${bank.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await app.call<{ deposits: AdminDepositView[]; nextCursor: number | null }>('GET', query, {
        headers: asOps(),
      });
      expect(page.data.deposits.every((deposit) => deposit.status === 'pending')).toBe(true);
      seen.push(...page.data.deposits.map((deposit) => deposit.id));
      cursor = page.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.slice(0, 4).map((deposit) => deposit.id));

    const confirmed = await app.call<{ deposits: AdminDepositView[] }>(
      'GET',
      `/admin/deposits?userId=${user.id}&status=confirmed`,
      { headers: asOps() },
    );
    expect(confirmed.data.deposits.map((deposit) => deposit.id)).toEqual([made[4]!.id]);
    const byChannel = await app.call<{ deposits: AdminDepositView[] }>(
      'GET',
      `/admin/deposits?userId=${user.id}&channelId=${usdt.id}`,
      { headers: asOps() },
    );
    expect(byChannel.data.deposits.map((deposit) => deposit.id)).toEqual([crypto.id]);
    const detail = await app.call<AdminDepositView>('GET', `/admin/deposits/${crypto.id}`, {
      headers: asOps(),
    });
    expect(detail.data).toMatchObject({ userId: user.id, status: 'pending' });
    expect((await app.call('GET', '/admin/deposits?status=done', { headers: asOps() })).http).toBe(422);
  });
});

describe('the trader side', () => {
  it('lists the trader’s deposits newest first, page by page, filtered by status', async () => {
    const user = await trader();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await pendingDeposit(user.token, 2_000 + i));
    await reject(made[1]!.id);
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const path: string = `/deposits?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await app.call<DepositPage>('GET', path, { token: user.token });
      seen.push(...page.data.deposits.map((deposit) => deposit.id));
      cursor = page.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((deposit) => deposit.id).reverse());
    const failed = await app.call<DepositPage>('GET', '/deposits?status=rejected', { token: user.token });
    expect(failed.data.deposits.map((deposit) => deposit.id)).toEqual([made[1]!.id]);
  });

  it('D7: user B cannot read, list or amend user A’s deposits', async () => {
    const a = await trader();
    const b = await trader();
    const deposit = await pendingDeposit(a.token);
    const read = await app.call('GET', `/deposits/${deposit.id}`, { token: b.token });
    expect([read.http, read.status]).toEqual([404, ERRORS.NOT_FOUND.status]);
    const amend = await app.call('PUT', `/deposits/${deposit.id}/tx-hash`, {
      token: b.token,
      body: { txHash: 'stolen' },
    });
    expect(amend.http).toBe(404);
    const list = await app.call<DepositPage>('GET', '/deposits', { token: b.token });
    expect(list.data.deposits).toEqual([]);
    expect((await app.call('GET', `/deposits/${deposit.id}`)).http).toBe(401);
    const untouched = await app.call<DepositView>('GET', `/deposits/${deposit.id}`, { token: a.token });
    expect(untouched.data.txHash).toBeNull();
  });

  it('D8: a deposit confirmed through the API of one node reaches the owner’s socket on another', async () => {
    const user = await trader();
    const admin = await makeAdmin(app, 'superadmin');
    await fund(app, admin, user.id, 500);
    const socket = await connectSocket(`http://127.0.0.1:${realtimeNode.port}`, { token: user.token });
    sockets.push(socket);
    const confirmedDeposit = await pendingDeposit(user.token, 7_000);
    const rejectedDeposit = await pendingDeposit(user.token, 8_000);

    const updated = nextEvent(socket, 'deposit:updated', (event) => event.id === confirmedDeposit.id);
    const balance = nextEvent(socket, 'balance', (event) => event.available === 7_500);
    expect((await confirm(confirmedDeposit.id)).http).toBe(200);
    expect(await updated).toMatchObject({ id: confirmedDeposit.id, status: 'confirmed', amount: 7_000 });
    expect(await balance).toMatchObject({ available: 7_500, frozen: 0 });

    const refused = nextEvent(socket, 'deposit:updated', (event) => event.id === rejectedDeposit.id);
    expect((await reject(rejectedDeposit.id, 'Wrong reference')).http).toBe(200);
    expect(await refused).toMatchObject({ status: 'rejected', rejectReason: 'Wrong reference' });
  });
});
