// The feeds as ops drive them through the API: a recording uploaded and checked line by line, a
// replay of it started on a product in the sandbox (and refused outside it), its progress and the
// feed's state reported live, the recording's own prices published, and a stop that hands the
// product back to its simulator. Every change is audited.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ERRORS,
  RECORDING_MAX_BYTES,
  type AuditRecord,
  type FeedStatusView,
  type RecordingView,
} from '@tempo/shared';
import { tickKeys } from '../quotes';
import { makeAdmin, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { addTestProducts } from '../test/testProducts';

const SYMBOL = 'REPLAYUSD';
const SAMPLE = new URL('../../../scripts/samples/btcusdt-ticks.csv', import.meta.url);

let app: TestApp;
let ops: TestAdmin;

beforeAll(async () => {
  app = await startTestApp(
    { ROLES: ['api', 'feed'] },
    {
      prepare: async (db) => {
        await addTestProducts(db, [SYMBOL]);
        // Only this file's product is fed, so the feed stays small.
        await db.query('UPDATE products SET enabled = false WHERE symbol <> $1', [SYMBOL]);
      },
    },
  );
  ops = await makeAdmin(app, 'ops');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const asOps = (admin: TestAdmin = ops) => ({ authorization: `Bearer ${admin.token}`, lang: 'en' });

async function upload(name: string, bytes: Buffer | string, admin: TestAdmin = ops) {
  const form = new FormData();
  form.append('name', name);
  form.append(
    'recording',
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]),
    'ticks.csv',
  );
  const response = await fetch(`${app.baseUrl}/api/admin/recordings`, {
    method: 'POST',
    headers: asOps(admin),
    body: form,
  });
  const answer = (await response.json()) as { status: number; data: RecordingView & { code?: string } };
  return { http: response.status, ...answer };
}

async function feedOf(symbol: string): Promise<FeedStatusView> {
  const answer = await app.call<FeedStatusView[]>('GET', '/admin/feeds', { headers: asOps() });
  expect(answer.status, answer.text).toBe(1);
  return answer.data.find((feed) => feed.symbol === symbol)!;
}

/** Reads until `done` holds, for at most 20 s; fails naming `what` and the last value read. */
function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error(`waiting for ${what}: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: 20_000, interval: 100 },
  );
}

async function recordingCount(): Promise<number> {
  const { rows } = await app.ctx.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM feed_recordings',
  );
  return rows[0]!.count;
}

describe('recordings', () => {
  it('keeps a readable recording with what it holds, and refuses a bad or too large one, storing nothing', async () => {
    const sample = await readFile(SAMPLE);
    const kept = await upload('BTC ticks, 14 May', sample);
    expect(kept.http).toBe(201);
    expect(kept.data).toMatchObject({
      name: 'BTC ticks, 14 May',
      format: 'csv',
      kind: 'ticks',
      records: 464,
      quotes: 464,
      uploadedBy: ops.username,
    });
    const before = await recordingCount();

    const bad = await upload('broken', 'ts,price\n1715693400117,67012.50\nyesterday,abc\n');
    expect([bad.http, bad.status, bad.data.code]).toEqual([
      422,
      ERRORS.INVALID_RECORDING.status,
      'INVALID_RECORDING',
    ]);
    const empty = await upload('empty', '');
    expect(empty.data.code).toBe('EMPTY_FILE');
    const huge = await upload('huge', Buffer.alloc(RECORDING_MAX_BYTES + 1, 0x31));
    expect([huge.http, huge.data.code]).toEqual([413, 'RECORDING_TOO_LARGE']);
    const support = await upload('by support', sample, await makeAdmin(app, 'support'));
    expect(support.http).toBe(403);
    expect(await recordingCount()).toBe(before);

    const listed = await app.call<RecordingView[]>('GET', '/admin/recordings', { headers: asOps() });
    expect(listed.data[0]).toEqual(kept.data);
  });
});

describe('a replay', () => {
  it('plays an uploaded recording into a product in the sandbox, reports its progress, and stops', async () => {
    const sample = await readFile(SAMPLE, 'utf8');
    const recordedPrices = new Set(
      sample
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => Number(line.split(',')[1])),
    );
    const { data: recording } = await upload('BTC for the replay', sample);

    // Outside the sandbox a replay would price real money: refused, the feed untouched.
    const start = (body: object) =>
      app.call('POST', `/admin/products/${SYMBOL}/replay`, { headers: asOps(), body });
    const refused = await start({ recordingId: recording.id, speed: 10, loop: true });
    expect([refused.http, refused.status]).toEqual([409, ERRORS.PRODUCT_NOT_IN_SANDBOX.status]);
    const missing = await start({ recordingId: 999_999, speed: 10 });
    expect(missing.http).toBe(404);
    await waitFor(
      () => feedOf(SYMBOL),
      (feed) => feed.source === 'simulator',
      'the simulator to lead',
    );

    const sandboxed = await app.call('POST', `/admin/products/${SYMBOL}/sandbox`, {
      headers: asOps(),
      body: { on: true },
    });
    expect(sandboxed.status, sandboxed.text).toBe(1);
    const started = await start({ recordingId: recording.id, speed: 10, loop: true });
    expect(started.status, started.text).toBe(1);

    const playing = await waitFor(
      () => feedOf(SYMBOL),
      (feed) => (feed.replay?.sent ?? 0) >= 5 && feed.ticksPerSecond > 0,
      'the replay to report progress',
    );
    expect(playing).toMatchObject({
      sandbox: true,
      configured: 'replay',
      source: `replay:${ops.username}`,
      replay: { recordingId: recording.id, speed: 10, loop: true, total: 464, finished: false },
    });
    expect(playing.leader).toEqual(expect.any(String));
    expect(playing.lastTickAgeMs).toBeLessThan(5_000);
    // What the feed publishes now is the recording's own prices.
    const latest = await app.ctx.redis.xrevrange(tickKeys.stream(SYMBOL), '+', '-', 'COUNT', 5);
    expect(latest.length).toBe(5);
    for (const [, fields] of latest)
      expect(recordedPrices.has(Number(fields[fields.indexOf('p') + 1]))).toBe(true);

    const stopped = await app.call('DELETE', `/admin/products/${SYMBOL}/replay`, { headers: asOps() });
    expect(stopped.status, stopped.text).toBe(1);
    const back = await waitFor(
      () => feedOf(SYMBOL),
      (feed) => feed.source === 'simulator',
      'the simulator again',
    );
    expect(back).toMatchObject({ sandbox: true, configured: 'simulator', replay: null });

    const audit = await app.call<AuditRecord[]>(
      'GET',
      `/admin/audit-log?targetId=${SYMBOL}&action=product.replay.`,
      {
        headers: asOps(),
      },
    );
    expect(audit.data.map((entry) => [entry.action, entry.adminUsername])).toEqual([
      ['product.replay.stop', ops.username],
      ['product.replay.start', ops.username],
    ]);
    expect(audit.data[1]!.details).toMatchObject({ recordingId: recording.id, speed: 10, loop: true });
  });
});
