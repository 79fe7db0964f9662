import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** The second privacy text. Its content arrives in a later issue. */
export function PrivacyStatementPage() {
  return <ScreenPlaceholder />;
}
