// The content a new platform starts with, written per language in this folder (one file each,
// all of the shape ContentSeed): at start, each content table that is empty is filled with every
// language that has a file. A table ops have written in is never touched again.
import type { BannerText, ContentPageSlug, HighlightIcon, Language } from '@tempo/shared';
import { CONTENT_PAGE_SLUGS } from '@tempo/shared';
import type { Db, DbClient } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { contentImageUrl } from '../contentImagesRepo';
import type { Translations } from '../translations';
import { drawBannerArt } from './bannerArt';
import { SEED_BANNERS, SEED_HIGHLIGHTS, SEED_NEWS, type ContentSeed } from './ContentSeed';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { id } from './id';
import { ja } from './ja';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Every language's content, one file each. */
export const CONTENT_SEEDS: Record<Language, ContentSeed> = {
  en,
  vi,
  ja,
  de,
  th,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  id,
  ko,
  fr,
};

const BANNER_LINKS: Record<(typeof SEED_BANNERS)[number], string> = {
  deposit: '/pages/recharge/index',
  products: '/pages/product/product',
  savings: '/pages/money/money',
};

const HIGHLIGHT_ICONS: Record<(typeof SEED_HIGHLIGHTS)[number], HighlightIcon> = {
  fastSettlement: 'lightning',
  fundsSecurity: 'shield',
  savingsDaily: 'wallet',
  support: 'support',
};

/** How long ago each news item was published, in days, so the list reads as a history. */
const NEWS_AGE_DAYS: Record<(typeof SEED_NEWS)[number], number> = {
  fairSettlement: 21,
  securityTips: 14,
  savingsLaunch: 7,
  newProducts: 2,
};

/** The texts of one item in every seeded language. */
function translationsOf<T>(pick: (seed: ContentSeed) => T): Translations<T> {
  const translations: Translations<T> = {};
  for (const [language, seed] of Object.entries(CONTENT_SEEDS) as [Language, ContentSeed][]) {
    translations[language] = pick(seed);
  }
  return translations;
}

async function isEmpty(tx: DbClient, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS any`);
  return !rows[0]!.any;
}

async function seedBanners(tx: DbClient): Promise<void> {
  for (const [index, key] of SEED_BANNERS.entries()) {
    const art = await drawBannerArt(key);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO content_images (content_type, bytes, size) VALUES ('image/png', $1, $2) RETURNING id::int`,
      [art, art.length],
    );
    const imageUrl = contentImageUrl(rows[0]!.id);
    const translations = translationsOf<BannerText>((seed) => ({ title: seed.banners[key].title, imageUrl }));
    await tx.query(`INSERT INTO banners (translations, link, sort_order) VALUES ($1, $2, $3)`, [
      JSON.stringify(translations),
      BANNER_LINKS[key],
      index + 1,
    ]);
  }
}

async function seedNews(tx: DbClient): Promise<void> {
  for (const key of SEED_NEWS) {
    await tx.query(
      `INSERT INTO news (translations, published_at) VALUES ($1, now() - make_interval(days => $2))`,
      [JSON.stringify(translationsOf((seed) => seed.news[key])), NEWS_AGE_DAYS[key]],
    );
  }
}

async function seedHighlights(tx: DbClient): Promise<void> {
  for (const [index, key] of SEED_HIGHLIGHTS.entries()) {
    await tx.query(`INSERT INTO highlights (translations, icon, sort_order) VALUES ($1, $2, $3)`, [
      JSON.stringify(translationsOf((seed) => seed.highlights[key])),
      HIGHLIGHT_ICONS[key],
      index + 1,
    ]);
  }
}

async function seedPages(tx: DbClient): Promise<void> {
  for (const slug of CONTENT_PAGE_SLUGS satisfies readonly ContentPageSlug[]) {
    await tx.query(`INSERT INTO content_pages (slug, translations) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      slug,
      JSON.stringify(translationsOf((seed) => seed.pages[slug])),
    ]);
  }
}

/**
 * Fills each empty content table (banners, news, highlights, pages) with the seeded items; says
 * which it filled. Two processes starting at once seed once: the first holds a lock until it commits.
 */
export function seedContent(db: Db): Promise<string[]> {
  return withTransaction(db, async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('tempo:content-seed'))`);
    const filled: string[] = [];
    const steps: [string, (tx: DbClient) => Promise<void>][] = [
      ['banners', seedBanners],
      ['news', seedNews],
      ['highlights', seedHighlights],
      ['content_pages', seedPages],
    ];
    for (const [table, seed] of steps) {
      if (!(await isEmpty(tx, table))) continue;
      await seed(tx);
      filled.push(table);
    }
    return filled;
  });
}
