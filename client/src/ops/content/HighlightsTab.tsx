import { useTranslation } from 'react-i18next';
import { routes, type AdminHighlightView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { usePagedList } from '../../lib/usePagedList';
import { useMayCall } from '../access/mayCall';
import { PagedTable } from '../PagedTable';
import { ContentList, OpenItemButton, TitleCells } from './ContentList';
import { HighlightEditor } from './HighlightEditor';
import { wholeList } from './listLoaders';
import { OrderCell } from './OrderButtons';
import { nextSortOrder } from './sortOrder';
import { useContentAction } from './useContentAction';
import { useOpenItem } from './useOpenItem';
import { useReorder } from './useReorder';

const loadHighlights = wholeList(() =>
  call(routes.content.adminHighlights, { hideLoading: true, quiet: true }),
);

/** The platform highlights on home in their order, and the editor of one. */
export function HighlightsTab() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const opened = useOpenItem<AdminHighlightView>();
  const list = usePagedList<AdminHighlightView, never>('highlights', loadHighlights);
  const action = useContentAction(list.reload);
  const mayUpdate = mayCall(routes.content.updateHighlight);
  const move = useReorder(list.items, action, (item, sortOrder) =>
    call(routes.content.updateHighlight, {
      params: { id: item.id },
      body: { translations: item.translations, icon: item.icon, sortOrder },
    }),
  );

  if (opened.item !== undefined) {
    return (
      <HighlightEditor
        key={opened.key}
        highlight={opened.item}
        all={list.items}
        newSortOrder={nextSortOrder(list.items)}
        onSaved={opened.saved}
        onDeleted={opened.close}
        onBack={opened.close}
        onChanged={list.reload}
      />
    );
  }
  return (
    <ContentList
      mayCreate={mayCall(routes.content.createHighlight)}
      newLabel={t('content.highlights.new')}
      newTestId="ops-highlight-new"
      onNew={opened.openNew}
    >
      <PagedTable
        list={list}
        testId="ops-highlight-list"
        columns={[
          t('content.order.label'),
          t('content.highlights.icon'),
          t('content.columns.title'),
          t('content.columns.languages'),
          t('content.columns.actions'),
        ]}
        rowKey={(highlight) => highlight.id}
        cells={(highlight) => {
          const index = list.items.indexOf(highlight);
          return (
            <>
              <OrderCell
                movable={mayUpdate}
                sortOrder={highlight.sortOrder}
                index={index}
                count={list.items.length}
                disabled={action.busy}
                onMove={(step) => move(index, step)}
              />
              <td>{t(`content.highlights.icons.${highlight.icon}`)}</td>
              <TitleCells translations={highlight.translations} />
              <td>
                <OpenItemButton
                  mayEdit={mayUpdate}
                  testId="ops-highlight-open"
                  onOpen={() => opened.open(highlight)}
                />
              </td>
            </>
          );
        }}
      />
    </ContentList>
  );
}
