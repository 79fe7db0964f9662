import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** Order records: holding orders with their countdown, and closed positions. Its content arrives in a later issue. */
export function OrderRecordsPage() {
  return <ScreenPlaceholder />;
}
