import { useTranslation } from 'react-i18next';
import { routes, type AdminNewsView } from '@tempo/shared';
import { useMinuteClock } from '../../features/inbox/useMinuteClock';
import { call } from '../../lib/apiClient';
import { usePagedList } from '../../lib/usePagedList';
import { useMayCall } from '../access/mayCall';
import { PagedTable } from '../PagedTable';
import { formatWhen, StatusPill } from '../queues/Facts';
import { LanguageTags } from './LanguageTags';
import { NewsEditor } from './NewsEditor';
import { useItemTitle } from './useItemTitle';
import { useOpenItem } from './useOpenItem';

const PAGE_SIZE = 20;

/** News, newest first (scheduled items too), and the editor of one. */
export function NewsTab() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const titleOf = useItemTitle();
  const opened = useOpenItem<AdminNewsView>();
  const now = useMinuteClock();
  const list = usePagedList<AdminNewsView, number>('news', async (page) => {
    const current = page ?? 1;
    const items = await call(routes.content.adminNews, {
      query: { page: current, limit: PAGE_SIZE },
      hideLoading: true,
      quiet: true,
    });
    return { items, next: items.length === PAGE_SIZE ? current + 1 : null };
  });

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
    <>
      <div className="ops-actions ops-content-toolbar">
        {mayCall(routes.content.createNews) && (
          <button
            type="button"
            className="button button-primary"
            onClick={opened.openNew}
            data-testid="ops-news-new"
          >
            {t('content.news.new')}
          </button>
        )}
      </div>
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
            <td className="ops-cell-wrap">{titleOf(news.translations)}</td>
            <td>
              <LanguageTags translations={news.translations} />
            </td>
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
              <button
                type="button"
                className="button button-secondary ops-row-button"
                onClick={() => opened.open(news)}
                data-testid="ops-news-open"
              >
                {mayCall(routes.content.updateNews) ? t('content.edit') : t('content.view')}
              </button>
            </td>
          </>
        )}
      />
    </>
  );
}
