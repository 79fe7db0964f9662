import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** The product list with search (SPEC §2): name, latest price, 24H change. Its content arrives in a later issue. */
export function ProductListPage() {
  return <ScreenPlaceholder />;
}
