// The two ways the content lists come from the server, written once for every tab: a short list
// whole (banners, highlights, pages), or a long one by numbered pages, newest first (news, messages).
import type { Page } from '../../lib/usePagedList';

const PAGE_SIZE = 20;

/** Loads a list the server answers whole, as the only page. */
export function wholeList<T>(load: () => Promise<T[]>): () => Promise<Page<T, never>> {
  return async () => ({ items: await load(), next: null });
}

/** Loads a list page by page (1, 2, …); a short page is the last. */
export function numberedPages<T>(
  load: (query: { page: number; limit: number }) => Promise<T[]>,
): (page: number | null) => Promise<Page<T, number>> {
  return async (page) => {
    const current = page ?? 1;
    const items = await load({ page: current, limit: PAGE_SIZE });
    return { items, next: items.length === PAGE_SIZE ? current + 1 : null };
  };
}
