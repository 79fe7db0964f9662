import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** Fund records: every movement of the balance. Its content arrives in a later issue. */
export function FundRecordsPage() {
  return <ScreenPlaceholder />;
}
