import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** The privacy policy. Its content arrives in a later issue. */
export function PrivacyPage() {
  return <ScreenPlaceholder />;
}
