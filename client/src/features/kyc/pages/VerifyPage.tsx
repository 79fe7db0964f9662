import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** Real-name verification: name, ID number, nationality and both ID photos. Its content arrives in a later issue. */
export function VerifyPage() {
  return <ScreenPlaceholder />;
}
