// A bank deposit in the trader's own currency (SPEC D13, D14) with a reference to write in the
// transfer's memo (D15): ops set a channel's currency and exact rate; a request freezes the rate
// and the amount to transfer, rounded up in whole numbers; every bank request gets a unique
// reference that ops find it by.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  type AdminDepositChannelView,
  type AdminDepositPage,
  type AuditRecord,
  type DepositChannelView,
  type DepositView,
} from '@tempo/shared';
import { bankChannelBody, loginAs, makeAdmin, makeUser, type TestAdmin } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/testApp';
import { REFERENCE_ALPHABET, drawDepositReference } from './depositReference';

let app: TestApp;
let ops: TestAdmin;
let keys = 0;

const REFERENCE = /^[2-9A-HJKMNP-TV-Z]{8}$/;
const USDT = {
  kind: 'crypto',
  coin: 'USDT',
  network: 'TRC20',
  address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
} as const;

beforeAll(async () => {
  app = await startTestApp();
  ops = await makeAdmin(app, 'ops');
});
afterEach(async () => {
  expect(await app.ledgerMismatches()).toEqual([]);
});
afterAll(async () => {
  await app?.close();
});

const asOps = () => ({ authorization: `Bearer ${ops.token}`, lang: 'en' });

const createChannel = (body: object) =>
  app.call<AdminDepositChannelView>('POST', '/admin/deposit-channels', {
    body: { ...bankChannelBody, names: { vi: 'Ngân hàng' }, maxAmount: 10_000_000, ...body },
    headers: asOps(),
  });
const changeChannel = (id: number, body: object) =>
  app.call<AdminDepositChannelView>('PATCH', `/admin/deposit-channels/${id}`, { body, headers: asOps() });

async function trader(): Promise<string> {
  return loginAs(app, await makeUser(app));
}

function request(token: string, channelId: number, amount: number) {
  return app.call<DepositView>('POST', '/deposits', {
    token,
    body: { channelId, amount },
    headers: { 'idempotency-key': `bank-${Date.now()}-${++keys}` },
  });
}

async function storedRate(channelId: number): Promise<{ currency: string | null; rate: string | null }> {
  const { rows } = await app.ctx.db.query<{ currency: string | null; rate: string | null }>(
    'SELECT currency, rate::text AS rate FROM deposit_channels WHERE id = $1',
    [channelId],
  );
  return rows[0]!;
}

describe('a bank channel’s currency and rate', () => {
  it('D13: are saved exactly as written, shown with the currency’s decimals, changed and removed, audited', async () => {
    const created = await createChannel({ conversion: { currency: 'vnd', rate: '25450.50' } });
    expect(created.http, created.text).toBe(201);
    expect(created.data.conversion).toEqual({ currency: 'VND', rate: '25450.5', digits: 0 });
    expect(await storedRate(created.data.id)).toEqual({ currency: 'VND', rate: '25450.500000' });

    const token = await trader();
    const listed = await app.call<DepositChannelView[]>('GET', '/deposit/channels', { token });
    expect(listed.data.find((channel) => channel.id === created.data.id)!.conversion).toEqual({
      currency: 'VND',
      rate: '25450.5',
      digits: 0,
    });

    const baht = await changeChannel(created.data.id, { conversion: { currency: 'THB', rate: '36.125' } });
    expect(baht.data.conversion).toEqual({ currency: 'THB', rate: '36.125', digits: 2 });
    // Another change leaves the rate as it is.
    expect((await changeChannel(created.data.id, { enabled: true })).data.conversion).toEqual(
      baht.data.conversion,
    );
    const removed = await changeChannel(created.data.id, { conversion: null });
    expect(removed.data.conversion).toBeNull();
    expect(await storedRate(created.data.id)).toEqual({ currency: null, rate: null });

    const audit = await app.call<AuditRecord[]>(
      'GET',
      `/admin/audit-log?targetType=deposit_channel&targetId=${created.data.id}`,
      { headers: asOps() },
    );
    expect(audit.data.map((entry) => entry.details)).toMatchObject([
      { before: { currency: 'THB', rate: '36.125' }, changes: { conversion: null } },
      { changes: { enabled: true } },
      {
        before: { currency: 'VND', rate: '25450.5' },
        changes: { conversion: { currency: 'THB', rate: '36.125' } },
      },
      { conversion: { currency: 'VND', rate: '25450.50' } },
    ]);
  });

  it('D13: refuses a float, a rate of zero or worse, an unknown currency, half of a pair and a coin channel’s, changing nothing', async () => {
    const kept = await createChannel({ conversion: { currency: 'IDR', rate: '16250' } });
    const refused = [
      { currency: 'VND', rate: 25450.5 },
      { currency: 'VND', rate: '0' },
      { currency: 'VND', rate: '-1' },
      { currency: 'VND', rate: '1e4' },
      { currency: 'VND', rate: '25,450' },
      { currency: 'VND', rate: '25450.1234567' },
      { currency: 'VND', rate: '1000000000' },
      { currency: 'XYZ', rate: '1' },
      { currency: 'VN', rate: '1' },
      { currency: 'VND' },
      { rate: '25450' },
      'VND 25450',
    ];
    for (const conversion of refused) {
      const created = await createChannel({ conversion });
      expect([created.http, created.status], JSON.stringify(conversion)).toEqual([
        422,
        ERRORS.VALIDATION_FAILED.status,
      ]);
      const changed = await changeChannel(kept.data.id, { conversion });
      expect([changed.http, changed.status], JSON.stringify(conversion)).toEqual([
        422,
        ERRORS.VALIDATION_FAILED.status,
      ]);
    }
    // A coin is paid in the coin: no rate on a coin channel, nor a bank channel turned into one.
    const coin = await createChannel({ instructions: USDT, conversion: { currency: 'VND', rate: '25450' } });
    expect([coin.http, coin.status, coin.text]).toEqual([
      422,
      ERRORS.VALIDATION_FAILED.status,
      expect.stringContaining('conversion'),
    ]);
    const turned = await changeChannel(kept.data.id, { instructions: USDT });
    expect([turned.http, turned.status]).toEqual([422, ERRORS.VALIDATION_FAILED.status]);
    expect(await storedRate(kept.data.id)).toEqual({ currency: 'IDR', rate: '16250.000000' });
  });
});

describe('a request through a converting channel', () => {
  it('D14: freezes the rate and the amount to transfer, rounded up in the currency’s minor unit', async () => {
    const dong = await createChannel({ conversion: { currency: 'VND', rate: '25450.5' } });
    const baht = await createChannel({ conversion: { currency: 'THB', rate: '36.125' } });
    const token = await trader();

    // 12.34 USD × 25,450.5 = 314,059.17 VND: 314,060 to transfer, never less than credited.
    const inDong = await request(token, dong.data.id, 1_234);
    expect(inDong.http, inDong.text).toBe(201);
    expect(inDong.data.conversion).toEqual({ currency: 'VND', rate: '25450.5', digits: 0, amount: 314_060 });
    // 150.00 USD × 36.125 = 5,418.75 THB, in satang.
    const inBaht = await request(token, baht.data.id, 15_000);
    expect(inBaht.data.conversion).toEqual({ currency: 'THB', rate: '36.125', digits: 2, amount: 541_875 });
    // The amount credited stays in USD cents.
    expect(inDong.data.amount).toBe(1_234);

    // A later rate does not touch the request made: its owner and ops still read the frozen one.
    await changeChannel(dong.data.id, { conversion: { currency: 'VND', rate: '26000' } });
    const again = await app.call<DepositView>('GET', `/deposits/${inDong.data.id}`, { token });
    expect(again.data.conversion).toEqual(inDong.data.conversion);
    const forOps = await app.call<DepositView>('GET', `/admin/deposits/${inDong.data.id}`, {
      headers: asOps(),
    });
    expect(forOps.data.conversion).toEqual(inDong.data.conversion);
    const { rows } = await app.ctx.db.query(
      'SELECT conversion_rate::text AS rate FROM deposits WHERE id = $1',
      [inDong.data.id],
    );
    expect(rows).toEqual([{ rate: '25450.500000' }]);
    // A new request takes the new rate; a channel in USD converts nothing.
    expect((await request(token, dong.data.id, 1_234)).data.conversion).toMatchObject({
      rate: '26000',
      amount: 320_840,
    });
    const dollars = await createChannel({});
    expect((await request(token, dollars.data.id, 1_234)).data.conversion).toBeNull();
  });

  it('D14: a transfer beyond 2^53 − 1 minor units answers AMOUNT_OUT_OF_RANGE and records nothing', async () => {
    const dinar = await createChannel({
      conversion: { currency: 'KWD', rate: '999999999' },
      maxAmount: 10_000_000_000,
    });
    const token = await trader();
    const refused = await request(token, dinar.data.id, 10_000_000_000);
    expect([refused.http, refused.status]).toEqual([422, ERRORS.AMOUNT_OUT_OF_RANGE.status]);
    const { rows } = await app.ctx.db.query('SELECT 1 FROM deposits WHERE channel_id = $1', [dinar.data.id]);
    expect(rows).toEqual([]);
  });
});

describe('a bank deposit’s reference', () => {
  it('D15: every bank request has its own, of unambiguous characters; a coin request has none', async () => {
    const bank = await createChannel({});
    const coin = await createChannel({ instructions: USDT });
    const token = await trader();
    const references = [];
    for (let i = 0; i < 30; i++) {
      const requested = await request(token, bank.data.id, 1_000 + i);
      expect(requested.data.reference).toMatch(REFERENCE);
      references.push(requested.data.reference);
    }
    expect(new Set(references).size).toBe(30);
    expect((await request(token, coin.data.id, 5_000)).data.reference).toBeNull();

    // Drawn from the alphabet only: no 0/O, 1/I/L or U.
    const drawn = Array.from({ length: 2_000 }, drawDepositReference).join('');
    expect(new Set(drawn)).toEqual(new Set(REFERENCE_ALPHABET));
    expect(drawn).not.toMatch(/[01ILOU]/);
  });

  it('D15: is unique by the table’s constraint', async () => {
    const bank = await createChannel({});
    const token = await trader();
    const [first, second] = [
      await request(token, bank.data.id, 2_000),
      await request(token, bank.data.id, 3_000),
    ];
    await expect(
      app.ctx.db.query('UPDATE deposits SET reference = $1 WHERE id = $2', [
        first.data.reference,
        second.data.id,
      ]),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('D15: ops find a deposit by it whatever its status, however it was typed', async () => {
    const bank = await createChannel({});
    const token = await trader();
    const deposit = (await request(token, bank.data.id, 4_000)).data;
    await request(token, bank.data.id, 4_500);
    const confirmed = await app.call('POST', `/admin/deposits/${deposit.id}/confirm`, { headers: asOps() });
    expect(confirmed.http, confirmed.text).toBe(200);

    const typed = ` ${deposit.reference!.slice(0, 4).toLowerCase()} ${deposit.reference!.slice(4)} `;
    const found = await app.call<AdminDepositPage>(
      'GET',
      `/admin/deposits?reference=${encodeURIComponent(typed)}`,
      { headers: asOps() },
    );
    expect(found.http, found.text).toBe(200);
    expect(found.data.deposits.map((each) => [each.id, each.reference, each.status])).toEqual([
      [deposit.id, deposit.reference, 'confirmed'],
    ]);
    // A status asked narrows it; the pending queue does not hold it any more.
    const pending = await app.call<AdminDepositPage>(
      'GET',
      `/admin/deposits?status=pending&reference=${deposit.reference}`,
      { headers: asOps() },
    );
    expect(pending.data.deposits).toEqual([]);
    const unknown = await app.call<AdminDepositPage>('GET', '/admin/deposits?reference=ZZZZ2222', {
      headers: asOps(),
    });
    expect(unknown.data.deposits).toEqual([]);
    const bad = await app.call('GET', '/admin/deposits?reference=%3Bdrop', { headers: asOps() });
    expect([bad.http, bad.status]).toEqual([422, ERRORS.VALIDATION_FAILED.status]);
  });
});
