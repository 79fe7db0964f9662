// Every section of the ops console a superadmin opens, in both colour themes, checked with axe-core
// against WCAG 2.2 A and AA (no serious or critical violation) and for touch targets of at least
// 44×44: with an item under review in each queue, opened, so the review panes are checked too.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeAdmin, makeWithdrawal, type TestAdmin } from '../../server/src/test/factories';
import { axeViolations } from './axe';
import { stillFrames } from './browser';
import { consoleSuite, openConsole, sectionsOf } from './opsConsole';
import { smallTargets } from './touchTargets';

const THEMES = ['light', 'dark'] as const;

const suite = consoleSuite();
let chief: TestAdmin;

beforeAll(async () => {
  chief = await makeAdmin(suite.app, 'superadmin');
  await makeWithdrawal(suite.app, chief, { funds: 50_000, amount: 10_000 });
});

/** Opens a section and waits until it has loaded (no loading state left) and stands still. */
async function openSection(page: Page, section: string): Promise<void> {
  await page.getByTestId(`ops-nav-${section}`).click();
  await expect.poll(() => page.getByTestId('page-loading').count(), { timeout: 20_000 }).toBe(0);
  // A queue with an item: open the first, so its review pane is checked too.
  const firstRow = page.locator('[data-testid^="ops-row-"]').first();
  if (await firstRow.count()) {
    await firstRow.click();
    await expect.poll(() => page.getByTestId('page-loading').count(), { timeout: 20_000 }).toBe(0);
  }
  await stillFrames(page);
}

describe.each(THEMES)('the ops console in the %s theme', (theme) => {
  it('has no serious accessibility violation and no touch target under 44 px in any section', async () => {
    const page = await openConsole(suite.browser, suite.app.baseUrl, chief);
    await page.emulateMedia({ colorScheme: theme });
    const sections = await sectionsOf(page);
    expect(sections.length).toBeGreaterThanOrEqual(8);
    const found: Record<string, unknown> = {};
    for (const section of sections) {
      await openSection(page, section);
      const violations = await axeViolations(page, { impacts: ['serious', 'critical'] });
      const { checked, small } = await smallTargets(page);
      expect(checked, `${section}: no controls checked`).toBeGreaterThan(3);
      if (violations.length || small.length) found[section] = { violations, small };
    }
    expect(found).toEqual({});
  });
});
