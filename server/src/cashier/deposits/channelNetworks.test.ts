// A deposit channel's coin network comes from the shared list (TRC20, ERC20), spelled exactly, and
// every address on it passes that network's checksum: "TRC-20" with a broken address was once
// taken unchecked. Migration 025 brings channels and deposits saved before to the list's spelling.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ERRORS, type AdminDepositChannelView } from '@tempo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../platform/serverFiles';
import { bankChannelBody, makeAdmin, makeUser, type TestAdmin } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/testApp';

const TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
/** The same address with its last letter changed: its base58check fails. */
const BROKEN_TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8';
const ERC20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

let app: TestApp;
let ops: TestAdmin;

beforeAll(async () => {
  app = await startTestApp();
  ops = await makeAdmin(app, 'superadmin');
});
afterAll(async () => {
  await app?.close();
});

const headers = () => ({ authorization: `Bearer ${ops.token}` });
const crypto = (network: string, address: string) => ({ kind: 'crypto', coin: 'USDT', network, address });

function createChannel(instructions: unknown) {
  return app.call<AdminDepositChannelView>('POST', '/admin/deposit-channels', {
    body: { ...bankChannelBody, names: { vi: 'USDT' }, instructions },
    headers: headers(),
  });
}

async function channels(): Promise<AdminDepositChannelView[]> {
  const listed = await app.call<AdminDepositChannelView[]>('GET', '/admin/deposit-channels', {
    headers: headers(),
  });
  expect(listed.http, listed.text).toBe(200);
  return listed.data;
}

/** Runs migration 025 again on this file's database, in one transaction as the migrator does. */
async function migrate025(): Promise<void> {
  const sql = await readFile(path.join(MIGRATIONS_DIR, '025_coin_network_spelling.sql'), 'utf8');
  const client = await app.ctx.db.connect();
  try {
    await client.query('BEGIN');
    await client.query(sql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** A channel as an older server stored it, network spelled as ops typed it. */
async function storedChannel(network: string, address: string): Promise<number> {
  const { rows } = await app.ctx.db.query<{ id: number }>(
    `INSERT INTO deposit_channels (names, kind, instructions, min_amount, max_amount, enabled)
     VALUES ('{"vi": "Old USDT"}', 'crypto', $1, 1000, 500000, true) RETURNING id`,
    [JSON.stringify(crypto(network, address))],
  );
  return Number(rows[0]!.id);
}

describe('a deposit channel’s coin network', () => {
  it('D11: is one of the list, spelled exactly; any other is refused and nothing is saved', async () => {
    const before = (await channels()).length;
    for (const network of ['TRC-20', 'trc20', 'TRC 20', 'BEP20', '']) {
      const refused = await createChannel(crypto(network, BROKEN_TRC20));
      expect([refused.http, refused.status], network).toEqual([422, ERRORS.VALIDATION_FAILED.status]);
    }
    const broken = await createChannel(crypto('TRC20', BROKEN_TRC20));
    expect([broken.http, broken.status]).toEqual([422, ERRORS.INVALID_WALLET_ADDRESS.status]);
    expect(await channels()).toHaveLength(before);

    const good = await createChannel(crypto('TRC20', TRC20));
    expect(good.http, good.text).toBe(201);
    const renamed = await app.call('PATCH', `/admin/deposit-channels/${good.data.id}`, {
      body: { instructions: crypto('TRC-20', BROKEN_TRC20) },
      headers: headers(),
    });
    expect([renamed.http, renamed.status]).toEqual([422, ERRORS.VALIDATION_FAILED.status]);
    expect((await channels()).find((channel) => channel.id === good.data.id)!.instructions).toEqual(
      crypto('TRC20', TRC20),
    );
  });

  it('D11: saved before in another spelling is migrated to the list’s; an unchecked address is turned off', async () => {
    const unchecked = await storedChannel('TRC-20', BROKEN_TRC20);
    const checked = await storedChannel('trc20', TRC20);
    const ethereum = await storedChannel('Erc_20', ERC20);
    const user = await makeUser(app);
    const { rows } = await app.ctx.db.query<{ id: number }>(
      `INSERT INTO deposits (user_id, channel_id, channel_names, amount, instructions)
       VALUES ($1, $2, '{"vi": "Old USDT"}', 5000, $3) RETURNING id`,
      [user.id, unchecked, JSON.stringify(crypto('tron', BROKEN_TRC20))],
    );

    await migrate025();
    const after = new Map((await channels()).map((channel) => [channel.id, channel]));
    expect(after.get(unchecked)).toMatchObject({
      enabled: false,
      instructions: crypto('TRC20', BROKEN_TRC20),
    });
    expect(after.get(checked)).toMatchObject({ enabled: true, instructions: crypto('TRC20', TRC20) });
    expect(after.get(ethereum)).toMatchObject({ enabled: false, instructions: crypto('ERC20', ERC20) });
    const deposit = await app.call<{ instructions: unknown }>('GET', `/admin/deposits/${rows[0]!.id}`, {
      headers: headers(),
    });
    expect(deposit.data.instructions).toEqual(crypto('TRC20', BROKEN_TRC20));

    // Turned on again only through a save, which checks the address.
    const on = await app.call('PATCH', `/admin/deposit-channels/${unchecked}`, {
      body: { enabled: true },
      headers: headers(),
    });
    expect([on.http, on.status]).toEqual([422, ERRORS.INVALID_WALLET_ADDRESS.status]);
    const fixed = await app.call('PATCH', `/admin/deposit-channels/${ethereum}`, {
      body: { enabled: true },
      headers: headers(),
    });
    expect(fixed.status, fixed.text).toBe(1);

    // Running it again changes nothing.
    await migrate025();
    expect((await channels()).find((channel) => channel.id === ethereum)).toMatchObject({ enabled: true });
  });

  it('D11: stops the migration on a network outside the list, naming it and changing nothing', async () => {
    const other = await storedChannel('BEP20', ERC20);
    const respelled = await storedChannel('TRC-20', TRC20);
    await expect(migrate025()).rejects.toThrow(`deposit channel ${other} ('BEP20')`);
    const { rows } = await app.ctx.db.query<{ network: string; enabled: boolean }>(
      `SELECT instructions ->> 'network' AS network, enabled FROM deposit_channels WHERE id = $1`,
      [respelled],
    );
    expect(rows).toEqual([{ network: 'TRC-20', enabled: true }]);
    await app.ctx.db.query('DELETE FROM deposit_channels WHERE id = ANY($1::bigint[])', [[other, respelled]]);
  });
});
