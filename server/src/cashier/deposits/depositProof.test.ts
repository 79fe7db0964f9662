// A deposit's proof image (D10): attached by its owner while the deposit is under review, through
// the upload pipeline, read back by the owner and by deposit reviewers only; a refused image or a
// reviewed deposit stores nothing.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AdminDepositChannelView, type AdminDepositView, type DepositView } from '@tempo/shared';
import { loginAs, makeAdmin, makeBankChannel, makeUser, type TestAdmin } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/testApp';

let app: TestApp;
let ops: TestAdmin;
let channel: AdminDepositChannelView;
let keys = 0;

beforeAll(async () => {
  app = await startTestApp();
  ops = await makeAdmin(app, 'ops');
  channel = await makeBankChannel(app, ops);
});
afterEach(async () => {
  expect(await app.ledgerMismatches()).toEqual([]);
});
afterAll(async () => {
  await app?.close();
});

function asOps(admin: TestAdmin = ops): Record<string, string> {
  return { authorization: `Bearer ${admin.token}` };
}

async function trader() {
  const user = await makeUser(app);
  return { ...user, token: await loginAs(app, user) };
}

async function pendingDeposit(token: string): Promise<DepositView> {
  const result = await app.call<DepositView>('POST', '/deposits', {
    token,
    body: { channelId: channel.id, amount: 10_000 },
    headers: { 'idempotency-key': `proof-${Date.now()}-${++keys}` },
  });
  expect(result.http, result.text).toBe(201);
  return result.data;
}

/** A receipt-like PNG; with `exif`, a JPEG carrying an EXIF description. */
async function receipt(options: { exif?: boolean } = {}): Promise<Buffer> {
  const image = sharp({ create: { width: 48, height: 64, channels: 3, background: '#f0f0e0' } });
  if (options.exif)
    return image
      .withExif({ IFD0: { ImageDescription: 'lat 21.02 lon 105.85' } })
      .jpeg()
      .toBuffer();
  return image.png().toBuffer();
}

interface Answer {
  http: number;
  status: number;
  data: DepositView & { code?: string; field?: string };
}

/** PUT /deposits/:id/proof as multipart, as the phone app sends it; no bytes sends no file. */
async function attach(token: string, depositId: number, bytes?: Buffer): Promise<Answer> {
  const form = new FormData();
  if (bytes) form.append('proof', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'receipt.png');
  const response = await fetch(`${app.baseUrl}/api/deposits/${depositId}/proof`, {
    method: 'PUT',
    headers: { token },
    body: form,
  });
  return { http: response.status, ...((await response.json()) as Omit<Answer, 'http'>) };
}

async function image(path: string, headers: Record<string, string>) {
  const response = await fetch(`${app.baseUrl}/api${path}`, { headers });
  return {
    http: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function uploadsOf(userId: number): Promise<{ id: number; kind: string }[]> {
  const { rows } = await app.ctx.db.query<{ id: number; kind: string }>(
    'SELECT id::int, kind FROM uploads WHERE owner_user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

describe('attaching a proof to a deposit under review (D10)', () => {
  it('stores it through the pipeline and shows it to the owner and to deposit reviewers, not to user B', async () => {
    const owner = await trader();
    const deposit = await pendingDeposit(owner.token);
    expect(deposit.proofUploadId).toBeNull();

    const attached = await attach(owner.token, deposit.id, await receipt({ exif: true }));
    expect(attached.http, JSON.stringify(attached)).toBe(200);
    const proofId = attached.data.proofUploadId!;
    expect(proofId).toEqual(expect.any(Number));
    expect(await uploadsOf(owner.id)).toEqual([{ id: proofId, kind: 'deposit-proof' }]);

    // The owner: in the deposit, and the image itself, re-encoded (the EXIF did not survive).
    const mine = await app.call<DepositView>('GET', `/deposits/${deposit.id}`, { token: owner.token });
    expect(mine.data.proofUploadId).toBe(proofId);
    const own = await image(`/uploads/${proofId}`, { token: owner.token });
    expect([own.http, own.type]).toEqual([200, 'image/jpeg']);
    expect((await sharp(own.bytes).metadata()).exif).toBeUndefined();

    // Ops: the deposit detail names it, and the review route serves it.
    const detail = await app.call<AdminDepositView>('GET', `/admin/deposits/${deposit.id}`, {
      headers: asOps(),
    });
    expect(detail.data.proofUploadId).toBe(proofId);
    const forOps = await image(`/admin/uploads/${proofId}`, asOps());
    expect([forOps.http, forOps.bytes.equals(own.bytes)]).toEqual([200, true]);

    // User B: neither the image nor the deposit, and cannot attach to it.
    const other = await trader();
    expect((await image(`/uploads/${proofId}`, { token: other.token })).http).toBe(404);
    expect((await app.call('GET', `/deposits/${deposit.id}`, { token: other.token })).http).toBe(404);
    const intruding = await attach(other.token, deposit.id, await receipt());
    expect([intruding.http, intruding.data.code]).toEqual([404, 'NOT_FOUND']);
    expect(await uploadsOf(other.id)).toEqual([]);

    // Support reviews neither kind: refused at the door.
    const support = await makeAdmin(app, 'support');
    expect((await image(`/admin/uploads/${proofId}`, asOps(support))).http).toBe(403);
  });

  it('attaching again replaces the proof and keeps the earlier image', async () => {
    const owner = await trader();
    const deposit = await pendingDeposit(owner.token);
    const first = (await attach(owner.token, deposit.id, await receipt())).data.proofUploadId!;
    const second = await attach(owner.token, deposit.id, await receipt({ exif: true }));
    expect(second.http).toBe(200);
    expect(second.data.proofUploadId).not.toBe(first);
    expect((await uploadsOf(owner.id)).map((row) => row.id)).toEqual([first, second.data.proofUploadId]);
  });

  it('refuses a non-image, an empty file and a missing file, storing nothing', async () => {
    const owner = await trader();
    const deposit = await pendingDeposit(owner.token);
    const executable = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(2_000, 7),
    ]);
    const polyglotHead = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3_000, 1)]);
    const cases: [Buffer | undefined, number, string][] = [
      [executable, 415, 'UNSUPPORTED_FILE_TYPE'],
      [polyglotHead, 415, 'UNSUPPORTED_FILE_TYPE'],
      [undefined, 422, 'PROOF_REQUIRED'],
    ];
    for (const [bytes, http, code] of cases) {
      const refused = await attach(owner.token, deposit.id, bytes);
      expect([refused.http, refused.data.code], code).toEqual([http, code]);
    }
    expect(await uploadsOf(owner.id)).toEqual([]);
    const after = await app.call<DepositView>('GET', `/deposits/${deposit.id}`, { token: owner.token });
    expect(after.data.proofUploadId).toBeNull();
  });

  it('refuses once the deposit is reviewed (confirmed or rejected), storing nothing', async () => {
    const owner = await trader();
    const confirmed = await pendingDeposit(owner.token);
    const rejected = await pendingDeposit(owner.token);
    const proofBefore = (await attach(owner.token, rejected.id, await receipt())).data.proofUploadId;
    expect(
      (await app.call('POST', `/admin/deposits/${confirmed.id}/confirm`, { headers: asOps() })).http,
    ).toBe(200);
    expect(
      (
        await app.call('POST', `/admin/deposits/${rejected.id}/reject`, {
          headers: asOps(),
          body: { reason: 'No transfer arrived' },
        })
      ).http,
    ).toBe(200);
    for (const deposit of [confirmed, rejected]) {
      const late = await attach(owner.token, deposit.id, await receipt());
      expect([late.http, late.data.code]).toEqual([409, 'DEPOSIT_ALREADY_REVIEWED']);
    }
    expect((await uploadsOf(owner.id)).map((row) => row.id)).toEqual([proofBefore]);
    const after = await app.call<DepositView>('GET', `/deposits/${rejected.id}`, { token: owner.token });
    expect(after.data.proofUploadId).toBe(proofBefore);
  });

  it('the database refuses a proof id that names no upload', async () => {
    const owner = await trader();
    const deposit = await pendingDeposit(owner.token);
    await expect(
      app.ctx.db.query('UPDATE deposits SET proof_upload_id = 999999999 WHERE id = $1', [deposit.id]),
    ).rejects.toMatchObject({ code: '23503' });
  });
});
