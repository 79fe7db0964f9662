import { ContentPageView } from '../components/ContentPageView';

/** The privacy policy, as ops publish it. */
export function PrivacyPage() {
  return <ContentPageView slug="privacy" />;
}
