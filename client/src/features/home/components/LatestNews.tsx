import { useTranslation } from 'react-i18next';
import { HOME_NEWS_COUNT, type NewsSummaryView } from '@tempo/shared';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { NewsRow } from '../../content/components/NewsRow';
import { useMinuteClock } from '../../inbox/useMinuteClock';

/** The latest news items, each opening its detail page, their times kept fresh. */
export function LatestNews({ news }: { news: readonly NewsSummaryView[] }) {
  const { t } = useTranslation('content');
  const now = useMinuteClock();
  if (news.length === 0) {
    return (
      <div className="card">
        <EmptyState text={t('news.empty')} />
      </div>
    );
  }
  return (
    <ul
      className="card news-list"
      data-testid="home-news-list"
      data-count={Math.min(news.length, HOME_NEWS_COUNT)}
    >
      {news.slice(0, HOME_NEWS_COUNT).map((item) => (
        <NewsRow key={item.id} news={item} now={now} />
      ))}
    </ul>
  );
}
