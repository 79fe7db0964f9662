import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_PAGE_SLUGS, routes, type AdminPageView, type ContentPageSlug } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import { usePagedList } from '../../lib/usePagedList';
import { formatWhen } from '../queues/Facts';
import { wholeList } from './listLoaders';
import { PageEditor } from './PageEditor';

const loadPages = wholeList(() => call(routes.content.adminPages, { hideLoading: true, quiet: true }));

/** The fixed pages (about us, the privacy texts, the risk disclosure), one open at a time. */
export function PagesTab() {
  const { t } = useTranslation('ops');
  const [slug, setSlug] = useState<ContentPageSlug>('about');
  const pages = usePagedList<AdminPageView, never>('pages', loadPages);
  if (pages.loading) return <PageLoading />;
  if (pages.failed) return <PageLoadFailed onRetry={pages.reload} />;
  const pageOf = (candidate: ContentPageSlug) => pages.items.find((page) => page.slug === candidate) ?? null;

  return (
    <>
      <div className="ops-content-toolbar">
        <div className="ops-segments ops-segments-wrap" role="group" aria-label={t('content.pages.label')}>
          {CONTENT_PAGE_SLUGS.map((candidate) => {
            const page = pageOf(candidate);
            return (
              <button
                key={candidate}
                type="button"
                className={candidate === slug ? 'ops-segment active' : 'ops-segment'}
                aria-pressed={candidate === slug}
                onClick={() => setSlug(candidate)}
                data-testid={`ops-page-${candidate}`}
              >
                <span>{t(`content.pages.slugs.${candidate}`)}</span>
                <span className="ops-cell-sub">
                  {page
                    ? t('content.pages.updated', { time: formatWhen(page.updatedAt) })
                    : t('content.pages.unwritten')}
                </span>
              </button>
            );
          })}
        </div>
      </div>
      <PageEditor key={slug} slug={slug} page={pageOf(slug)} onChanged={pages.reload} />
    </>
  );
}
