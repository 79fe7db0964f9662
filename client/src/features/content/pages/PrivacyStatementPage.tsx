import { ContentPageView } from '../components/ContentPageView';

/** The second privacy text, the privacy statement, as ops publish it. */
export function PrivacyStatementPage() {
  return <ContentPageView slug="privacy-statement" />;
}
