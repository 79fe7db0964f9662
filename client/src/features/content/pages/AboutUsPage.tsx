import { ContentPageView } from '../components/ContentPageView';

/** About us, as ops publish it. */
export function AboutUsPage() {
  return <ContentPageView slug="about" />;
}
