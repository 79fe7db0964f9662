import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** System messages. Its content arrives in a later issue. */
export function MessagesPage() {
  return <ScreenPlaceholder />;
}
