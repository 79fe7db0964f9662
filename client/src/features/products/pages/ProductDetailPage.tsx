import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** Product trading: quotes, chart and buy-up / buy-down countdown orders. Its content arrives in a later issue. */
export function ProductDetailPage() {
  return <ScreenPlaceholder />;
}
