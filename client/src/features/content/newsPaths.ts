// Where news items open: the home detail page with the item's id (`/pages/index/detail?id=12`);
// without an id the same page lists every news item.
import { PATHS } from '../../app/paths';

/** The detail page of news item `id`. */
export const newsPath = (id: number): string => `${PATHS.homeDetail}?id=${id}`;

/** The id a detail page was opened with: a positive whole number, else null (then the list shows). */
export function newsIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
