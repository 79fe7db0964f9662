// Real-name verification end to end through the API (DESIGN §6): the upload pipeline refuses what
// is not a JPEG, PNG or WebP within 5 MB and stores nothing then, re-encodes what it keeps (no EXIF,
// nothing appended survives), serves photos only to their owner and ops, and ops reviews move
// pending → approved | rejected once, audited, with the trader told live.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@tempo/shared';
import { loginAs, makeAdmin, makeUser, type TestAdmin, type TestUser } from '../test/factories';
import { connectSocket, nextEvent } from '../test/socketClient';
import { startTestApp, type TestApp } from '../test/testApp';

let app: TestApp;
let ops: TestAdmin;
beforeAll(async () => {
  app = await startTestApp({
    ROLES: ['api', 'realtime'],
    // Many submissions from one address here; the throttle has its own test.
    VERIFICATION_SUBMITS_PER_USER: 1_000,
    VERIFICATION_SUBMITS_PER_ADDRESS: 1_000,
  });
  ops = await makeAdmin(app, 'ops');
});
afterAll(async () => {
  const mismatches = await app.ledgerMismatches();
  await app.close();
  expect(mismatches).toEqual([]);
});

const GPS_NOTE = 'lat 21.0285 lon 105.8542';

/** A small photo-like JPEG; with `exif`, it carries an EXIF block naming a place. */
async function jpeg(options: { exif?: boolean } = {}): Promise<Buffer> {
  let image = sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 200, g: 40, b: 30 } } });
  if (options.exif) {
    image = image.withExif({ IFD0: { ImageDescription: GPS_NOTE, Artist: 'Phone Camera' } });
  }
  return image.jpeg().toBuffer();
}

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 30, height: 30, channels: 4, background: '#00ff0080' } })
    .png()
    .toBuffer();
}

interface Submission {
  name?: string;
  idNumber?: string;
  nationality?: string;
  front?: Buffer;
  back?: Buffer;
}

interface Answer {
  http: number;
  status: number;
  data: { code?: string; field?: string; status?: string; reason?: string | null } & Record<string, unknown>;
}

/** Submits as multipart/form-data, as the phone app does; a missing field or photo is left out. */
async function submit(token: string, submission: Submission): Promise<Answer> {
  const form = new FormData();
  for (const key of ['name', 'idNumber', 'nationality'] as const) {
    const value = submission[key];
    if (value !== undefined) form.append(key, value);
  }
  for (const key of ['front', 'back'] as const) {
    const bytes = submission[key];
    if (bytes) form.append(key, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${key}.jpg`);
  }
  const response = await fetch(`${app.baseUrl}/api/verification`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return { http: response.status, ...((await response.json()) as Omit<Answer, 'http'>) };
}

const vietnamese = async (extra: Partial<Submission> = {}): Promise<Submission> => ({
  name: 'Nguyễn Văn An',
  idNumber: '001203004567',
  nationality: 'VN',
  front: await jpeg(),
  back: await png(),
  ...extra,
});

async function storedCounts(userId: number) {
  const { rows } = await app.ctx.db.query<{ uploads: number; verifications: number }>(
    `SELECT (SELECT count(*)::int FROM uploads WHERE owner_user_id = $1) AS uploads,
            (SELECT count(*)::int FROM verifications WHERE user_id = $1) AS verifications`,
    [userId],
  );
  return rows[0]!;
}

const asOps = (admin: TestAdmin = ops) => ({ headers: { authorization: `Bearer ${admin.token}` } });

async function traderWithToken(): Promise<{ user: TestUser; token: string }> {
  const user = await makeUser(app);
  return { user, token: await loginAs(app, user) };
}

async function latestSubmissionId(userId: number): Promise<number> {
  const { rows } = await app.ctx.db.query<{ id: number }>(
    'SELECT id FROM verifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [userId],
  );
  return rows[0]!.id;
}

async function fetchImage(path: string, headers: Record<string, string>) {
  const response = await fetch(`${app.baseUrl}/api${path}`, { headers });
  return {
    http: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('the upload pipeline refuses bad photos and stores nothing', () => {
  const refusals: [string, () => Promise<Partial<Submission>>, number, string][] = [
    [
      'a renamed executable',
      async () => ({
        front: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2_000, 7)]),
      }),
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'bytes that start like a JPEG but are not one',
      async () => ({ back: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5_000, 1)]) }),
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'an oversize file',
      async () => ({ front: Buffer.concat([await jpeg(), Buffer.alloc(UPLOAD_MAX_BYTES, 0)]) }),
      413,
      'FILE_TOO_LARGE',
    ],
    ['a zero-byte file', async () => ({ back: Buffer.alloc(0) }), 422, 'EMPTY_FILE'],
    ['a missing back photo', async () => ({ back: undefined }), 422, 'PHOTO_REQUIRED'],
    ['a missing front photo', async () => ({ front: undefined }), 422, 'PHOTO_REQUIRED'],
  ];
  for (const [what, change, http, code] of refusals) {
    it(`refuses ${what} with ${code}`, async () => {
      const { user, token } = await traderWithToken();
      const answer = await submit(token, await vietnamese(await change()));
      expect(answer).toMatchObject({ http, data: { code } });
      expect(await storedCounts(user.id)).toEqual({ uploads: 0, verifications: 0 });
      const mine = await app.call<{ status: string }>('GET', '/verification', { token });
      expect(mine.data.status).toBe('none');
    });
  }

  it('keeps a polyglot only as the image: the appended payload is gone after re-encoding', async () => {
    const { user, token } = await traderWithToken();
    const payload = '<script>alert(document.cookie)</script>PK\u0003\u0004polyglot-payload';
    const front = Buffer.concat([await jpeg(), Buffer.from(payload)]);
    expect(front.includes('polyglot-payload')).toBe(true);
    const answer = await submit(token, await vietnamese({ front }));
    expect(answer).toMatchObject({ http: 201, data: { status: 'pending' } });
    const { rows } = await app.ctx.db.query<{ bytes: Buffer; contentType: string }>(
      `SELECT bytes, content_type AS "contentType" FROM uploads WHERE owner_user_id = $1 AND kind = 'id-front'`,
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.contentType).toBe('image/jpeg');
    expect(rows[0]!.bytes.includes('polyglot-payload')).toBe(false);
    expect(rows[0]!.bytes.includes('<script>')).toBe(false);
    expect((await sharp(rows[0]!.bytes).metadata()).format).toBe('jpeg');
  });

  it('keeps a WebP a WebP, sniffed from its bytes whatever the part says it is', async () => {
    const { user, token } = await traderWithToken();
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    expect((await submit(token, await vietnamese({ back: webp }))).http).toBe(201);
    const { rows } = await app.ctx.db.query<{ contentType: string; bytes: Buffer }>(
      `SELECT content_type AS "contentType", bytes FROM uploads WHERE owner_user_id = $1 AND kind = 'id-back'`,
      [user.id],
    );
    expect(rows[0]!.contentType).toBe('image/webp');
    expect((await sharp(rows[0]!.bytes).metadata()).format).toBe('webp');
  });

  it('stores the image without its EXIF (no place, no camera)', async () => {
    const { user, token } = await traderWithToken();
    const front = await jpeg({ exif: true });
    expect((await sharp(front).metadata()).exif).toBeDefined();
    expect(front.includes(GPS_NOTE)).toBe(true);
    expect((await submit(token, await vietnamese({ front }))).http).toBe(201);
    const { rows } = await app.ctx.db.query<{ bytes: Buffer }>(
      `SELECT bytes FROM uploads WHERE owner_user_id = $1 AND kind = 'id-front'`,
      [user.id],
    );
    const stored = rows[0]!.bytes;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(GPS_NOTE)).toBe(false);
    expect(stored.includes('Exif\u0000\u0000')).toBe(false);
  });
});

describe('submission rules (SPEC §5 where they fit the nationality)', () => {
  it('applies the mainland rules to China and sensible ones elsewhere', async () => {
    const { user, token } = await traderWithToken();
    const cases: [Partial<Submission>, string][] = [
      [{ nationality: 'CN', name: 'John Smith', idNumber: '11010519491231002X' }, 'INVALID_NAME'],
      [{ nationality: 'CN', name: '张三', idNumber: '12345' }, 'INVALID_ID_NUMBER'],
      [{ nationality: 'VN', name: 'R2D2', idNumber: '001203004567' }, 'INVALID_NAME'],
      [{ nationality: 'VN', name: 'Trần Thị B', idNumber: '12<script>' }, 'INVALID_ID_NUMBER'],
      [{ nationality: 'Vietnam' }, 'VALIDATION_FAILED'],
      [{ name: undefined }, 'EMPTY_VALUE'],
    ];
    for (const [change, code] of cases) {
      const answer = await submit(token, await vietnamese(change));
      expect(answer, JSON.stringify(change)).toMatchObject({ http: 422, data: { code } });
    }
    expect(await storedCounts(user.id)).toEqual({ uploads: 0, verifications: 0 });
    const china = await submit(
      token,
      await vietnamese({ nationality: 'cn', name: '张三丰', idNumber: '11010519491231002x' }),
    );
    expect(china).toMatchObject({ http: 201, data: { status: 'pending', nationality: 'CN' } });
    expect(china.data.idNumberMasked).toBe('11**************2X');
  });
});

describe('who may see what', () => {
  it("keeps user A's photos and verification from user B and from support, and shows them to ops", async () => {
    const a = await traderWithToken();
    const b = await traderWithToken();
    expect((await submit(a.token, await vietnamese())).http).toBe(201);
    const { rows } = await app.ctx.db.query<{ id: number }>(
      'SELECT id FROM uploads WHERE owner_user_id = $1 ORDER BY id',
      [a.user.id],
    );
    expect(rows).toHaveLength(2);
    const photo = `/uploads/${rows[0]!.id}`;

    const own = await fetchImage(photo, { token: a.token });
    expect(own).toMatchObject({ http: 200, type: 'image/jpeg' });
    expect((await sharp(own.bytes).metadata()).width).toBe(64);

    expect((await fetchImage(photo, { token: b.token })).http).toBe(404);
    expect((await fetchImage(photo, {})).http).toBe(401);
    expect((await fetchImage(`/uploads/${rows[1]!.id + 1_000_000}`, { token: a.token })).http).toBe(404);
    const bStatus = await app.call<{ status: string }>('GET', '/verification', { token: b.token });
    expect(bStatus.data.status).toBe('none');

    const support = await makeAdmin(app, 'support');
    expect((await fetchImage(`/admin${photo}`, asOps(support).headers)).http).toBe(403);
    const queueAsSupport = await app.call('GET', '/admin/verifications', asOps(support));
    expect(queueAsSupport.http).toBe(403);
    // A trader's token is no ops session.
    expect((await fetchImage(`/admin${photo}`, { authorization: `Bearer ${a.token}` })).http).toBe(401);

    const id = await latestSubmissionId(a.user.id);
    const view = await app.call<{ frontPhoto: string; backPhoto: string; idNumber: string }>(
      'GET',
      `/admin/verifications/${id}`,
      asOps(),
    );
    expect(view.data).toMatchObject({ idNumber: '001203004567', frontPhoto: `/api/admin${photo}` });
    const back = await fetchImage(view.data.backPhoto.replace(/^\/api/, ''), asOps().headers);
    expect(back).toMatchObject({ http: 200, type: 'image/png' });
  });
});

describe('ops review', () => {
  it('approves once: the trader is Verified, hears it live, and a second review is 409', async () => {
    const { user, token } = await traderWithToken();
    const socket = await connectSocket(app.baseUrl, { token });
    try {
      expect((await submit(token, await vietnamese())).http).toBe(201);
      expect((await submit(token, await vietnamese())).data.code).toBe('VERIFICATION_PENDING');
      const id = await latestSubmissionId(user.id);

      const queue = await app.call<{ items: { id: number }[] }>(
        'GET',
        `/admin/verifications?status=pending&userId=${user.id}`,
        asOps(),
      );
      expect(queue.data.items.map((item) => item.id)).toEqual([id]);

      const heard = nextEvent(socket, 'verification:updated');
      const approved = await app.call('POST', `/admin/verifications/${id}/approve`, asOps());
      expect(approved).toMatchObject({ http: 200, data: { status: 'approved', reviewedBy: ops.username } });
      expect(await heard).toEqual({ id, status: 'approved', reason: null });

      const profile = await app.call<{ verified: boolean }>('GET', '/user/profile', { token });
      expect(profile.data.verified).toBe(true);
      const mine = await app.call('GET', '/verification', { token });
      expect(mine.data).toMatchObject({ status: 'approved', reason: null });

      const again = await app.call('POST', `/admin/verifications/${id}/approve`, asOps());
      expect(again).toMatchObject({ http: 409, data: { code: 'VERIFICATION_ALREADY_REVIEWED' } });
      const rejectAfter = await app.call('POST', `/admin/verifications/${id}/reject`, {
        ...asOps(),
        body: { reason: 'too late' },
      });
      expect(rejectAfter).toMatchObject({ http: 409, data: { code: 'VERIFICATION_ALREADY_REVIEWED' } });
      expect((await submit(token, await vietnamese())).data.code).toBe('ALREADY_VERIFIED');

      const audit = await app.ctx.db.query<{ action: string; adminId: number; details: object }>(
        `SELECT action, admin_id AS "adminId", details FROM audit_log
         WHERE target_type = 'verification' AND target_id = $1`,
        [String(id)],
      );
      expect(audit.rows).toEqual([
        { action: 'verification.approve', adminId: ops.id, details: { userId: user.id } },
      ]);
    } finally {
      socket.disconnect();
    }
  });

  it('rejects with a reason, lets the trader submit again, and keeps the history', async () => {
    const { user, token } = await traderWithToken();
    expect((await submit(token, await vietnamese())).http).toBe(201);
    const first = await latestSubmissionId(user.id);

    const noReason = await app.call('POST', `/admin/verifications/${first}/reject`, { ...asOps(), body: {} });
    expect(noReason).toMatchObject({ http: 422, data: { code: 'EMPTY_VALUE' } });
    const rejected = await app.call('POST', `/admin/verifications/${first}/reject`, {
      ...asOps(),
      body: { reason: 'The back photo is blurred' },
    });
    expect(rejected).toMatchObject({
      http: 200,
      data: { status: 'rejected', reason: 'The back photo is blurred' },
    });
    const mine = await app.call('GET', '/verification', { token });
    expect(mine.data).toMatchObject({ status: 'rejected', reason: 'The back photo is blurred' });
    const profile = await app.call<{ verified: boolean }>('GET', '/user/profile', { token });
    expect(profile.data.verified).toBe(false);

    const again = await app.call('POST', `/admin/verifications/${first}/approve`, asOps());
    expect(again).toMatchObject({ http: 409, data: { code: 'VERIFICATION_ALREADY_REVIEWED' } });

    expect(await submit(token, await vietnamese())).toMatchObject({
      http: 201,
      data: { status: 'pending', reason: null },
    });
    const second = await latestSubmissionId(user.id);
    expect(second).toBeGreaterThan(first);
    expect((await app.call('POST', `/admin/verifications/${second}/approve`, asOps())).http).toBe(200);
    expect(await storedCounts(user.id)).toEqual({ uploads: 4, verifications: 2 });

    const rejectedPage = await app.call<{ items: { id: number; reason: string }[] }>(
      'GET',
      `/admin/verifications?status=rejected&userId=${user.id}`,
      asOps(),
    );
    expect(rejectedPage.data.items).toEqual([
      expect.objectContaining({ id: first, reason: 'The back photo is blurred' }),
    ]);
    const audit = await app.call<{ action: string; details: { reason?: string } }[]>(
      'GET',
      `/admin/audit-log?targetType=verification&targetId=${first}`,
      asOps(),
    );
    expect(audit.data).toEqual([
      expect.objectContaining({
        action: 'verification.reject',
        details: { userId: user.id, reason: 'The back photo is blurred' },
      }),
    ]);
  });

  it('takes one of two approvals racing; the other is 409 and the audit log has one entry', async () => {
    const { user, token } = await traderWithToken();
    expect((await submit(token, await vietnamese())).http).toBe(201);
    const id = await latestSubmissionId(user.id);
    const other = await makeAdmin(app, 'superadmin');
    const answers = await Promise.all([
      app.call('POST', `/admin/verifications/${id}/approve`, asOps()),
      app.call('POST', `/admin/verifications/${id}/reject`, { ...asOps(other), body: { reason: 'blurred' } }),
    ]);
    expect(answers.map((answer) => answer.http).sort()).toEqual([200, 409]);
    const { rows } = await app.ctx.db.query(
      `SELECT 1 FROM audit_log WHERE target_type = 'verification' AND target_id = $1`,
      [String(id)],
    );
    expect(rows).toHaveLength(1);
  });

  it('pages the queue newest first and answers NOT_FOUND for no such submission', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { user, token } = await traderWithToken();
      expect(
        (await submit(token, await vietnamese({ nationality: 'TH', idNumber: `TH-12345${i}` }))).http,
      ).toBe(201);
      ids.push(await latestSubmissionId(user.id));
    }
    const first = await app.call<{ items: { id: number }[]; nextBefore: number | null }>(
      'GET',
      '/admin/verifications?nationality=th&limit=2',
      asOps(),
    );
    expect(first.data.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await app.call<{ items: { id: number }[]; nextBefore: number | null }>(
      'GET',
      `/admin/verifications?nationality=TH&limit=2&before=${first.data.nextBefore}`,
      asOps(),
    );
    expect(second.data).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextBefore: null });
    const missing = await app.call('POST', '/admin/verifications/999999999/approve', asOps());
    expect(missing).toMatchObject({ http: 404, data: { code: 'NOT_FOUND' } });
  });
});
