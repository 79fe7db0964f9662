import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** The savings balance details: transfers in and out, and earnings. Its content arrives in a later issue. */
export function SavingsDetailsPage() {
  return <ScreenPlaceholder />;
}
