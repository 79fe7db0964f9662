// A deposit channel is named in each language (SPEC D12): ops write the names, Vietnamese always;
// a trader reads theirs; a request keeps the names it was made under. Migration 027 turned each
// earlier single name into the Vietnamese one and gave earlier bank deposits a reference (D15).
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  ERRORS,
  type AdminDepositChannelView,
  type AuditRecord,
  type DepositChannelView,
  type DepositView,
  type ErrorCode,
} from '@tempo/shared';
import { migrate } from '../../platform/db/migrate';
import { createPool } from '../../platform/db/pool';
import { MIGRATIONS_DIR } from '../../platform/serverFiles';
import { bankChannelBody, loginAs, makeAdmin, makeUser, type TestAdmin } from '../../test/factories';
import { cloneDatabase, databaseUrl, dropDatabase, uniqueSuffix } from '../../test/testDatabases';
import { startTestApp, type TestApp } from '../../test/testApp';

let app: TestApp;
let ops: TestAdmin;

beforeAll(async () => {
  app = await startTestApp();
  ops = await makeAdmin(app, 'ops');
});
afterAll(async () => {
  await app?.close();
});

const asOps = () => ({ authorization: `Bearer ${ops.token}`, lang: 'en' });

const createChannel = (body: object) =>
  app.call<AdminDepositChannelView>('POST', '/admin/deposit-channels', { body, headers: asOps() });
const changeChannel = (id: number, body: object) =>
  app.call<AdminDepositChannelView>('PATCH', `/admin/deposit-channels/${id}`, { body, headers: asOps() });

async function channelsOf(token: string): Promise<DepositChannelView[]> {
  return (await app.call<DepositChannelView[]>('GET', '/deposit/channels', { token })).data;
}

async function storedNames(channelId: number): Promise<unknown> {
  const { rows } = await app.ctx.db.query<{ names: unknown }>(
    'SELECT names FROM deposit_channels WHERE id = $1',
    [channelId],
  );
  return rows[0]!.names;
}

describe('a deposit channel’s names', () => {
  it('D12: are written per language, shown to traders, and replaced in full by a change, audited', async () => {
    const names = { vi: 'Chuyển khoản Techcombank', en: 'Techcombank transfer', th: 'โอนผ่าน Techcombank' };
    const created = await createChannel({ ...bankChannelBody, names });
    expect(created.http, created.text).toBe(201);
    expect(created.data.names).toEqual(names);

    const token = await loginAs(app, await makeUser(app));
    expect((await channelsOf(token)).find((channel) => channel.id === created.data.id)!.names).toEqual(names);

    // The names given are the names: Thai and English are gone, Japanese is new.
    const renamed = { vi: 'Chuyển khoản Techcombank 24/7', ja: 'テクコムバンク振込' };
    const changed = await changeChannel(created.data.id, { names: renamed });
    expect(changed.http, changed.text).toBe(200);
    expect(changed.data.names).toEqual(renamed);
    expect(await storedNames(created.data.id)).toEqual(renamed);

    const audit = await app.call<AuditRecord[]>(
      'GET',
      `/admin/audit-log?targetType=deposit_channel&targetId=${created.data.id}`,
      { headers: asOps() },
    );
    expect(audit.data[0]).toMatchObject({
      action: 'deposit_channel.update',
      details: { before: { names }, changes: { names: renamed } },
    });
    expect(audit.data[1]).toMatchObject({ action: 'deposit_channel.create', details: { names } });
  });

  it('D12: without Vietnamese, blank, too long or in a language of none of the ten is refused and changes nothing', async () => {
    const kept = await createChannel({ ...bankChannelBody, names: { vi: 'Ngân hàng giữ tên' } });
    const cases: [unknown, ErrorCode][] = [
      [{ en: 'Bank transfer' }, 'EMPTY_VALUE'],
      [{ vi: '   ', en: 'Bank transfer' }, 'EMPTY_VALUE'],
      [{ vi: 'Ngân hàng', en: '' }, 'EMPTY_VALUE'],
      [{ vi: 'N'.repeat(61) }, 'VALIDATION_FAILED'],
      [{ vi: 'Ngân hàng', es: 'Transferencia' }, 'VALIDATION_FAILED'],
      [{ vi: 'Ngân hàng', en: 42 }, 'EMPTY_VALUE'],
      ['Ngân hàng', 'VALIDATION_FAILED'],
      [{}, 'EMPTY_VALUE'],
    ];
    const before = (await app.call<unknown[]>('GET', '/admin/deposit-channels', { headers: asOps() })).data
      .length;
    for (const [names, code] of cases) {
      const created = await createChannel({ ...bankChannelBody, names });
      expect([created.http, created.status, created.message], JSON.stringify(names)).toEqual([
        422,
        ERRORS[code].status,
        expect.any(String),
      ]);
      const changed = await changeChannel(kept.data.id, { names });
      expect([changed.http, changed.status], JSON.stringify(names)).toEqual([422, ERRORS[code].status]);
    }
    expect(
      (await app.call<unknown[]>('GET', '/admin/deposit-channels', { headers: asOps() })).data,
    ).toHaveLength(before);
    expect(await storedNames(kept.data.id)).toEqual({ vi: 'Ngân hàng giữ tên' });
  });

  it('D12: a request keeps the names it was made under', async () => {
    const channel = await createChannel({ ...bankChannelBody, names: { vi: 'Ngân hàng A', en: 'Bank A' } });
    const token = await loginAs(app, await makeUser(app));
    const requested = await app.call<DepositView>('POST', '/deposits', {
      token,
      body: { channelId: channel.data.id, amount: 5_000 },
      headers: { 'idempotency-key': `names-${Date.now()}` },
    });
    expect(requested.data.channelNames).toEqual({ vi: 'Ngân hàng A', en: 'Bank A' });
    await changeChannel(channel.data.id, { names: { vi: 'Ngân hàng B', ko: 'B 은행' } });
    const later = await app.call<DepositView>('GET', `/deposits/${requested.data.id}`, { token });
    expect(later.data.channelNames).toEqual({ vi: 'Ngân hàng A', en: 'Bank A' });
  });
});

describe('migration 027', () => {
  let dir: string;
  let database: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'migrations-026-'));
    for (const file of await readdir(MIGRATIONS_DIR)) {
      if (/^\d{3}_/.test(file) && file < '027')
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    }
    database = `${inject('testTemplateDatabase').replace(/_tpl$/, '')}_m027_${uniqueSuffix()}`;
    await cloneDatabase('template0', database);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    if (database) await dropDatabase(database);
  });

  it('D12 D15: makes each earlier name the Vietnamese one, and gives each earlier bank deposit its own reference', async () => {
    const db = createPool(databaseUrl(database), 1);
    try {
      // The schema of 026, with a channel of each kind and deposits through both.
      await migrate(db, dir);
      const { rows: users } = await db.query<{ id: number }>(
        `INSERT INTO users (account, nickname, phone, password_hash, transaction_password_hash, registered_with_code)
         VALUES ('olduser1', 'Old', '+84912345678', 'x', 'x', 'OLDCODE1') RETURNING id`,
      );
      const { rows: channels } = await db.query<{ id: number }>(
        `INSERT INTO deposit_channels (name, kind, instructions, min_amount, max_amount) VALUES
           ('Bank transfer', 'bank', '{"kind": "bank", "bankName": "B", "branchName": "", "accountName": "T", "accountNumber": "1"}', 100, 100000),
           ('USDT (TRC20)', 'crypto', '{"kind": "crypto", "coin": "USDT", "network": "TRC20", "address": "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7"}', 100, 100000)
         RETURNING id`,
      );
      const [bank, coin] = channels.map((row) => row.id);
      await db.query(
        `INSERT INTO deposits (user_id, channel_id, channel_name, amount, instructions)
         SELECT $1, c.id, c.name, 1000, c.instructions FROM deposit_channels c, generate_series(1, 40)`,
        [users[0]!.id],
      );

      // Only 027 is new to this directory's list: it runs alone.
      await copyFile(
        path.join(MIGRATIONS_DIR, '027_deposit_names_rates_references.sql'),
        path.join(dir, '027_deposit_names_rates_references.sql'),
      );
      expect(await migrate(db, dir)).toEqual(['027_deposit_names_rates_references.sql']);

      const after = await db.query<{ id: number; names: unknown; currency: null; rate: null }>(
        'SELECT id, names, currency, rate FROM deposit_channels ORDER BY id',
      );
      expect(after.rows).toEqual([
        { id: bank, names: { vi: 'Bank transfer' }, currency: null, rate: null },
        { id: coin, names: { vi: 'USDT (TRC20)' }, currency: null, rate: null },
      ]);
      const deposits = await db.query<{ channelId: number; channelNames: unknown; reference: string | null }>(
        `SELECT channel_id AS "channelId", channel_names AS "channelNames", reference FROM deposits ORDER BY id`,
      );
      const bankDeposits = deposits.rows.filter((row) => row.channelId === bank);
      const coinDeposits = deposits.rows.filter((row) => row.channelId === coin);
      expect(bankDeposits).toHaveLength(40);
      for (const row of bankDeposits) {
        expect(row.channelNames).toEqual({ vi: 'Bank transfer' });
        expect(row.reference).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
      }
      expect(new Set(bankDeposits.map((row) => row.reference)).size).toBe(40);
      expect(coinDeposits.map((row) => [row.channelNames, row.reference])).toEqual(
        Array.from({ length: 40 }, () => [{ vi: 'USDT (TRC20)' }, null]),
      );
      // The constraint holds from now on: a second deposit with a taken reference is refused.
      await expect(
        db.query(
          `UPDATE deposits SET reference = $1 WHERE id = (SELECT max(id) FROM deposits WHERE reference <> $1 AND reference IS NOT NULL)`,
          [bankDeposits[0]!.reference],
        ),
      ).rejects.toMatchObject({ code: '23505' });
    } finally {
      await db.end();
    }
  });
});
