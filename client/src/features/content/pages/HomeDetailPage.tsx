import { useSearch } from 'wouter';
import { NewsDetail } from '../components/NewsDetail';
import { NewsList } from '../components/NewsList';
import { newsIdOf } from '../newsPaths';
import '../content.css';

/** Home's detail page: the news item named by `?id=`, or every news item when none is named. */
export function HomeDetailPage() {
  const id = newsIdOf(useSearch());
  return id === null ? <NewsList /> : <NewsDetail key={id} id={id} />;
}
