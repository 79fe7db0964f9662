// The shape every language's seed file fills: the words of each seeded item, by its key. What is
// the same in every language (links, icons, order, images) is in seedContent.ts.
import type { ContentPageSlug, HighlightText, NewsText, PageText } from '@tempo/shared';

export const SEED_BANNERS = ['deposit', 'products', 'savings'] as const;
export const SEED_NEWS = ['newProducts', 'savingsLaunch', 'securityTips', 'fairSettlement'] as const;
export const SEED_HIGHLIGHTS = ['fastSettlement', 'fundsSecurity', 'savingsDaily', 'support'] as const;

export interface ContentSeed {
  /** A banner's caption (also its image's alt text). */
  banners: Record<(typeof SEED_BANNERS)[number], { title: string }>;
  news: Record<(typeof SEED_NEWS)[number], NewsText>;
  highlights: Record<(typeof SEED_HIGHLIGHTS)[number], HighlightText>;
  pages: Record<ContentPageSlug, PageText>;
}
