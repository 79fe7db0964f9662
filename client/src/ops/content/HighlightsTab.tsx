import { useTranslation } from 'react-i18next';
import { routes, type AdminHighlightView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { usePagedList } from '../../lib/usePagedList';
import { useMayCall } from '../access/mayCall';
import { PagedTable } from '../PagedTable';
import { HighlightEditor } from './HighlightEditor';
import { LanguageTags } from './LanguageTags';
import { OrderButtons } from './OrderButtons';
import { nextSortOrder, reordered } from './sortOrder';
import { useContentAction } from './useContentAction';
import { useItemTitle } from './useItemTitle';
import { useOpenItem } from './useOpenItem';

/** The platform highlights on home in their order, and the editor of one. */
export function HighlightsTab() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const titleOf = useItemTitle();
  const opened = useOpenItem<AdminHighlightView>();
  const list = usePagedList<AdminHighlightView, never>('highlights', async () => ({
    items: await call(routes.content.adminHighlights, { hideLoading: true, quiet: true }),
    next: null,
  }));
  const action = useContentAction(list.reload);
  const mayUpdate = mayCall(routes.content.updateHighlight);

  const move = (index: number, step: -1 | 1) =>
    void action.run(async () => {
      for (const { item, sortOrder } of reordered(list.items, index, step)) {
        await call(routes.content.updateHighlight, {
          params: { id: item.id },
          body: { translations: item.translations, icon: item.icon, sortOrder },
        });
      }
    }, t('content.order.moved'));

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
    <>
      <div className="ops-actions ops-content-toolbar">
        {mayCall(routes.content.createHighlight) && (
          <button
            type="button"
            className="button button-primary"
            onClick={opened.openNew}
            data-testid="ops-highlight-new"
          >
            {t('content.highlights.new')}
          </button>
        )}
      </div>
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
              <td>
                {mayUpdate ? (
                  <OrderButtons
                    index={index}
                    count={list.items.length}
                    disabled={action.busy}
                    onMove={(step) => move(index, step)}
                  />
                ) : (
                  highlight.sortOrder
                )}
              </td>
              <td>{t(`content.highlights.icons.${highlight.icon}`)}</td>
              <td className="ops-cell-wrap">{titleOf(highlight.translations)}</td>
              <td>
                <LanguageTags translations={highlight.translations} />
              </td>
              <td>
                <button
                  type="button"
                  className="button button-secondary ops-row-button"
                  onClick={() => opened.open(highlight)}
                  data-testid="ops-highlight-open"
                >
                  {mayUpdate ? t('content.edit') : t('content.view')}
                </button>
              </td>
            </>
          );
        }}
      />
    </>
  );
}
