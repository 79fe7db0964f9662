// Verification submissions are throttled per trader and per address (each one decodes two images of
// up to 5 MB): past the limit the answer is RATE_LIMITED before any image is decoded, so nothing is
// stored either, and the window ends.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    VERIFICATION_SUBMITS_PER_USER: 2,
    VERIFICATION_SUBMITS_PER_ADDRESS: 4,
    VERIFICATION_SUBMIT_WINDOW_SECONDS: 3_600,
  });
});
afterAll(async () => {
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const NOT_AN_IMAGE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(500, 7)]);

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 20, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
}

/** Submits as multipart/form-data with the given front and back bytes. */
async function submit(token: string, front: Buffer, back: Buffer) {
  const form = new FormData();
  form.append('name', 'Nguyễn Văn An');
  form.append('idNumber', '001203004567');
  form.append('nationality', 'VN');
  form.append('front', new Blob([new Uint8Array(front)], { type: 'image/jpeg' }), 'front.jpg');
  form.append('back', new Blob([new Uint8Array(back)], { type: 'image/jpeg' }), 'back.jpg');
  const response = await fetch(`${app.baseUrl}/api/verification`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const body = (await response.json()) as { data: { code?: string } };
  return { http: response.status, code: body.data.code };
}

async function trader() {
  const user = await makeUser(app);
  return { user, token: await loginAs(app, user) };
}

async function uploadsOf(userId: number): Promise<number> {
  const { rows } = await app.ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM uploads WHERE owner_user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

describe('POST /verification is throttled', () => {
  it('per trader: past the limit even a valid submission is RATE_LIMITED before decoding, storing nothing', async () => {
    const { user, token } = await trader();
    // Two attempts are allowed (refused ones count: each was read and decoded).
    expect(await submit(token, NOT_AN_IMAGE, await photo())).toMatchObject({
      http: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    expect(await submit(token, NOT_AN_IMAGE, await photo())).toMatchObject({
      http: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    // The third: a file that would fail decoding answers RATE_LIMITED, so nothing was decoded…
    expect(await submit(token, NOT_AN_IMAGE, await photo())).toMatchObject({
      http: 429,
      code: 'RATE_LIMITED',
    });
    // …and a good one is refused too, storing nothing.
    expect(await submit(token, await photo(), await photo())).toMatchObject({
      http: 429,
      code: 'RATE_LIMITED',
    });
    expect(await uploadsOf(user.id)).toBe(0);

    // Once one trader is held back, the address's counter no longer moves: 2 of 4 are spent. Another
    // trader is counted apart and spends the other two…
    const other = await trader();
    for (let i = 0; i < 2; i += 1) {
      expect(await submit(other.token, NOT_AN_IMAGE, await photo())).toMatchObject({ http: 415 });
    }
    // …and then a trader who has sent nothing is held back by the address's limit.
    const third = await trader();
    expect(await submit(third.token, await photo(), await photo())).toMatchObject({
      http: 429,
      code: 'RATE_LIMITED',
    });
    expect(await uploadsOf(third.user.id)).toBe(0);
  });

  it('the window ends: once the counters expire, the trader may submit again', async () => {
    // The counters of this address and trader live in Redis with the window as their TTL.
    // KEYS is not prefixed by the connection; the other commands are.
    const prefix = app.ctx.redis.options.keyPrefix ?? '';
    const keys = await app.ctx.redis.keys(`${prefix}rate:verification-submit:*`);
    // One per trader of the first test, and one for the address.
    expect(keys).toHaveLength(4);
    for (const key of keys) {
      const ttl = await app.ctx.redis.ttl(key.slice(prefix.length));
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(3_600);
      await app.ctx.redis.del(key.slice(prefix.length));
    }
    const { user, token } = await trader();
    expect(await submit(token, await photo(), await photo())).toMatchObject({ http: 201 });
    expect(await uploadsOf(user.id)).toBe(2);
  });
});
