import { useTranslation } from 'react-i18next';
import type { ContentPageSlug } from '@tempo/shared';
import { formatDateTime } from '../../../lib/formatDateTime';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { fetchContentPage } from '../api';
import { useContent } from '../useContent';
import { Markdown } from './Markdown';

/**
 * One of the fixed pages (about us, the privacy texts, the risk disclosure) in the reader's
 * language: its title (unless the frame already shows one), when it was last updated and its
 * Markdown body.
 */
export function ContentPageView({ slug, heading = true }: { slug: ContentPageSlug; heading?: boolean }) {
  const { t, i18n } = useTranslation('content');
  const { loaded, retry } = useContent(slug, () => fetchContentPage(slug));

  let body;
  if (loaded.state === 'loading') body = <PageLoading />;
  else if (loaded.state === 'failed') body = <PageLoadFailed onRetry={retry} />;
  else if (loaded.state === 'notFound' || loaded.data.body.trim() === '') {
    body = <EmptyState text={t('page.empty')} />;
  } else {
    const page = loaded.data;
    body = (
      <article className="card content-article" lang={page.language}>
        {heading && (
          <h1 className="content-title" data-testid="content-page-title">
            {page.title}
          </h1>
        )}
        <p className="content-meta">
          {t('page.updated', { date: formatDateTime(page.updatedAt, i18n.language) })}
        </p>
        <Markdown source={page.body} testId="content-page-body" />
      </article>
    );
  }

  return (
    <div className="content-page" data-testid={`content-page-${slug}`} data-state={loaded.state}>
      {body}
    </div>
  );
}
