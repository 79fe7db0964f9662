// Moving a row of an ordered list (banners, highlights): every item whose number changes is saved,
// one after the other, as one change with one toast.
import { useTranslation } from 'react-i18next';
import { reordered } from './sortOrder';
import type { ContentAction } from './useContentAction';

/** Moves the item at `index` by `step`, saving each changed `sortOrder` with `save`. */
export function useReorder<T extends { sortOrder: number }>(
  items: readonly T[],
  action: ContentAction,
  save: (item: T, sortOrder: number) => Promise<unknown>,
): (index: number, step: -1 | 1) => void {
  const { t } = useTranslation('ops');
  return (index, step) =>
    void action.run(async () => {
      for (const { item, sortOrder } of reordered(items, index, step)) await save(item, sortOrder);
    }, t('content.order.moved'));
}
