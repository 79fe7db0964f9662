// Deposit proofs are throttled per trader and per address (each one is an image of up to 5 MB to
// read and decode): past the limit the answer is RATE_LIMITED before the body is read, so nothing
// is received, decoded or stored.
import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, type AdminDepositChannelView, type DepositView } from '@tempo/shared';
import { loginAs, makeAdmin, makeBankChannel, makeUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/testApp';

let app: TestApp;
let channel: AdminDepositChannelView;
let keys = 0;

beforeAll(async () => {
  app = await startTestApp({
    DEPOSIT_PROOFS_PER_USER: 2,
    DEPOSIT_PROOFS_PER_ADDRESS: 3,
    DEPOSIT_PROOF_WINDOW_SECONDS: 3_600,
  });
  channel = await makeBankChannel(app, await makeAdmin(app, 'ops'));
});
afterAll(async () => {
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const NOT_AN_IMAGE = Buffer.concat([Buffer.from([0x4d, 0x5a]), Buffer.alloc(300, 1)]);

async function receipt(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 56, channels: 3, background: '#f4f1e8' } })
    .png()
    .toBuffer();
}

async function trader() {
  const user = await makeUser(app);
  const token = await loginAs(app, user);
  const result = await app.call<DepositView>('POST', '/deposits', {
    token,
    body: { channelId: channel.id, amount: 5_000 },
    headers: { 'idempotency-key': `throttle-${++keys}-${user.id}` },
  });
  expect(result.http, result.text).toBe(201);
  return { user, token, depositId: result.data.id };
}

async function attach(token: string, depositId: number, bytes: Buffer) {
  const form = new FormData();
  form.append('proof', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'receipt.png');
  const response = await fetch(`${app.baseUrl}/api/deposits/${depositId}/proof`, {
    method: 'PUT',
    headers: { token },
    body: form,
  });
  const body = (await response.json()) as { data: { code?: string } };
  return { http: response.status, code: body.data.code };
}

/**
 * Starts a 5 MB proof upload but sends only its headers and first 64 KiB, then waits (at most
 * `deadlineMs`) for an answer: one that comes was given before the rest of the body was sent.
 */
async function answerBeforeBody(token: string, depositId: number, deadlineMs = 10_000) {
  const boundary = 'tempo-proof-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="receipt.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileBytes = UPLOAD_MAX_BYTES - 1_024;
  const sent = Buffer.alloc(64 * 1024, 1);
  const upload = request(`${app.baseUrl}/api/deposits/${depositId}/proof`, {
    method: 'PUT',
    headers: {
      token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + fileBytes + tail.length,
    },
    signal: AbortSignal.timeout(deadlineMs),
  });
  try {
    const answered = new Promise<{ http: number; code?: string }>((resolve, reject) => {
      upload.once('error', reject);
      upload.once('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.once('error', reject);
        response.once('end', () => {
          const body = JSON.parse(text) as { data: { code?: string } };
          resolve({ http: response.statusCode ?? 0, code: body.data.code });
        });
      });
    });
    upload.write(head);
    upload.write(sent);
    return await answered;
  } finally {
    // The rest of the 5 MB is never sent.
    upload.destroy();
  }
}

async function uploadsOf(userId: number): Promise<number> {
  const { rows } = await app.ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM uploads WHERE owner_user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

describe('PUT /deposits/:id/proof is throttled', () => {
  it('per trader, then per address: past either limit a good image is RATE_LIMITED and nothing is stored', async () => {
    const first = await trader();
    // Two attempts are allowed, refused ones included: each was read and decoded.
    expect(await attach(first.token, first.depositId, NOT_AN_IMAGE)).toMatchObject({
      http: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    expect(await attach(first.token, first.depositId, await receipt())).toMatchObject({ http: 200 });
    expect(await uploadsOf(first.user.id)).toBe(1);
    // The third is refused before decoding: the good image is not stored.
    expect(await attach(first.token, first.depositId, await receipt())).toMatchObject({
      http: 429,
      code: 'RATE_LIMITED',
    });
    expect(await uploadsOf(first.user.id)).toBe(1);

    // The address has spent 2 of 3: another trader gets one more, then is held back by the address.
    const second = await trader();
    expect(await attach(second.token, second.depositId, await receipt())).toMatchObject({ http: 200 });
    expect(await attach(second.token, second.depositId, await receipt())).toMatchObject({
      http: 429,
      code: 'RATE_LIMITED',
    });
    expect(await uploadsOf(second.user.id)).toBe(1);
  });

  it('past the limit, a 5 MB upload is refused from its headers, before its body is sent', async () => {
    const who = await trader();
    // Spends what the trader (or the address, after the test above) may still upload.
    let spent = 0;
    while ((await attach(who.token, who.depositId, NOT_AN_IMAGE)).http !== 429) {
      spent += 1;
      expect(spent).toBeLessThanOrEqual(2);
    }
    expect(await answerBeforeBody(who.token, who.depositId)).toEqual({ http: 429, code: 'RATE_LIMITED' });
    expect(await uploadsOf(who.user.id)).toBe(0);
  });
});
