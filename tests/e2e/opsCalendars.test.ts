// The calendars section in a desktop-sized Chromium against the built client and a real server: an
// ops user adds and removes a market holiday and a savings holiday (each removal confirmed), sets
// the savings rate typed as a daily percentage and runs the day roll; the server stores exactly
// that, and audits it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeAdmin, type TestAdmin } from '../../server/src/test/factories';
import { consoleSuite, openConsole } from './opsConsole';

/** Days far enough ahead that no roll has settled them, on weekdays (a savings holiday on a weekend says nothing). */
const MARKET_DAY = '2031-07-15';
const SAVINGS_DAY = '2031-07-16';
const RATE_FROM = '2031-01-02';

const suite = consoleSuite();
let ops: TestAdmin;

beforeAll(async () => {
  ops = await makeAdmin(suite.app, 'ops');
});

/** The console in English, logged in as `ops`, on the calendars section. */
async function calendarsPage(): Promise<Page> {
  const page = await openConsole(suite.browser, suite.app.baseUrl, ops, '/calendars');
  await expect.poll(() => page.getByTestId('ops-calendars').isVisible()).toBe(true);
  return page;
}

async function rows<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  return (await suite.app.ctx.db.query<T & Record<string, unknown>>(sql, values)).rows;
}

const auditActions = async (targetType: string, targetId: string) =>
  (
    await rows<{ action: string }>(
      `SELECT action FROM audit_log WHERE admin_id = $1 AND target_type = $2 AND target_id = $3 ORDER BY id`,
      [ops.id, targetType, targetId],
    )
  ).map((row) => row.action);

describe('the calendars section', () => {
  it('adds a metals holiday and removes it after a confirmation', async () => {
    const page = await calendarsPage();
    const panel = page.getByTestId('ops-market-holidays');
    await panel.getByTestId('ops-market-calendar-metals').click();
    // The seeded metals calendar is listed by day.
    const listed = panel.getByTestId('ops-market-holiday-row');
    await expect.poll(() => listed.count()).toBeGreaterThan(0);
    const days = await listed.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-day')!));
    expect(days).toEqual([...days].sort());

    await panel.getByTestId('ops-market-holiday-add-day').fill(MARKET_DAY);
    await panel.getByTestId('ops-market-holiday-add-name').fill('Refinery strike');
    await panel.getByTestId('ops-market-holiday-add-submit').click();
    const row = panel.locator(`[data-testid="ops-market-holiday-row"][data-day="${MARKET_DAY}"]`);
    await expect.poll(() => row.textContent()).toContain('Refinery strike');
    expect(await row.textContent()).toContain('Tuesday, July 15, 2031');
    expect(await rows('SELECT calendar, name FROM market_holidays WHERE day = $1', [MARKET_DAY])).toEqual([
      { calendar: 'metals', name: 'Refinery strike' },
    ]);
    // The FX calendar does not list it.
    await panel.getByTestId('ops-market-calendar-fx').click();
    await expect.poll(() => listed.count()).toBeGreaterThan(0);
    expect(await row.count()).toBe(0);

    await panel.getByTestId('ops-market-calendar-metals').click();
    await row.getByTestId('ops-market-holiday-remove').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toContain('Refinery strike');
    await page.getByTestId('confirm-cancel').click();
    expect(await rows('SELECT 1 FROM market_holidays WHERE day = $1', [MARKET_DAY])).toHaveLength(1);
    await row.getByTestId('ops-market-holiday-remove').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => row.count()).toBe(0);
    expect(await rows('SELECT 1 FROM market_holidays WHERE day = $1', [MARKET_DAY])).toEqual([]);
    expect(await auditActions('market_calendar', 'metals')).toEqual(['holiday.add', 'holiday.remove']);
  });

  it('adds a savings holiday and removes it after a confirmation', async () => {
    const page = await calendarsPage();
    const panel = page.getByTestId('ops-savings-holidays');
    await expect.poll(() => panel.getByTestId('ops-savings-holiday-empty').isVisible()).toBe(true);

    await panel.getByTestId('ops-savings-holiday-add-day').fill(SAVINGS_DAY);
    await panel.getByTestId('ops-savings-holiday-add-name').fill('Company day');
    await panel.getByTestId('ops-savings-holiday-add-submit').click();
    const row = panel.locator(`[data-testid="ops-savings-holiday-row"][data-day="${SAVINGS_DAY}"]`);
    await expect.poll(() => row.textContent()).toContain('Company day');
    expect(await rows(`SELECT name FROM savings_holidays WHERE day = $1::date`, [SAVINGS_DAY])).toEqual([
      { name: 'Company day' },
    ]);

    await row.getByTestId('ops-savings-holiday-remove').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toContain('Company day');
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => panel.getByTestId('ops-savings-holiday-empty').isVisible()).toBe(true);
    expect(await rows(`SELECT 1 FROM savings_holidays WHERE day = $1::date`, [SAVINGS_DAY])).toEqual([]);
    expect(await auditActions('savings_day', SAVINGS_DAY)).toEqual([
      'savings.holiday.add',
      'savings.holiday.remove',
    ]);
  });

  it('sets the savings rate typed as a daily percentage, stored in ppb exactly', async () => {
    const page = await calendarsPage();
    const panel = page.getByTestId('ops-savings-rate');
    await expect.poll(() => panel.getByTestId('ops-savings-rate-row').count()).toBeGreaterThan(0);

    // A figure too fine for a ppb is refused before it is sent.
    await panel.getByTestId('ops-savings-rate-value').fill('0.00000001');
    expect(await panel.getByTestId('ops-savings-rate-submit').isDisabled()).toBe(true);

    await panel.getByTestId('ops-savings-rate-value').fill('0.0123457');
    expect(await panel.getByTestId('ops-savings-rate-preview').textContent()).toBe(
      '0.0123457 % a day = 4.5061805 % a year (123,457 ppb a day)',
    );
    await panel.getByTestId('ops-savings-rate-from').fill(RATE_FROM);
    await panel.getByTestId('ops-savings-rate-submit').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toContain('4.5061805 %');
    await page.getByTestId('confirm-ok').click();

    const row = panel.locator(`[data-testid="ops-savings-rate-row"][data-from="${RATE_FROM}"]`);
    await expect.poll(() => row.getAttribute('data-ppb')).toBe('123457');
    expect(await row.textContent()).toContain('0.0123457 %');
    expect(await row.textContent()).toContain('4.5061805 %');
    expect(
      await rows(`SELECT daily_rate_ppb AS ppb FROM savings_rates WHERE effective_from = $1::date`, [
        RATE_FROM,
      ]),
    ).toEqual([{ ppb: 123_457 }]);
    expect(await auditActions('savings_rate', RATE_FROM)).toEqual(['savings.rate.set']);
  });

  it('runs the day roll of a past day after a confirmation', async () => {
    const page = await calendarsPage();
    const panel = page.getByTestId('ops-savings-roll');
    // A week ago is a past day wherever the platform's and the browser's clocks stand.
    const day = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    await panel.getByTestId('ops-savings-roll-day').fill(day);
    await panel.getByTestId('ops-savings-roll-submit').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toContain('roll');
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toMatch(/Roll done|Nothing to run/);
    expect(await auditActions('savings_day', day)).toEqual(['savings.roll']);
  });
});
