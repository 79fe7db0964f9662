// The ops console's content section in a desktop-sized Chromium against the built client and a real
// server: a news item written in two languages shows in the trader app's own rendering as it is
// typed, is stored as typed, and is deleted only after a confirmation; the about page edited beside
// its preview reaches a trader's phone; a message broadcast after a confirmation lands in a
// trader's inbox, its unread count rising live. Every change is in the audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeAdmin, makeUser, type TestAdmin, type TestUser } from '../../server/src/test/factories';
import { axeViolations } from './axe';
import { loggedInPhone } from './browser';
import { LIVE_TIMEOUT_MS, auditLog, consoleSuite, openConsole } from './opsConsole';
import { smallTargets } from './touchTargets';

const suite = consoleSuite();
let ops: TestAdmin;

beforeAll(async () => {
  ops = await makeAdmin(suite.app, 'ops');
});

/** The console in English, logged in as `admin`, on one tab of Content. */
async function contentTab(admin: TestAdmin, tab: string): Promise<Page> {
  const page = await openConsole(suite.browser, suite.app.baseUrl, admin, `/content?tab=${tab}`);
  await expect
    .poll(() => page.getByTestId(`ops-content-tab-${tab}`).getAttribute('aria-selected'))
    .toBe('true');
  return page;
}

/** The trader's phone, in English, logged in (on their account page). */
const traderPhone = (user: TestUser) => loggedInPhone(suite.browser, suite.app.baseUrl, user);

const auditOf = (action: string, targetId: number | string) => auditLog(suite.app, ops, { action, targetId });

const toastOf = (page: Page) => page.getByTestId('toast').textContent();

describe('the content section of the ops console', () => {
  it('writes a news item in two languages beside its preview, stores it as typed, and deletes it after a confirm', async () => {
    const console = await contentTab(ops, 'news');
    await console.getByTestId('ops-news-new').click();
    const editor = console.getByTestId('ops-news-editor');
    const preview = editor.getByTestId('ops-news-preview');

    // English first (the console's language): the preview is the trader app's rendering, Markdown and all.
    const english = {
      title: 'Gold trading hours extended',
      summary: 'Trade gold until midnight from Monday.',
      body: 'From **Monday**, gold trades until midnight.\n\n- More hours\n- Same payouts',
    };
    await editor.getByTestId('ops-news-title').fill(english.title);
    await editor.getByTestId('ops-news-summary').fill(english.summary);
    await editor.getByTestId('ops-news-body').fill(english.body);
    await expect.poll(() => preview.getByTestId('ops-preview-title').textContent()).toBe(english.title);
    await expect
      .poll(() => preview.getByTestId('ops-preview-body').locator('strong').textContent())
      .toBe('Monday');
    expect(await preview.getByTestId('ops-preview-body').locator('li').count()).toBe(2);
    expect(await preview.locator('.news-title').textContent()).toBe(english.title);
    expect(await editor.getByTestId('ops-content-language-en').getAttribute('data-fill')).toBe('filled');

    // Vietnamese, not yet written: its readers would get the English text, and the preview says so.
    await editor.getByTestId('ops-content-language-vi').click();
    expect(await editor.getByTestId('ops-content-language-vi').getAttribute('data-fill')).toBe('empty');
    await expect.poll(() => editor.getByTestId('ops-preview-fallback').isVisible()).toBe(true);
    expect(await preview.getByTestId('ops-preview-title').textContent()).toBe(english.title);

    const vietnamese = {
      title: 'Kéo dài giờ giao dịch vàng',
      summary: 'Giao dịch vàng đến nửa đêm từ thứ Hai.',
      body: 'Từ **thứ Hai**, vàng được giao dịch đến nửa đêm.',
    };
    await editor.getByTestId('ops-news-title').fill(vietnamese.title);
    // Begun but unfinished: it cannot be sent, and the switcher says which language is unfinished.
    expect(await editor.getByTestId('ops-content-language-vi').getAttribute('data-fill')).toBe('partial');
    expect(await editor.getByTestId('ops-news-save').isDisabled()).toBe(true);
    expect(await editor.getByTestId('ops-content-problem').textContent()).toContain('Tiếng Việt');
    await editor.getByTestId('ops-news-summary').fill(vietnamese.summary);
    await editor.getByTestId('ops-news-body').fill(vietnamese.body);
    await expect.poll(() => preview.getByTestId('ops-preview-title').textContent()).toBe(vietnamese.title);
    expect(await preview.getByTestId('ops-preview-body').locator('strong').textContent()).toBe('thứ Hai');
    expect(await editor.getByTestId('ops-preview-fallback').count()).toBe(0);
    // The trader app's own words around the text are in the language previewed.
    expect(await preview.locator('.content-meta').textContent()).not.toContain('Published');

    // The editor and the preview beside it: no serious accessibility fault, every control a
    // comfortable target.
    expect(await axeViolations(console, { impacts: ['serious', 'critical'] })).toEqual([]);
    expect((await smallTargets(console)).small).toEqual([]);

    await editor.getByTestId('ops-news-save').click();
    await expect.poll(() => toastOf(console)).toBe('Saved');
    // Saved, the editor now edits the stored item.
    await expect.poll(() => editor.locator('h2').textContent()).toMatch(/^News item no\. \d+$/);
    const id = Number((await editor.locator('h2').textContent())!.replace(/\D/g, ''));

    // The server stored exactly the two languages typed, and the public route serves each.
    const { rows } = await suite.app.ctx.db.query<{ translations: unknown }>(
      'SELECT translations FROM news WHERE id = $1',
      [id],
    );
    expect(rows[0]!.translations).toEqual({ en: english, vi: vietnamese });
    const served = await suite.app.call<{ title: string; language: string }>('GET', `/content/news/${id}`, {
      headers: { lang: 'vi' },
    });
    expect(served.data).toMatchObject({ title: vietnamese.title, language: 'vi' });
    const [created] = await auditOf('news.create', id);
    expect(created).toMatchObject({ adminUsername: ops.username });

    // Back in the list; deleting asks first, and a cancel keeps the item.
    await editor.getByTestId('ops-content-back').click();
    const row = console.getByTestId('ops-news-list-row').filter({ hasText: english.title });
    await expect.poll(() => row.textContent()).toContain(english.title);
    expect(await row.getByTestId('ops-content-languages').textContent()).toBe('vien');
    expect((await smallTargets(console)).small).toEqual([]);
    await row.getByTestId('ops-news-open').click();
    await console.getByTestId('ops-news-delete').click();
    const dialog = console.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.textContent()).toContain(english.title);
    await dialog.getByTestId('confirm-cancel').click();
    expect((await suite.app.ctx.db.query('SELECT 1 FROM news WHERE id = $1', [id])).rowCount).toBe(1);

    await console.getByTestId('ops-news-delete').click();
    await console.getByTestId('confirm-ok').click();
    await expect.poll(() => toastOf(console)).toBe('Deleted');
    await expect.poll(() => row.count()).toBe(0);
    expect((await suite.app.ctx.db.query('SELECT 1 FROM news WHERE id = $1', [id])).rowCount).toBe(0);
    expect(await auditOf('news.delete', id)).toHaveLength(1);
  });

  it('edits the about page beside its preview, and a trader’s phone shows the new text', async () => {
    const console = await contentTab(ops, 'pages');
    await console.getByTestId('ops-page-about').click();
    const editor = console.getByTestId('ops-page-editor');
    const about = {
      title: 'About Tempo',
      body: 'Tempo is run by **Tempo Markets Ltd**.\n\n## Our promise\n\nPayouts within 60 seconds.',
    };
    await editor.getByTestId('ops-page-title').fill(about.title);
    await editor.getByTestId('ops-page-body').fill(about.body);
    const preview = editor.getByTestId('ops-page-preview');
    await expect
      .poll(() => preview.getByTestId('ops-preview-body').locator('h2').textContent())
      .toBe('Our promise');
    expect(await preview.getByTestId('ops-preview-body').locator('strong').textContent()).toBe(
      'Tempo Markets Ltd',
    );

    // On a wide screen the preview stands beside the text being written.
    const [form, phone] = [
      await editor.getByTestId('ops-page-body').boundingBox(),
      await preview.boundingBox(),
    ];
    expect(phone!.x).toBeGreaterThan(form!.x + form!.width - 1);

    await editor.getByTestId('ops-page-save').click();
    await expect.poll(() => toastOf(console)).toBe('Saved');
    const { rows } = await suite.app.ctx.db.query<{ translations: { en?: unknown } }>(
      "SELECT translations FROM content_pages WHERE slug = 'about'",
    );
    expect(rows[0]!.translations.en).toEqual(about);
    expect(await auditOf('page.update', 'about')).not.toEqual([]);
    await expect.poll(() => console.getByTestId('ops-page-about').textContent()).toContain('Updated');

    const trader = await traderPhone(await makeUser(suite.app));
    await trader.evaluate(() => {
      window.location.hash = '/pages/aboutUs/aboutUs';
    });
    await expect.poll(() => trader.getByTestId('content-page-title').textContent()).toBe(about.title);
    const body = trader.getByTestId('content-page-body');
    expect(await body.locator('strong').textContent()).toBe('Tempo Markets Ltd');
    expect(await body.locator('h2').textContent()).toBe('Our promise');
  });

  it('broadcasts a message after a confirm, and a trader’s inbox unread count rises live', async () => {
    const user = await makeUser(suite.app);
    const trader = await traderPhone(user);
    expect(await trader.getByTestId('user-unread').count()).toBe(0);

    const console = await contentTab(ops, 'messages');
    await console.getByTestId('ops-broadcast-new').click();
    const form = console.getByTestId('ops-broadcast-form');
    const english = { title: 'Maintenance on Sunday', body: 'Trading pauses from 01:00 to 02:00 UTC.' };
    const vietnamese = { title: 'Bảo trì vào Chủ nhật', body: 'Giao dịch tạm dừng từ 01:00 đến 02:00 UTC.' };
    await form.getByTestId('ops-broadcast-title').fill(english.title);
    await form.getByTestId('ops-broadcast-body').fill(english.body);
    await form.getByTestId('ops-content-language-vi').click();
    await form.getByTestId('ops-broadcast-title').fill(vietnamese.title);
    await form.getByTestId('ops-broadcast-body').fill(vietnamese.body);
    // The preview is the inbox's own row, unread and opened.
    const preview = form.getByTestId('ops-broadcast-preview');
    await expect
      .poll(() => preview.getByTestId('inbox-row-title').allTextContents())
      .toEqual([vietnamese.title, vietnamese.title]);
    expect(await preview.getByTestId('inbox-row-body').textContent()).toBe(vietnamese.body);

    // Nothing goes out until the confirmation; a cancel sends nothing.
    await form.getByTestId('ops-broadcast-send').click();
    const dialog = console.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.textContent()).toContain('Tiếng Việt, English');
    await dialog.getByTestId('confirm-cancel').click();
    expect((await suite.app.ctx.db.query('SELECT 1 FROM broadcasts')).rowCount).toBe(0);

    await form.getByTestId('ops-broadcast-send').click();
    await console.getByTestId('confirm-ok').click();
    await expect.poll(() => toastOf(console)).toMatch(/^Sent to \d+ inboxes$/);
    const row = console.getByTestId('ops-broadcast-list-row').first();
    await expect.poll(() => row.textContent()).toContain(english.title);

    const { rows } = await suite.app.ctx.db.query<{ id: string; translations: unknown }>(
      'SELECT id, translations FROM broadcasts',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.translations).toEqual({ en: english, vi: vietnamese });
    const filed = await suite.app.ctx.db.query(
      'SELECT 1 FROM inbox_messages WHERE user_id = $1 AND broadcast_id = $2 AND read_at IS NULL',
      [user.id, rows[0]!.id],
    );
    expect(filed.rowCount).toBe(1);
    expect(await auditOf('broadcast.send', Number(rows[0]!.id))).toHaveLength(1);

    // The trader's unread count rises without a reload, and the message reads in their language.
    await expect
      .poll(() => trader.getByTestId('user-unread').textContent(), { timeout: LIVE_TIMEOUT_MS })
      .toBe('1');
    await trader.evaluate(() => {
      window.location.hash = '/pages/message/message';
    });
    const message = trader.locator('[data-testid="inbox-row"][data-kind="broadcast"]');
    await expect.poll(() => message.getByTestId('inbox-row-title').textContent()).toBe(english.title);
  });
});
