// GET /admin/holidays: the market holidays ops add and remove, listed by day, of one calendar or
// both, to the roles that edit the catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HolidayView } from '@tempo/shared';
import { loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';

let app: TestApp;
let ops: TestAdmin;
beforeAll(async () => {
  app = await startTestApp();
  ops = await makeAdmin(app, 'ops');
});
afterAll(async () => {
  await app?.close();
});

const asAdmin = (admin: TestAdmin) => ({ authorization: `Bearer ${admin.token}`, lang: 'en' });

async function list(query = '', admin = ops) {
  return app.call<HolidayView[]>('GET', `/admin/holidays${query}`, { headers: asAdmin(admin) });
}

async function add(calendar: 'fx' | 'metals', day: string, name: string) {
  const result = await app.call('POST', '/admin/holidays', {
    body: { calendar, day, name },
    headers: asAdmin(ops),
  });
  expect(result.status, result.text).toBe(1);
}

/** What the table holds, as the route should list it: by day, then calendar. */
async function stored(calendar?: string): Promise<HolidayView[]> {
  const { rows } = await app.ctx.db.query<HolidayView>(
    `SELECT calendar, to_char(day, 'YYYY-MM-DD') AS day, name FROM market_holidays
     WHERE $1::text IS NULL OR calendar = $1 ORDER BY day, calendar`,
    [calendar ?? null],
  );
  return rows;
}

describe('GET /admin/holidays', () => {
  it('lists the holidays added, each with its calendar, day and name, sorted by day', async () => {
    // Added out of order, across both calendars.
    await add('metals', '2031-08-20', 'Metals test day');
    await add('fx', '2031-05-04', 'FX test day');
    await add('fx', '2031-08-20', 'FX same day');

    const result = await list();
    expect(result.status, result.text).toBe(1);
    const days = result.data.map((holiday) => holiday.day);
    expect(days).toEqual([...days].sort());
    expect(result.data).toEqual(await stored());
    const added = result.data.filter((holiday) => holiday.day.startsWith('2031-'));
    expect(added).toEqual([
      { calendar: 'fx', day: '2031-05-04', name: 'FX test day' },
      { calendar: 'fx', day: '2031-08-20', name: 'FX same day' },
      { calendar: 'metals', day: '2031-08-20', name: 'Metals test day' },
    ]);
  });

  it('lists only the calendar asked for', async () => {
    await add('metals', '2031-03-02', 'Metals only');
    const metals = await list('?calendar=metals');
    expect(metals.status, metals.text).toBe(1);
    expect(metals.data.length).toBeGreaterThan(0);
    expect(metals.data.every((holiday) => holiday.calendar === 'metals')).toBe(true);
    expect(metals.data).toEqual(await stored('metals'));
    expect(metals.data).toContainEqual({ calendar: 'metals', day: '2031-03-02', name: 'Metals only' });

    const fx = await list('?calendar=fx');
    expect(fx.data).toEqual(await stored('fx'));
    expect(fx.data.some((holiday) => holiday.day === '2031-03-02')).toBe(false);
  });

  it('shows a renamed holiday once, with its new name, and a removed one no more', async () => {
    await add('fx', '2031-11-11', 'First name');
    await add('fx', '2031-11-11', 'Second name');
    const renamed = (await list('?calendar=fx')).data.filter((holiday) => holiday.day === '2031-11-11');
    expect(renamed).toEqual([{ calendar: 'fx', day: '2031-11-11', name: 'Second name' }]);

    const removed = await app.call('DELETE', '/admin/holidays/fx/2031-11-11', { headers: asAdmin(ops) });
    expect(removed.status, removed.text).toBe(1);
    expect((await list()).data.some((holiday) => holiday.day === '2031-11-11')).toBe(false);
  });

  it('refuses a calendar that does not exist', async () => {
    const result = await list('?calendar=crypto');
    expect(result).toMatchObject({ http: 422, data: { code: 'VALIDATION_FAILED' } });
  });

  it('refuses support (the list is for the roles that edit the catalogue) and traders', async () => {
    const support = await makeAdmin(app, 'support');
    expect(await list('', support)).toMatchObject({ http: 403, data: { code: 'FORBIDDEN' } });

    const token = await loginAs(app, await makeUser(app));
    const asTrader = await app.call('GET', '/admin/holidays', { token });
    expect(asTrader).toMatchObject({ http: 401, status: -22 });
    const anonymous = await app.call('GET', '/admin/holidays');
    expect(anonymous).toMatchObject({ http: 401, status: -22 });
  });
});
