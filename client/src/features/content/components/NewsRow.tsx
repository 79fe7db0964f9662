import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { NewsSummaryView } from '@tempo/shared';
import { newsPath } from '../newsPaths';
import { formatNewsTime } from '../newsTime';

/** A news item in a list: title, summary and how long ago it was published; a tap opens it. */
export function NewsRow({ news, now }: { news: NewsSummaryView; now: number }) {
  const { t, i18n } = useTranslation('content');
  return (
    <li className="news-row">
      <Link href={newsPath(news.id)} className="news-link" data-testid={`news-row-${news.id}`}>
        <span className="news-title" lang={news.language}>
          {news.title}
        </span>
        <span className="news-summary" lang={news.language}>
          {news.summary}
        </span>
        <time className="news-time" dateTime={new Date(news.publishedAt).toISOString()}>
          {formatNewsTime(news.publishedAt, now, i18n.language, t('news.justNow'))}
        </time>
      </Link>
    </li>
  );
}
