// Hash routing with the query kept inside the hash, the way the product's links are written and
// shared: #/pages/login/registerCheck?code=ABC123. wouter's useHashLocation reports the hash with
// its query and its navigate writes queries into location.search, so this wraps it: routes match
// the path alone, useSearch reads the hash's query, and navigate keeps both in the hash.
import { useHashLocation } from 'wouter/use-hash-location';

export interface NavigateOptions {
  replace?: boolean;
}

/** History state of our own entries: how many in-app steps lie behind this one. */
interface HistoryState {
  depth: number;
}

function hashRoute(): string {
  return `/${location.hash.replace(/^#?\/?/, '')}`;
}

function pathOf(route: string): string {
  return route.split('?')[0] || '/';
}

/** The current route with its query, e.g. "/pages/password/password?kind=login". */
export function currentRoute(): string {
  return hashRoute();
}

/** The current route without its query. */
export function currentPath(): string {
  return pathOf(hashRoute());
}

function depthOf(state: unknown): number {
  const depth = (state as Partial<HistoryState> | null)?.depth;
  return typeof depth === 'number' ? depth : 0;
}

/** Goes to `to` ("/pages/x?y=1"); usable outside React too (the API client, timers). */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const oldURL = location.href;
  const url = new URL(oldURL);
  url.hash = `/${to.replace(/^#?\/?/, '')}`;
  const depth = depthOf(history.state);
  if (options.replace) history.replaceState({ depth } satisfies HistoryState, '', url.href);
  else history.pushState({ depth: depth + 1 } satisfies HistoryState, '', url.href);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** Back one step when the previous page is ours, otherwise to `fallback` (a deep link opened fresh). */
export function goBack(fallback: string): void {
  if (depthOf(history.state) > 0) history.back();
  else navigate(fallback, { replace: true });
}

/** wouter location hook: the hash path without its query. */
export function useHashPath(): [string, typeof navigate] {
  const [route] = useHashLocation();
  return [pathOf(route), navigate];
}

/** wouter search hook: the query inside the hash, or the page's own query when the hash has none. */
export function useHashSearch(): string {
  const [route] = useHashLocation();
  const query = route.split('?')[1];
  return query ?? location.search.replace(/^\?/, '');
}

useHashPath.hrefs = (href: string): string => `#${href}`;
useHashPath.searchHook = useHashSearch;
