import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** Withdrawal details: records with status and failure reason. Its content arrives in a later issue. */
export function WithdrawalListPage() {
  return <ScreenPlaceholder />;
}
