import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** The savings balance (Yu'ebao): total, confirmed, pending and transferable shares, earnings. Its content arrives in a later issue. */
export function SavingsPage() {
  return <ScreenPlaceholder />;
}
