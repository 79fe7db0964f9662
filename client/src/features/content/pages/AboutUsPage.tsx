import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** About us. Its content arrives in a later issue. */
export function AboutUsPage() {
  return <ScreenPlaceholder />;
}
