import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** Moving an amount into the savings balance. Its content arrives in a later issue. */
export function TransferPage() {
  return <ScreenPlaceholder />;
}
