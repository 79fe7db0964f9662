// Content: banners, news, platform highlights, the fixed pages (about us, privacy, risk) and the
// broadcast messages ops send to every inbox. Ops write each item in any of the ten languages at
// once (`translations`, keyed by language); a trader reads it in the request's language, or in
// English, then Vietnamese, when the item lacks it (the view says which language it got). Long
// texts are Markdown, stored as written and rendered by the client with a safe renderer: no HTML
// is ever produced or stored by the server. Times in epoch ms.
import { z } from 'zod';
import { idParam, requiredText, text } from './fields';
import { LANGUAGES, type Language } from './languages';

/** The fixed pages, by slug: about us, the privacy policy, the second privacy text, the risk disclosure. */
export const CONTENT_PAGE_SLUGS = ['about', 'privacy', 'privacy-statement', 'risk'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** The icons a platform highlight may name; the client draws each. */
export const HIGHLIGHT_ICONS = [
  'shield',
  'lightning',
  'clock',
  'support',
  'chart',
  'wallet',
  'lock',
  'globe',
] as const;
export type HighlightIcon = (typeof HIGHLIGHT_ICONS)[number];

/** Bounds of each text, in characters. */
export const CONTENT_LIMITS = {
  title: 120,
  summary: 300,
  /** A news item's Markdown body. */
  newsBody: 20_000,
  /** A page's Markdown body: a privacy policy is long. */
  pageBody: 60_000,
  highlightText: 300,
  /** A broadcast message's body, plain text as every inbox message. */
  messageBody: 2_000,
  url: 500,
} as const;

/** The order the reader's language is looked for in an item: theirs, then these. */
export const CONTENT_FALLBACK_LANGUAGES: readonly Language[] = ['en', 'vi'];

const language = z.enum(LANGUAGES);

/**
 * A link a banner may open: an app route (`/pages/recharge/index`, with an optional query) or an
 * https address. Every other scheme (`javascript:`, `data:`, `http:`) and a protocol-relative
 * `//host` are refused.
 */
export const APP_ROUTE_LINK = /^\/pages\/[\w-]+(?:\/[\w-]+)*(?:\?[\w\-.=&%]*)?$/;
export const HTTPS_LINK =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#][^\s<>"'`\\]*)?$/i;

/** Whether `value` is a link a banner may carry (see APP_ROUTE_LINK and HTTPS_LINK). */
export function isContentLink(value: string): boolean {
  return APP_ROUTE_LINK.test(value) || HTTPS_LINK.test(value);
}

/** An image a banner shows: an https address or one of our own paths (an uploaded content image). */
export const CONTENT_IMAGE_PATH = /^\/api\/content\/images\/\d{1,15}$/;

export function isContentImageUrl(value: string): boolean {
  return CONTENT_IMAGE_PATH.test(value) || HTTPS_LINK.test(value);
}

const bounded = (max: number, multiline = false) =>
  requiredText({ multiline }).max(max, { error: 'VALIDATION_FAILED' });

const linkField = text()
  .max(CONTENT_LIMITS.url, { error: 'VALIDATION_FAILED' })
  .refine(isContentLink, { error: 'VALIDATION_FAILED' });

const imageUrlField = requiredText()
  .max(CONTENT_LIMITS.url, { error: 'VALIDATION_FAILED' })
  .refine(isContentImageUrl, { error: 'VALIDATION_FAILED' });

const sortOrderField = z
  .number({ error: 'VALIDATION_FAILED' })
  .int({ error: 'VALIDATION_FAILED' })
  .min(-100_000, { error: 'VALIDATION_FAILED' })
  .max(100_000, { error: 'VALIDATION_FAILED' });

/** An instant in epoch ms, within the years PostgreSQL and a phone both handle (1970–9999). */
const instantField = z
  .number({ error: 'VALIDATION_FAILED' })
  .int({ error: 'VALIDATION_FAILED' })
  .min(0, { error: 'VALIDATION_FAILED' })
  .max(253_402_300_799_000, { error: 'VALIDATION_FAILED' });

/**
 * An item's texts by language: any of the ten, at least one. A key that is not one of the ten
 * languages is refused (VALIDATION_FAILED); none given, or a blank text, is EMPTY_VALUE.
 */
export const translationsOf = <T extends z.ZodType>(texts: T) =>
  z
    .partialRecord(language, texts, {
      error: (issue) => (issue.input === undefined ? 'EMPTY_VALUE' : 'VALIDATION_FAILED'),
    })
    .refine((value) => Object.keys(value).length > 0, { error: 'EMPTY_VALUE' });

// ——— What ops write ———

export const bannerText = z.object({
  /** Alt text and caption. */
  title: bounded(CONTENT_LIMITS.title),
  imageUrl: imageUrlField,
});
export type BannerText = z.infer<typeof bannerText>;

/** The active window: from (inclusive) and until (exclusive), each open when null; from < until. */
const activeWindow = <T extends { activeFrom: number | null; activeUntil: number | null }>(body: T) =>
  body.activeFrom === null || body.activeUntil === null || body.activeFrom < body.activeUntil;

/** `POST /admin/content/banners` and `PUT /admin/content/banners/:id` (the whole banner). */
export const bannerBody = z
  .object({
    translations: translationsOf(bannerText),
    /** Where a tap goes; null for none. */
    link: linkField.nullable().default(null),
    sortOrder: sortOrderField.default(0),
    activeFrom: instantField.nullable().default(null),
    activeUntil: instantField.nullable().default(null),
    enabled: z.boolean({ error: 'VALIDATION_FAILED' }).default(true),
  })
  .refine(activeWindow, { error: 'VALIDATION_FAILED', path: ['activeUntil'] });
export type BannerBody = z.infer<typeof bannerBody>;

export const newsText = z.object({
  title: bounded(CONTENT_LIMITS.title),
  summary: bounded(CONTENT_LIMITS.summary, true),
  /** Markdown. */
  body: bounded(CONTENT_LIMITS.newsBody, true),
});
export type NewsText = z.infer<typeof newsText>;

/** `POST /admin/content/news` and `PUT /admin/content/news/:id`; a future `publishedAt` schedules it. */
export const newsBody = z.object({
  translations: translationsOf(newsText),
  /** Now when not given. */
  publishedAt: instantField.optional(),
});
export type NewsBody = z.infer<typeof newsBody>;

export const highlightText = z.object({
  title: bounded(CONTENT_LIMITS.title),
  text: bounded(CONTENT_LIMITS.highlightText, true),
});
export type HighlightText = z.infer<typeof highlightText>;

/** `POST /admin/content/highlights` and `PUT /admin/content/highlights/:id`. */
export const highlightBody = z.object({
  translations: translationsOf(highlightText),
  icon: z.enum(HIGHLIGHT_ICONS, { error: 'VALIDATION_FAILED' }),
  sortOrder: sortOrderField.default(0),
});
export type HighlightBody = z.infer<typeof highlightBody>;

export const pageText = z.object({
  title: bounded(CONTENT_LIMITS.title),
  /** Markdown. */
  body: bounded(CONTENT_LIMITS.pageBody, true),
});
export type PageText = z.infer<typeof pageText>;

/** `PUT /admin/content/pages/:slug`: the page's texts, replacing the ones stored. */
export const pageBody = z.object({ translations: translationsOf(pageText) });
export type PageBody = z.infer<typeof pageBody>;

export const messageText = z.object({
  title: bounded(CONTENT_LIMITS.title),
  /** Plain text, as every inbox message. */
  body: bounded(CONTENT_LIMITS.messageBody, true),
});
export type MessageText = z.infer<typeof messageText>;

/** `POST /admin/content/broadcasts`: a system message to every trader's inbox. */
export const broadcastBody = z.object({ translations: translationsOf(messageText) });
export type BroadcastBody = z.infer<typeof broadcastBody>;

export const contentIdParams = z.object({ id: idParam });
export const pageSlugParams = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS, { error: 'NOT_FOUND' }),
});

/** `POST /admin/content/images`: multipart with one file field, the image, and no text fields. */
export const CONTENT_IMAGE_FIELDS = ['image'] as const;
export const uploadContentImageBody = z.object({});

// ——— What ops read ———

const translationsView = <T extends z.ZodType>(texts: T) => z.partialRecord(language, texts);

export const adminBannerView = z.object({
  id: z.number().int(),
  translations: translationsView(bannerText),
  link: z.string().nullable(),
  sortOrder: z.number().int(),
  activeFrom: z.number().int().nullable(),
  activeUntil: z.number().int().nullable(),
  enabled: z.boolean(),
  updatedAt: z.number().int(),
});
export type AdminBannerView = z.infer<typeof adminBannerView>;

export const adminNewsView = z.object({
  id: z.number().int(),
  translations: translationsView(newsText),
  publishedAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminNewsView = z.infer<typeof adminNewsView>;

export const adminHighlightView = z.object({
  id: z.number().int(),
  translations: translationsView(highlightText),
  icon: z.enum(HIGHLIGHT_ICONS),
  sortOrder: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminHighlightView = z.infer<typeof adminHighlightView>;

export const adminPageView = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  translations: translationsView(pageText),
  updatedAt: z.number().int(),
});
export type AdminPageView = z.infer<typeof adminPageView>;

export const adminBroadcastView = z.object({
  id: z.number().int(),
  translations: translationsView(messageText),
  /** How many inboxes it was filed in. */
  recipients: z.number().int(),
  sentBy: z.string(),
  createdAt: z.number().int(),
});
export type AdminBroadcastView = z.infer<typeof adminBroadcastView>;

export const contentImageView = z.object({
  id: z.number().int(),
  /** Use as a banner's `imageUrl`. */
  url: z.string(),
});
export type ContentImageView = z.infer<typeof contentImageView>;

/** `GET /admin/content/news` and `/admin/content/broadcasts`: newest first, paged. */
export const adminContentQuery = z.object({
  page: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(100).default(20),
});

// ——— What traders read (in one language) ———

export const bannerView = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  /** The language these words are in: the reader's, or the fallback the banner has. */
  language,
});
export type BannerView = z.infer<typeof bannerView>;

export const highlightView = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  icon: z.enum(HIGHLIGHT_ICONS),
  language,
});
export type HighlightView = z.infer<typeof highlightView>;

/** A news item in a list: everything but the body. */
export const newsSummaryView = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.number().int(),
  language,
});
export type NewsSummaryView = z.infer<typeof newsSummaryView>;

/** One news item for the detail page (`/pages/index/detail?id=`): the body is Markdown. */
export const newsView = newsSummaryView.extend({ body: z.string() });
export type NewsView = z.infer<typeof newsView>;

/** A fixed page: the body is Markdown. */
export const pageView = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  title: z.string(),
  body: z.string(),
  updatedAt: z.number().int(),
  language,
});
export type PageView = z.infer<typeof pageView>;

/** How many news items home shows. */
export const HOME_NEWS_COUNT = 5;

/** `GET /content/home`: banners active now, the highlights and the latest news, in one call. */
export const homeContentView = z.object({
  banners: z.array(bannerView),
  highlights: z.array(highlightView),
  news: z.array(newsSummaryView),
});
export type HomeContentView = z.infer<typeof homeContentView>;

/** `GET /content/news`: published news, newest first, by page. */
export const newsListQuery = z.object({
  page: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(50).default(10),
});

export const newsPage = z.object({
  items: z.array(newsSummaryView),
  /** The next page's number; null on the last one. */
  nextPage: z.number().int().nullable(),
});
export type NewsPage = z.infer<typeof newsPage>;

/** `inbox:broadcast`, sent to every socket: ops sent a system message to all; refetch the unread count. */
export const inboxBroadcastEvent = z.object({ id: z.number().int() });
export type InboxBroadcastEvent = z.infer<typeof inboxBroadcastEvent>;

/**
 * The texts of an item in `language`, or in the first fallback language it has (English, then
 * Vietnamese, then any), with the language they are in; null for an item with no texts.
 */
export function pickTranslation<T>(
  translations: Partial<Record<Language, T>>,
  language: Language,
): { texts: T; language: Language } | null {
  const order: Language[] = [language, ...CONTENT_FALLBACK_LANGUAGES, ...LANGUAGES];
  for (const candidate of order) {
    const texts = translations[candidate];
    if (texts !== undefined) return { texts, language: candidate };
  }
  return null;
}
