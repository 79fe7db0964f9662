import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** The withdraw form: amount (other amount, all) and transaction password. Its content arrives in a later issue. */
export function WithdrawPage() {
  return <ScreenPlaceholder />;
}
