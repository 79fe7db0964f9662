import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { formatDateTime } from '../../../lib/formatDateTime';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { fetchNews } from '../api';
import { useContent } from '../useContent';
import { Markdown } from './Markdown';

/** One news item: its title, when it was published and its Markdown body. */
export function NewsDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('content');
  const { loaded, retry } = useContent(`news-${id}`, () => fetchNews(id));

  let body;
  if (loaded.state === 'loading') body = <PageLoading />;
  else if (loaded.state === 'failed') body = <PageLoadFailed onRetry={retry} />;
  else if (loaded.state === 'notFound') {
    body = (
      <div className="card content-missing" data-testid="news-not-found">
        <EmptyState text={t('news.notFound')} />
        <Link href={PATHS.home} className="button button-secondary">
          {t('news.backHome')}
        </Link>
      </div>
    );
  } else {
    const news = loaded.data;
    body = (
      <article className="card content-article" lang={news.language} data-testid="news-detail">
        <h1 className="content-title" data-testid="news-detail-title">
          {news.title}
        </h1>
        <p className="content-meta" data-testid="news-detail-date">
          <time dateTime={new Date(news.publishedAt).toISOString()}>
            {t('news.published', { date: formatDateTime(news.publishedAt, i18n.language) })}
          </time>
        </p>
        <Markdown source={news.body} testId="news-detail-body" />
      </article>
    );
  }

  return (
    <div className="content-page" data-testid="news-detail-page" data-state={loaded.state}>
      {body}
    </div>
  );
}
