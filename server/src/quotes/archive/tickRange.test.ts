import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTickChain, ERRORS, minuteOf, type TickRangePage } from '@tempo/shared';
import { startTestApp, type TestApp } from '../../test/testApp';
import { TickPublisher } from '../../test/tickPublisher';
import { ArchiveUpkeep } from './ArchiveUpkeep';

let app: TestApp;
const SYMBOL = 'RANGEUSD';
const START = minuteOf(Date.now()) - 10 * 60_000;

beforeAll(async () => {
  app = await startTestApp({ TICK_PAGES_PER_ADDRESS_PER_MINUTE: 30 });
  const publisher = new TickPublisher(app.ctx, SYMBOL, 1);
  // 25 ticks over three minutes: 10 in the first, none in the second, 15 in the third.
  for (let i = 0; i < 10; i++) await publisher.publish(1 + i / 100, START + i * 1_000);
  for (let i = 0; i < 15; i++) await publisher.publish(2 + i / 100, START + 120_000 + i * 500);
  await new ArchiveUpkeep(app.ctx, { sealDelayMs: 0 }).maintain([SYMBOL]);
});
afterAll(async () => {
  await app.close();
});

const get = (query: string, headers: Record<string, string> = {}) =>
  app.call<TickRangePage>('GET', `/quotes/${SYMBOL}/ticks?${query}`, { headers });

describe('GET /quotes/:symbol/ticks', () => {
  it("lets one address read a verifier's share of pages a minute, then answers RATE_LIMITED", async () => {
    const range = `from=${START}&to=${START + 180_000}`;
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < 30; i++) expect((await get(range, from('10.7.0.1'))).status).toBe(1);
    expect(await get(range, from('10.7.0.1'))).toMatchObject({ http: 429, data: { code: 'RATE_LIMITED' } });
    expect((await get(range, from('10.7.0.2'))).status).toBe(1);
  });

  it('pages through a range in publishing order with a cursor, with the seals covering it', async () => {
    const range = `from=${START}&to=${START + 180_000}`;
    const first = await get(`${range}&limit=20`);
    expect(first.http).toBe(200);
    expect(first.data.ticks).toHaveLength(20);
    expect(first.data.ticks[0]).toEqual({
      t: START,
      seq: 0,
      n: 1,
      p: 1,
      v: 1,
      source: 'simulator',
      feedVersion: null,
    });
    expect(first.data.nextCursor).toBe(`${START + 120_000 + 9 * 500}-0`);
    const second = await get(`${range}&limit=20&cursor=${first.data.nextCursor}`);
    expect(second.data.ticks).toHaveLength(5);
    expect(second.data.nextCursor).toBeNull();
    expect(first.data.seals.map((seal) => [seal.minute - START, seal.count, seal.lastN])).toEqual([
      [0, 10, 10],
      [120_000, 15, 25],
    ]);
    expect(first.data.previousSeal).toBeNull();
    expect(first.data.sealedUntil).toBe(START + 180_000);
    const ticks = [...first.data.ticks, ...second.data.ticks];
    expect(checkTickChain(SYMBOL, ticks, first.data.seals, null)).toMatchObject({
      verified: 2,
      problems: [],
    });
  });

  it('gives the seal before the range, which the first seal in it links to', async () => {
    const page = await get(`from=${START + 60_000}&to=${START + 180_000}`);
    expect(page.data.previousSeal?.minute).toBe(START);
    expect(page.data.seals[0]?.prevHash).toBe(page.data.previousSeal?.hash);
  });

  it('refuses bad ranges, cursors, limits and symbols with their codes and changes nothing', async () => {
    const cases: [string, string, keyof typeof ERRORS][] = [
      [SYMBOL, `to=${START}`, 'VALIDATION_FAILED'],
      [SYMBOL, `from=${START}&to=${START}`, 'VALIDATION_FAILED'],
      [SYMBOL, `from=${START}&to=${START + 3_600_001}`, 'TICK_RANGE_TOO_LONG'],
      [SYMBOL, `from=abc&to=${START}`, 'VALIDATION_FAILED'],
      [SYMBOL, `from=-5&to=${START}`, 'VALIDATION_FAILED'],
      [SYMBOL, `from=${START}&to=${START + 1}&cursor=x-1`, 'VALIDATION_FAILED'],
      [SYMBOL, `from=${START}&to=${START + 1}&limit=5001`, 'VALIDATION_FAILED'],
      [SYMBOL, `from=${START}&to=${START + 1}&limit=0`, 'VALIDATION_FAILED'],
      ['bad-symbol', `from=${START}&to=${START + 1}`, 'UNKNOWN_SYMBOL'],
    ];
    for (const [symbol, query, code] of cases) {
      const answer = await app.call('GET', `/quotes/${symbol}/ticks?${query}`);
      expect({ query, status: answer.status, http: answer.http }).toEqual({
        query,
        status: ERRORS[code].status,
        http: ERRORS[code].http,
      });
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = await app.call<never>('GET', '/openapi.json');
    expect(doc.text).toContain('/quotes/{symbol}/ticks');
  });
});
