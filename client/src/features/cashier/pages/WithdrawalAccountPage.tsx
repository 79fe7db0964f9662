import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** The withdrawal account: bind a bank card or a currency address. Its content arrives in a later issue. */
export function WithdrawalAccountPage() {
  return <ScreenPlaceholder />;
}
