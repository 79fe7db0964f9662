import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** Deposit: amount and channel, then the platform's instructions. Its content arrives in a later issue. */
export function DepositPage() {
  return <ScreenPlaceholder />;
}
