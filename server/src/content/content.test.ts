// Content against the real PostgreSQL and Redis: the seeded home for everyone without a login;
// the ops editor refusing every bad input and every role but the editors, and auditing what it
// changes; each reader's language with its English, then Vietnamese, fallback; the banners'
// active window; news paging and scheduling; banner images; the site settings.
import {
  LANGUAGES,
  routes,
  type AdminBannerView,
  type AdminNewsView,
  type AdminSiteSettingsView,
  type ContentImageView,
  type HomeContentView,
  type NewsPage,
  type NewsView,
  type PageView,
  type SiteConfig,
} from '@tempo/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeAdmin, makeUser, type TestAdmin } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testApp';
import { listActiveBanners } from './bannersRepo';
import { seedContent } from './seed/seedContent';

let app: TestApp;
let ops: TestAdmin;

const asOps = (body?: unknown, admin: TestAdmin = ops) => ({
  headers: { authorization: `Bearer ${admin.token}` },
  ...(body === undefined ? {} : { body }),
});

const bannerText = (title: string) => ({ title, imageUrl: 'https://cdn.example.com/banner.png' });
const newsText = (title: string) => ({ title, summary: `${title} in brief`, body: `# ${title}\n\nMore.` });

beforeAll(async () => {
  app = await startTestApp();
  ops = await makeAdmin(app, 'ops');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const auditActions = async (targetType: string, targetId: number | string) =>
  (
    await app.ctx.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id`,
      [targetType, String(targetId)],
    )
  ).rows.map((row) => row.action);

describe('the seeded content', () => {
  it('home answers without a login: three banners to app routes, four highlights, the news, in Vietnamese', async () => {
    const home = await app.call<HomeContentView>('GET', '/content/home', { headers: { lang: 'vi' } });
    expect(home.status, home.text).toBe(1);
    expect(home.data.banners.map((banner) => banner.link)).toEqual([
      '/pages/recharge/index',
      '/pages/product/product',
      '/pages/money/money',
    ]);
    expect(home.data.banners.every((banner) => banner.language === 'vi')).toBe(true);
    expect(home.data.highlights).toHaveLength(4);
    expect(home.data.news.length).toBeGreaterThanOrEqual(3);
    // The seeded pictures are served to everyone, as images.
    const image = await fetch(`${app.baseUrl}${home.data.banners[0]!.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // A second start finds the tables filled and seeds nothing again.
    expect(await seedContent(app.ctx.db)).toEqual([]);
  });

  it('every page exists in English, Vietnamese and Chinese; the privacy policy covers each topic', async () => {
    for (const slug of ['about', 'privacy', 'privacy-statement', 'risk']) {
      for (const lang of ['en', 'vi', 'zh-CN']) {
        const page = await app.call<PageView>('GET', `/content/pages/${slug}`, { headers: { lang } });
        expect(page.status, `${slug} ${lang}`).toBe(1);
        expect(page.data.language).toBe(lang);
      }
    }
    const unknown = await app.call('GET', '/content/pages/terms');
    expect(unknown.http).toBe(404);
    expect(unknown.data).toMatchObject({ code: 'NOT_FOUND' });
    const privacy = await app.call<PageView>('GET', '/content/pages/privacy', { headers: { lang: 'en' } });
    for (const topic of [
      'Data recovery and confidentiality',
      'Device information',
      'phone number, username (account), login password',
      'avatar and a nickname',
      'Geolocation',
      'How we manage your data',
      'How we protect your privacy',
      'Rules for content you post',
      'Other terms',
    ]) {
      expect(privacy.data.body).toContain(topic);
    }
  });
});

describe('who may edit content', () => {
  /** Every ops route of the content table, with a plausible path. */
  const opsRoutes = Object.values(routes.content).filter((route) => typeof route.auth === 'object');

  const pathOf = (path: string) => path.replace(':id', '1').replace(':slug', 'about');
  /** A body for the routes that take one: refused before it is read. */
  const bodyOf = (method: string) => (method === 'GET' ? undefined : {});

  it('support is refused every ops content route', async () => {
    const support = await makeAdmin(app, 'support');
    for (const route of opsRoutes) {
      const answer = await app.call(route.method, pathOf(route.path), asOps(bodyOf(route.method), support));
      expect(answer.http, `${route.method} ${route.path}`).toBe(403);
      expect(answer.data).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('a trader and an anonymous caller are refused every ops content route', async () => {
    const token = await loginAs(app, await makeUser(app));
    for (const route of opsRoutes) {
      for (const options of [{ token, body: bodyOf(route.method) }, { body: bodyOf(route.method) }]) {
        const answer = await app.call(route.method, pathOf(route.path), options);
        expect(answer.http, `${route.method} ${route.path}`).toBe(401);
        expect(answer.data).toMatchObject({ code: 'NOT_LOGGED_IN' });
      }
    }
  });

  it('superadmin and ops may edit', async () => {
    const superadmin = await makeAdmin(app, 'superadmin');
    for (const admin of [ops, superadmin]) {
      const listed = await app.call('GET', '/admin/content/banners', asOps(undefined, admin));
      expect(listed.status, listed.text).toBe(1);
    }
  });
});

describe('bad input is refused with its code, and stores nothing', () => {
  const long = (length: number) => 'a'.repeat(length);
  const validBanner = { translations: { en: bannerText('Deposit now') }, link: '/pages/recharge/index' };

  const cases: { name: string; method: string; path: string; body: unknown; code: string; field?: string }[] =
    [
      {
        name: 'an empty body',
        method: 'POST',
        path: '/admin/content/banners',
        body: {},
        code: 'EMPTY_VALUE',
      },
      {
        name: 'no language at all',
        method: 'POST',
        path: '/admin/content/banners',
        body: { translations: {} },
        code: 'EMPTY_VALUE',
      },
      {
        name: 'a blank title',
        method: 'POST',
        path: '/admin/content/banners',
        body: { translations: { en: bannerText('   ') } },
        code: 'EMPTY_VALUE',
        field: 'translations.en.title',
      },
      {
        name: 'a title too long',
        method: 'POST',
        path: '/admin/content/banners',
        body: { translations: { en: bannerText(long(121)) } },
        code: 'VALIDATION_FAILED',
        field: 'translations.en.title',
      },
      {
        name: 'an unknown language',
        method: 'POST',
        path: '/admin/content/banners',
        body: { translations: { xx: bannerText('Hello') } },
        code: 'VALIDATION_FAILED',
        field: 'translations',
      },
      ...[
        'javascript:alert(1)',
        'JavaScript:alert(1)',
        'data:text/html,hi',
        'http://example.com',
        '//evil.example',
        'vbscript:x',
        '/pages/../x',
        'ftp://x.example',
      ].map((link) => ({
        name: `the link ${link}`,
        method: 'POST',
        path: '/admin/content/banners',
        body: { ...validBanner, link },
        code: 'VALIDATION_FAILED',
        field: 'link',
      })),
      {
        name: 'an image that is a script',
        method: 'POST',
        path: '/admin/content/banners',
        body: { translations: { en: { title: 'x', imageUrl: 'javascript:alert(1)' } } },
        code: 'VALIDATION_FAILED',
        field: 'translations.en.imageUrl',
      },
      {
        name: 'an inverted window',
        method: 'POST',
        path: '/admin/content/banners',
        body: { ...validBanner, activeFrom: 2_000_000_000_000, activeUntil: 1_900_000_000_000 },
        code: 'VALIDATION_FAILED',
        field: 'activeUntil',
      },
      {
        name: 'an empty window',
        method: 'POST',
        path: '/admin/content/banners',
        body: { ...validBanner, activeFrom: 1_900_000_000_000, activeUntil: 1_900_000_000_000 },
        code: 'VALIDATION_FAILED',
        field: 'activeUntil',
      },
      {
        name: 'a control character',
        method: 'POST',
        path: '/admin/content/news',
        body: { translations: { en: newsText('Bad\u0000title') } },
        code: 'INVALID_CHARACTERS',
        field: 'translations.en.title',
      },
      {
        name: 'a news body too long',
        method: 'POST',
        path: '/admin/content/news',
        body: { translations: { en: { ...newsText('Long'), body: long(20_001) } } },
        code: 'VALIDATION_FAILED',
        field: 'translations.en.body',
      },
      {
        name: 'a page body too long',
        method: 'PUT',
        path: '/admin/content/pages/about',
        body: { translations: { vi: { title: 'Về chúng tôi', body: long(60_001) } } },
        code: 'VALIDATION_FAILED',
        field: 'translations.vi.body',
      },
      {
        name: 'an unknown icon',
        method: 'POST',
        path: '/admin/content/highlights',
        body: { translations: { en: { title: 'Fast', text: 'Very' } }, icon: 'skull' },
        code: 'VALIDATION_FAILED',
        field: 'icon',
      },
      {
        name: 'a broadcast without a body',
        method: 'POST',
        path: '/admin/content/broadcasts',
        body: { translations: { en: { title: 'Maintenance' } } },
        code: 'EMPTY_VALUE',
        field: 'translations.en.body',
      },
      {
        name: 'a service link of another scheme',
        method: 'PUT',
        path: '/admin/site-settings',
        body: { serviceUrl: 'javascript:alert(1)' },
        code: 'VALIDATION_FAILED',
        field: 'serviceUrl',
      },
      {
        name: 'no setting at all',
        method: 'PUT',
        path: '/admin/site-settings',
        body: {},
        code: 'EMPTY_VALUE',
      },
      {
        name: 'an unknown page',
        method: 'PUT',
        path: '/admin/content/pages/terms',
        body: { translations: { en: { title: 'Terms', body: 'Text' } } },
        code: 'NOT_FOUND',
      },
      ...(['banners', 'news', 'highlights'] as const).flatMap((kind) => [
        {
          name: `an unknown ${kind} id`,
          method: 'DELETE',
          path: `/admin/content/${kind}/987654`,
          body: undefined,
          code: 'NOT_FOUND',
        },
        {
          name: `a ${kind} id that is no number`,
          method: 'DELETE',
          path: `/admin/content/${kind}/abc`,
          body: undefined,
          code: 'NOT_FOUND',
        },
      ]),
      {
        name: 'replacing an unknown banner',
        method: 'PUT',
        path: '/admin/content/banners/987654',
        body: validBanner,
        code: 'NOT_FOUND',
      },
      {
        name: 'replacing an unknown news item',
        method: 'PUT',
        path: '/admin/content/news/987654',
        body: { translations: { en: newsText('Gone') } },
        code: 'NOT_FOUND',
      },
      {
        name: 'replacing an unknown highlight',
        method: 'PUT',
        path: '/admin/content/highlights/987654',
        body: { translations: { en: { title: 'Fast', text: 'Very' } }, icon: 'clock' },
        code: 'NOT_FOUND',
      },
    ];

  it.each(cases)('$name: $code', async ({ method, path, body, code, field }) => {
    const countBefore = await contentCount();
    const answer = await app.call(method, path, asOps(body));
    expect(answer.status, answer.text).toBeLessThan(0);
    expect(answer.data).toMatchObject({ code, ...(field ? { field } : {}) });
    expect(await contentCount()).toEqual(countBefore);
  });

  async function contentCount(): Promise<Record<string, number>> {
    const { rows } = await app.ctx.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM banners) AS banners, (SELECT count(*)::int FROM news) AS news,
              (SELECT count(*)::int FROM highlights) AS highlights, (SELECT count(*)::int FROM broadcasts) AS broadcasts,
              (SELECT count(*)::int FROM audit_log) AS audits`,
    );
    return rows[0]!;
  }
});

describe('editing is audited', () => {
  it('a banner created, replaced and removed leaves three audit entries, and Markdown is stored as given', async () => {
    const created = await app.call<AdminBannerView>(
      'POST',
      '/admin/content/banners',
      asOps({ translations: { en: bannerText('Save daily') }, link: 'https://help.example.com/savings?x=1' }),
    );
    expect(created.http, created.text).toBe(201);
    const { id } = created.data;
    const replaced = await app.call<AdminBannerView>(
      'PUT',
      `/admin/content/banners/${id}`,
      asOps({ translations: { vi: bannerText('Tiết kiệm') }, link: null, sortOrder: 9 }),
    );
    expect(replaced.data).toMatchObject({
      translations: { vi: bannerText('Tiết kiệm') },
      link: null,
      sortOrder: 9,
    });
    const removed = await app.call('DELETE', `/admin/content/banners/${id}`, asOps());
    expect(removed.data).toEqual({ id });
    expect(await auditActions('banner', id)).toEqual(['banner.create', 'banner.update', 'banner.delete']);

    // What ops type is kept as typed: the client's renderer, not the server, makes it safe.
    const markdown = '**Bold** <script>alert(1)</script> [x](javascript:alert(1))';
    const news = await app.call<AdminNewsView>(
      'POST',
      '/admin/content/news',
      asOps({ translations: { en: { ...newsText('Raw'), body: markdown } } }),
    );
    const read = await app.call<NewsView>('GET', `/content/news/${news.data.id}`, {
      headers: { lang: 'en' },
    });
    expect(read.data.body).toBe(markdown);
    expect(await auditActions('news', news.data.id)).toEqual(['news.create']);
  });

  it('a page replaced is audited and read at once', async () => {
    const saved = await app.call(
      'PUT',
      '/admin/content/pages/risk',
      asOps({ translations: { en: { title: 'Risk', body: 'Trading carries risk.' } } }),
    );
    expect(saved.status, saved.text).toBe(1);
    const read = await app.call<PageView>('GET', '/content/pages/risk', { headers: { lang: 'en' } });
    expect(read.data).toMatchObject({ title: 'Risk', body: 'Trading carries risk.', language: 'en' });
    expect(await auditActions('page', 'risk')).toEqual(['page.update']);
  });
});

describe("the reader's language", () => {
  it('answers in the language asked, else English, else Vietnamese, else any the item has', async () => {
    const create = async (translations: Record<string, unknown>) =>
      (await app.call<AdminNewsView>('POST', '/admin/content/news', asOps({ translations }))).data.id;
    const all = await create({ en: newsText('English'), vi: newsText('Tiếng Việt'), ja: newsText('日本語') });
    const noEnglish = await create({ vi: newsText('Chỉ tiếng Việt'), ko: newsText('한국어') });
    const onlyKorean = await create({ ko: newsText('한국어만') });

    const read = async (id: number, lang?: string) =>
      (await app.call<NewsView>('GET', `/content/news/${id}`, { headers: lang ? { lang } : {} })).data;

    expect(await read(all, 'ja')).toMatchObject({ title: '日本語', language: 'ja' });
    expect(await read(all, 'de')).toMatchObject({ title: 'English', language: 'en' });
    expect(await read(all, 'zh-CN')).toMatchObject({ title: 'English', language: 'en' });
    // No lang header is Vietnamese, the default.
    expect(await read(all)).toMatchObject({ title: 'Tiếng Việt', language: 'vi' });
    expect(await read(noEnglish, 'fr')).toMatchObject({ title: 'Chỉ tiếng Việt', language: 'vi' });
    expect(await read(noEnglish, 'ko')).toMatchObject({ title: '한국어', language: 'ko' });
    expect(await read(onlyKorean, 'en')).toMatchObject({ title: '한국어만', language: 'ko' });
    // An unknown language reads as the default.
    expect(await read(all, 'xx')).toMatchObject({ language: 'vi' });
  });
});

describe('banners are shown inside their window only', () => {
  it('home lists the enabled banners whose window holds now, in their order', async () => {
    await app.ctx.db.query('DELETE FROM banners');
    const now = Date.now();
    const hour = 3_600_000;
    const add = async (title: string, extra: Record<string, unknown>) => {
      const created = await app.call<AdminBannerView>(
        'POST',
        '/admin/content/banners',
        asOps({ translations: { en: bannerText(title) }, ...extra }),
      );
      expect(created.http, created.text).toBe(201);
      return created.data;
    };
    await add('always, second', { sortOrder: 2 });
    await add('now, first', { sortOrder: 1, activeFrom: now - hour, activeUntil: now + hour });
    await add('started, open end', { sortOrder: 3, activeFrom: now - hour });
    await add('ended', { activeUntil: now - hour });
    await add('not yet', { activeFrom: now + hour });
    await add('switched off', { enabled: false });

    const home = await app.call<HomeContentView>('GET', '/content/home', { headers: { lang: 'en' } });
    expect(home.data.banners.map((banner) => banner.title)).toEqual([
      'now, first',
      'always, second',
      'started, open end',
    ]);
    // Ops still see every banner.
    const listed = await app.call<AdminBannerView[]>('GET', '/admin/content/banners', asOps());
    expect(listed.data).toHaveLength(6);
  });

  it('the window includes its start and excludes its end', async () => {
    await app.ctx.db.query('DELETE FROM banners');
    const from = 1_900_000_000_000;
    const until = from + 60_000;
    await app.call(
      'POST',
      '/admin/content/banners',
      asOps({
        translations: { en: bannerText('timed') },
        activeFrom: from,
        activeUntil: until,
      }),
    );
    const titles = async (at: number) =>
      (await listActiveBanners(app.ctx.db, new Date(at))).map((row) => row.translations.en?.title);
    expect(await titles(from - 1)).toEqual([]);
    expect(await titles(from)).toEqual(['timed']);
    expect(await titles(until - 1)).toEqual(['timed']);
    expect(await titles(until)).toEqual([]);
  });
});

describe('news', () => {
  it('pages published news newest first; a scheduled item is neither listed nor readable', async () => {
    await app.ctx.db.query('DELETE FROM news');
    const day = 86_400_000;
    const now = Date.now();
    const ids: number[] = [];
    for (let age = 5; age >= 1; age--) {
      const created = await app.call<AdminNewsView>(
        'POST',
        '/admin/content/news',
        asOps({ translations: { en: newsText(`${age} days ago`) }, publishedAt: now - age * day }),
      );
      ids.push(created.data.id);
    }
    const scheduled = await app.call<AdminNewsView>(
      'POST',
      '/admin/content/news',
      asOps({ translations: { en: newsText('tomorrow') }, publishedAt: now + day }),
    );

    const page = (n: number) =>
      app.call<NewsPage>('GET', `/content/news?page=${n}&limit=2`, { headers: { lang: 'en' } });
    const [first, second, third] = await Promise.all([page(1), page(2), page(3)]);
    expect(first.data.items.map((item) => item.title)).toEqual(['1 days ago', '2 days ago']);
    expect(first.data.nextPage).toBe(2);
    expect(second.data.items.map((item) => item.title)).toEqual(['3 days ago', '4 days ago']);
    expect(second.data.nextPage).toBe(3);
    expect(third.data.items.map((item) => item.title)).toEqual(['5 days ago']);
    expect(third.data.nextPage).toBeNull();
    expect(first.data.items[0]).not.toHaveProperty('body');

    const hidden = await app.call('GET', `/content/news/${scheduled.data.id}`, { headers: { lang: 'en' } });
    expect(hidden.data).toMatchObject({ code: 'NOT_FOUND' });
    const home = await app.call<HomeContentView>('GET', '/content/home', { headers: { lang: 'en' } });
    expect(home.data.news.map((item) => item.id)).toEqual([...ids].reverse());
    // Ops see it, newest first.
    const listed = await app.call<AdminNewsView[]>('GET', '/admin/content/news?limit=1', asOps());
    expect(listed.data.map((item) => item.id)).toEqual([scheduled.data.id]);

    for (const query of ['?page=0', '?limit=51', '?limit=abc']) {
      const refused = await app.call('GET', `/content/news${query}`);
      expect(refused.data, query).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    for (const id of ['987654', 'abc', '0']) {
      const missing = await app.call('GET', `/content/news/${id}`);
      expect(missing.http, id).toBe(404);
    }
  });
});

describe('banner images and site settings', () => {
  it('an uploaded image is re-encoded, served to everyone and usable as a banner image; a non-image is refused', async () => {
    const png = await sharp({ create: { width: 40, height: 16, channels: 3, background: '#1150c2' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
    const uploaded = await fetch(`${app.baseUrl}/api/admin/content/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ops.token}` },
      body: form,
    });
    const envelope = (await uploaded.json()) as { data: ContentImageView };
    expect(uploaded.status).toBe(201);
    const served = await fetch(`${app.baseUrl}${envelope.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(40);
    const banner = await app.call(
      'POST',
      '/admin/content/banners',
      asOps({ translations: { en: { title: 'Uploaded', imageUrl: envelope.data.url } } }),
    );
    expect(banner.http, banner.text).toBe(201);
    expect(await auditActions('content_image', envelope.data.id)).toEqual(['content_image.upload']);

    const script = new FormData();
    script.append('image', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'x.png');
    const refused = await fetch(`${app.baseUrl}/api/admin/content/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ops.token}` },
      body: script,
    });
    expect(((await refused.json()) as { data: { code: string } }).data.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((await fetch(`${app.baseUrl}/api/content/images/987654`)).status).toBe(404);
  });

  it('debugger detection is off by default; ops turn it on and change the service link, audited', async () => {
    const before = await app.call<SiteConfig>('GET', '/index/siteConfig');
    expect(before.data.debuggerDetection).toBe(false);
    expect(before.data.service_url).toBe(app.config.SERVICE_URL);

    const saved = await app.call<AdminSiteSettingsView>(
      'PUT',
      '/admin/site-settings',
      asOps({ debuggerDetection: true, serviceUrl: 'https://support.example.com/chat' }),
    );
    expect(saved.status, saved.text).toBe(1);
    const after = await app.call<SiteConfig>('GET', '/index/siteConfig');
    expect(after.data).toMatchObject({
      debuggerDetection: true,
      service_url: 'https://support.example.com/chat',
      site_logo: app.config.SITE_LOGO_URL,
    });
    // null returns a setting to the configured one.
    await app.call('PUT', '/admin/site-settings', asOps({ serviceUrl: null, debuggerDetection: false }));
    const reset = await app.call<SiteConfig>('GET', '/index/siteConfig');
    expect(reset.data).toMatchObject({ debuggerDetection: false, service_url: app.config.SERVICE_URL });
    expect(await auditActions('site_settings', 'site')).toEqual([
      'site_settings.update',
      'site_settings.update',
    ]);
  });
});

describe('large content', () => {
  it('a page written in all ten languages at its longest is taken in one request', async () => {
    // CJK text is three bytes a character: ten such bodies are far above the API's usual body limit.
    const body = '市场有风险，投资需谨慎。'.repeat(5_000).slice(0, 60_000);
    const translations = Object.fromEntries(
      LANGUAGES.map((language) => [language, { title: `${language} risk`, body }]),
    );
    const saved = await app.call('PUT', '/admin/content/pages/risk', asOps({ translations }));
    expect(saved.status, saved.text.slice(0, 200)).toBe(1);
    const read = await app.call<PageView>('GET', '/content/pages/risk', { headers: { lang: 'th' } });
    expect(read.data).toMatchObject({ title: 'th risk', language: 'th' });
    expect(read.data.body).toHaveLength(60_000);
  });
});
