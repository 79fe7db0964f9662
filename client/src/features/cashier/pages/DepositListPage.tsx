import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** Deposit details: deposit records with status. Its content arrives in a later issue. */
export function DepositListPage() {
  return <ScreenPlaceholder />;
}
