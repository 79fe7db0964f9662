import { useTranslation } from 'react-i18next';
import { routes, type AdminNewsView } from '@tempo/shared';
import { useMinuteClock } from '../../features/inbox/useMinuteClock';
import { call } from '../../lib/apiClient';
import { usePagedList } from '../../lib/usePagedList';
import { useMayCall } from '../access/mayCall';
import { PagedTable } from '../PagedTable';
import { formatWhen, StatusPill } from '../queues/Facts';
import { ContentList, OpenItemButton, TitleCells } from './ContentList';
import { numberedPages } from './listLoaders';
import { NewsEditor } from './NewsEditor';
import { useOpenItem } from './useOpenItem';

const loadNews = numberedPages((query) =>
  call(routes.content.adminNews, { query, hideLoading: true, quiet: true }),
);

/** News, newest first (scheduled items too), and the editor of one. */
export function NewsTab() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const opened = useOpenItem<AdminNewsView>();
  const now = useMinuteClock();
  const list = usePagedList<AdminNewsView, number>('news', loadNews);

  if (opened.item !== undefined) {
    return (
      <NewsEditor
        key={opened.key}
        news={opened.item}
        onSaved={opened.saved}
        onDeleted={opened.close}
        onBack={opened.close}
        onChanged={list.reload}
      />
    );
  }
  return (
    <ContentList
      mayCreate={mayCall(routes.content.createNews)}
      newLabel={t('content.news.new')}
      newTestId="ops-news-new"
      onNew={opened.openNew}
    >
      <PagedTable
        list={list}
        testId="ops-news-list"
        columns={[
          t('content.columns.title'),
          t('content.columns.languages'),
          t('content.news.publishedAt'),
          t('content.columns.actions'),
        ]}
        rowKey={(news) => news.id}
        cells={(news) => (
          <>
            <TitleCells translations={news.translations} />
            <td>
              {formatWhen(news.publishedAt)}
              {news.publishedAt > now && (
                <>
                  {' '}
                  <StatusPill status="pending" label={t('content.news.scheduled')} />
                </>
              )}
            </td>
            <td>
              <OpenItemButton
                mayEdit={mayCall(routes.content.updateNews)}
                testId="ops-news-open"
                onOpen={() => opened.open(news)}
              />
            </td>
          </>
        )}
      />
    </ContentList>
  );
}
