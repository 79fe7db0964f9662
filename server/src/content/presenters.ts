// What of each content item leaves the server: traders get one language's words (theirs or the
// fallback) and never the other languages or ops fields; ops get every language.
import {
  pickTranslation,
  type AdminBannerView,
  type AdminBroadcastView,
  type AdminHighlightView,
  type AdminNewsView,
  type AdminPageView,
  type BannerView,
  type HighlightView,
  type Language,
  type NewsSummaryView,
  type NewsView,
  type PageView,
} from '@tempo/shared';
import type { BannerRow } from './bannersRepo';
import type { BroadcastRow } from './broadcastsRepo';
import type { HighlightRow } from './highlightsRepo';
import type { NewsRow } from './newsRepo';
import type { PageRow } from './pagesRepo';

const ms = (date: Date | null) => (date ? date.getTime() : null);

/** A banner in `language`; null when it has no texts at all (never stored so, but never shown so). */
export function bannerView(row: BannerRow, language: Language): BannerView | null {
  const picked = pickTranslation(row.translations, language);
  if (!picked) return null;
  return {
    id: row.id,
    title: picked.texts.title,
    imageUrl: picked.texts.imageUrl,
    link: row.link,
    language: picked.language,
  };
}

export function highlightView(row: HighlightRow, language: Language): HighlightView | null {
  const picked = pickTranslation(row.translations, language);
  if (!picked) return null;
  return {
    id: row.id,
    title: picked.texts.title,
    text: picked.texts.text,
    icon: row.icon,
    language: picked.language,
  };
}

export function newsSummaryView(row: NewsRow, language: Language): NewsSummaryView | null {
  const picked = pickTranslation(row.translations, language);
  if (!picked) return null;
  return {
    id: row.id,
    title: picked.texts.title,
    summary: picked.texts.summary,
    publishedAt: row.publishedAt.getTime(),
    language: picked.language,
  };
}

export function newsView(row: NewsRow, language: Language): NewsView | null {
  const summary = newsSummaryView(row, language);
  const body = row.translations[summary?.language ?? language]?.body;
  return summary && body !== undefined ? { ...summary, body } : null;
}

export function pageView(row: PageRow, language: Language): PageView | null {
  const picked = pickTranslation(row.translations, language);
  if (!picked) return null;
  return {
    slug: row.slug,
    title: picked.texts.title,
    body: picked.texts.body,
    updatedAt: row.updatedAt.getTime(),
    language: picked.language,
  };
}

/** Every row presented, those without words left out. */
export function presentAll<R, V>(rows: readonly R[], present: (row: R) => V | null): V[] {
  return rows.map(present).filter((view): view is V => view !== null);
}

export function adminBannerView(row: BannerRow): AdminBannerView {
  return {
    id: row.id,
    translations: row.translations,
    link: row.link,
    sortOrder: row.sortOrder,
    activeFrom: ms(row.activeFrom),
    activeUntil: ms(row.activeUntil),
    enabled: row.enabled,
    updatedAt: row.updatedAt.getTime(),
  };
}

export function adminNewsView(row: NewsRow): AdminNewsView {
  return {
    id: row.id,
    translations: row.translations,
    publishedAt: row.publishedAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export function adminHighlightView(row: HighlightRow): AdminHighlightView {
  return {
    id: row.id,
    translations: row.translations,
    icon: row.icon,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.getTime(),
  };
}

export function adminPageView(row: PageRow): AdminPageView {
  return { slug: row.slug, translations: row.translations, updatedAt: row.updatedAt.getTime() };
}

export function adminBroadcastView(row: BroadcastRow): AdminBroadcastView {
  return {
    id: row.id,
    translations: row.translations,
    recipients: row.recipients,
    sentBy: row.sentBy,
    createdAt: row.createdAt.getTime(),
  };
}
