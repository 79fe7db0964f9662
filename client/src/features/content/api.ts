// The content routes: public, so every call works logged out; each answers in the `lang` header's
// language (or English, then Vietnamese, where an item lacks it).
import { routes, type ContentPageSlug } from '@tempo/shared';
import { call } from '../../lib/apiClient';

/** Home's banners, highlights and latest news in one call; the section shows its own failure. */
export const fetchHomeContent = () => call(routes.content.home, { hideLoading: true, quiet: true });

/** One page of published news, newest first (pages count from 1). */
export const fetchNewsPage = (page: number) =>
  call(routes.content.newsList, { query: { page }, hideLoading: true, quiet: true });

/** One news item with its Markdown body. */
export const fetchNews = (id: number) =>
  call(routes.content.news, { params: { id }, hideLoading: true, quiet: true });

/** A fixed page (about, privacy, privacy-statement, risk) with its Markdown body. */
export const fetchContentPage = (slug: ContentPageSlug) =>
  call(routes.content.page, { params: { slug }, hideLoading: true, quiet: true });
