import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { NewsSummaryView } from '@tempo/shared';
import { store } from '../../../app/store';
import { usePagedList } from '../../../lib/usePagedList';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { ListEnd } from '../../../lib/ui/ListEnd';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { useMinuteClock } from '../../inbox/useMinuteClock';
import { fetchNewsPage } from '../api';
import { NewsRow } from './NewsRow';

/** Every published news item, newest first, page after page; loaded afresh in a new language. */
export function NewsList() {
  const { t } = useTranslation('content');
  const { language } = useSnapshot(store);
  const now = useMinuteClock();
  const loadPage = useCallback(
    (page: number | null) =>
      fetchNewsPage(page ?? 1).then((answer) => ({ items: answer.items, next: answer.nextPage })),
    [],
  );
  const list = usePagedList<NewsSummaryView, number>(`news-${language}`, loadPage);

  if (list.loading) return <PageLoading />;
  if (list.failed) return <PageLoadFailed onRetry={list.reload} />;
  if (list.items.length === 0) return <EmptyState text={t('news.empty')} />;
  return (
    <div data-testid="news-list-page">
      <ul className="card news-list" data-testid="news-list">
        {list.items.map((news) => (
          <NewsRow key={news.id} news={news} now={now} />
        ))}
      </ul>
      <ListEnd
        count={list.items.length}
        hasMore={list.hasMore}
        loading={list.loadingMore}
        failed={list.moreFailed}
        onMore={list.loadMore}
      />
    </div>
  );
}
