import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { PagedList } from '../usePagedList';
import { EmptyState } from './EmptyState';
import { ListEnd } from './ListEnd';
import { PageLoadFailed, PageLoading } from './PageState';

/** The chips above a list, one per filter; a tap swaps the page's route (the filter lives in its query). */
export interface ListFilters<F extends string> {
  /** Names the bar's test ids: `<look>-filters`, each chip `<look>-filter-<name>`. */
  look: string;
  /** Every filter in order, the first showing everything. */
  names: readonly F[];
  current: F;
  /** The route of the page showing `name`. */
  pathOf: (name: F) => string;
}

/** The words of the chips: the group's accessible name and each chip's label. */
export interface FilterLabels<F extends string> {
  group: string;
  of: (name: F) => string;
}

/**
 * What an empty list says: `text`, or under a filter other than the first `filteredText` (the
 * rows may exist, just not under it), which also leaves out the action.
 */
export interface ListEmpty {
  className: string;
  text: string;
  filteredText?: string;
}

/** The way to make the first row, offered by an empty list with no filter on. */
export interface EmptyAction {
  href: string;
  label: string;
  testId: string;
}

/** A filtered list names its filters and their words; an unfiltered one neither. */
type Filtering<F extends string> =
  | { filters: ListFilters<F>; filterLabels: FilterLabels<F> }
  | { filters?: undefined; filterLabels?: undefined };

type PagedListPageProps<T, F extends string> = Filtering<F> & {
  list: PagedList<T>;
  /** The element holding the rows: a list of `<li>` rows, or a `<div>` of cards. */
  rows: { as: 'ul' | 'div'; className: string; testId: string };
  /** One row, keyed. */
  row: (item: T) => ReactNode;
  /** The page's class and test id, and the data attributes the browser tests read (`{ filter: 'all' }`). */
  page: { className: string; testId: string; data?: Record<string, string> };
  empty: ListEmpty;
  emptyAction: EmptyAction;
};

/**
 * A page of one paged list, newest first: its filter chips, then the first page loading, its
 * failure with a retry, the empty state, or the rows with their end (more as the person scrolls,
 * or "no more"). The rows render their own figures, each through the language's formatter.
 */
export function PagedListPage<T, F extends string>({
  list,
  rows,
  row,
  page,
  filters,
  filterLabels,
  empty,
  emptyAction,
}: PagedListPageProps<T, F>) {
  const data = Object.fromEntries(
    Object.entries(page.data ?? {}).map(([key, value]) => [`data-${key}`, value]),
  );
  const Rows = rows.as;
  let body;
  if (list.loading) body = <PageLoading />;
  else if (list.failed) body = <PageLoadFailed onRetry={list.reload} />;
  else if (list.items.length === 0) {
    const filtered = filters !== undefined && filters.current !== filters.names[0];
    body = (
      <div className={empty.className}>
        <EmptyState text={filtered ? (empty.filteredText ?? empty.text) : empty.text} />
        {!filtered && (
          <Link href={emptyAction.href} className="button button-primary" data-testid={emptyAction.testId}>
            {emptyAction.label}
          </Link>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <Rows className={rows.className} data-testid={rows.testId}>
          {list.items.map((item) => row(item))}
        </Rows>
        <ListEnd
          count={list.items.length}
          hasMore={list.hasMore}
          loading={list.loadingMore}
          failed={list.moreFailed}
          onMore={list.loadMore}
        />
      </>
    );
  }

  return (
    <div className={page.className} data-testid={page.testId} {...data} data-loading={list.loading}>
      {filters && filterLabels && <FilterChips filters={filters} labels={filterLabels} />}
      {body}
    </div>
  );
}

function FilterChips<F extends string>({
  filters: { look, names, current, pathOf },
  labels,
}: {
  filters: ListFilters<F>;
  labels: FilterLabels<F>;
}) {
  // The app's navigate (wouter hands the router's own), replacing: a filter is no step back.
  const [, go] = useLocation();
  return (
    <div className="filter-chips" role="group" aria-label={labels.group} data-testid={`${look}-filters`}>
      {names.map((name) => (
        <button
          key={name}
          type="button"
          className="filter-chip"
          aria-pressed={name === current}
          onClick={() => go(pathOf(name), { replace: true })}
          data-testid={`${look}-filter-${name}`}
        >
          {labels.of(name)}
        </button>
      ))}
    </div>
  );
}
