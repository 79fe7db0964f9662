import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** The savings rules: confirmation days, the 08:00 cut-off, limits. Its content arrives in a later issue. */
export function SavingsRulesPage() {
  return <ScreenPlaceholder />;
}
