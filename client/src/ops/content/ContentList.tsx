// Every list tab of the content section has the same frame: a button to write a new item (when
// the role may), the table, and in each row a button opening the item in its editor.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tempo/shared';
import { LanguageTags } from './LanguageTags';
import { useItemTitle } from './useItemTitle';

interface ContentListProps {
  /** The role may create an item: the "new" button shows. */
  mayCreate: boolean;
  newLabel: string;
  newTestId: string;
  onNew(): void;
  /** The table of the items. */
  children: ReactNode;
}

/** A list tab: the "new" button above the table. */
export function ContentList({ mayCreate, newLabel, newTestId, onNew, children }: ContentListProps) {
  return (
    <>
      <div className="ops-actions ops-content-toolbar">
        {mayCreate && (
          <button type="button" className="button button-primary" onClick={onNew} data-testid={newTestId}>
            {newLabel}
          </button>
        )}
      </div>
      {children}
    </>
  );
}

/** A row's button opening its item: to edit when the role may, else to read. */
export function OpenItemButton({
  mayEdit,
  testId,
  onOpen,
}: {
  mayEdit: boolean;
  testId: string;
  onOpen(): void;
}) {
  const { t } = useTranslation('ops');
  return (
    <button
      type="button"
      className="button button-secondary ops-row-button"
      onClick={onOpen}
      data-testid={testId}
    >
      {mayEdit ? t('content.edit') : t('content.view')}
    </button>
  );
}

/** A row's title (in the console's language when written in it) and the languages it is written in. */
export function TitleCells({ translations }: { translations: Partial<Record<Language, { title: string }>> }) {
  const titleOf = useItemTitle();
  return (
    <>
      <td className="ops-cell-wrap">{titleOf(translations)}</td>
      <td>
        <LanguageTags translations={translations} />
      </td>
    </>
  );
}
