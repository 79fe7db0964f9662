import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** The bound withdrawal account in detail. Its content arrives in a later issue. */
export function WithdrawalAccountDetailPage() {
  return <ScreenPlaceholder />;
}
