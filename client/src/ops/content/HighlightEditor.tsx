import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LIMITS,
  HIGHLIGHT_ICONS,
  highlightBody,
  pickTranslation,
  routes,
  type AdminHighlightView,
  type HighlightBody,
  type HighlightIcon,
  type HighlightView,
  type Language,
} from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { PlatformHighlights } from '../../features/home/components/PlatformHighlights';
import { useMayCall } from '../access/mayCall';
import { contentProblem, useDraftsProblem } from './contentProblem';
import { DraftPreview } from './DraftPreview';
import { DeleteButton, SaveButton } from './EditorButtons';
import { EditorFrame } from './EditorFrame';
import { parseSortOrder } from './sortOrder';
import { SortOrderField } from './SortOrderField';
import { previewOf } from './translationDrafts';
import { TranslationsEditor } from './TranslationsEditor';
import { useDrafts } from './useDrafts';
import { useItemEditing } from './useItemEditing';
import { useItemTitle } from './useItemTitle';
import '../../features/home/home.css';

const FIELDS = ['title', 'text'] as const;

interface HighlightEditorProps {
  highlight: AdminHighlightView | null;
  /** Every highlight, to preview this one among them. */
  all: readonly AdminHighlightView[];
  newSortOrder: number;
  onSaved(highlight: AdminHighlightView): void;
  onDeleted(): void;
  onBack(): void;
  onChanged(): void;
}

/** A platform highlight's title and line per language, its icon and place, among the others. */
export function HighlightEditor(props: HighlightEditorProps) {
  const { highlight, onSaved, onDeleted, onChanged } = props;
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const titleOf = useItemTitle();
  const editing = useItemEditing({ onSaved, onDeleted, onChanged });
  const draftsProblem = useDraftsProblem();
  const state = useDrafts(FIELDS, highlight?.translations);
  const [icon, setIcon] = useState<HighlightIcon>(highlight?.icon ?? 'shield');
  const [sortOrder, setSortOrder] = useState(String(highlight?.sortOrder ?? props.newSortOrder));
  const mayWrite = mayCall(highlight ? routes.content.updateHighlight : routes.content.createHighlight);

  const labels: Record<string, string> = {
    title: t('content.highlights.title'),
    text: t('content.highlights.text'),
    icon: t('content.highlights.icon'),
    sortOrder: t('content.order.label'),
  };
  const body: HighlightBody = {
    translations: state.sendable.translations,
    icon,
    sortOrder: parseSortOrder(sortOrder),
  };
  const problem =
    draftsProblem(state.sendable) ?? contentProblem(highlightBody, body, (field) => labels[field] ?? field);

  const save = () =>
    editing.save(() =>
      highlight
        ? call(routes.content.updateHighlight, { params: { id: highlight.id }, body })
        : call(routes.content.createHighlight, { body }),
    );
  const remove = (stored: AdminHighlightView) =>
    editing.remove(t('content.delete.highlight', { title: titleOf(stored.translations) }), () =>
      call(routes.content.deleteHighlight, { params: { id: stored.id } }),
    );

  const shown = previewOf(state.drafts, state.language, FIELDS);
  const edited: HighlightView | null = shown && {
    id: highlight?.id ?? 0,
    title: shown.texts.title,
    text: shown.texts.text,
    icon,
    language: shown.language,
  };
  return (
    <EditorFrame
      title={highlight ? t('content.highlights.edit', { id: highlight.id }) : t('content.highlights.new')}
      testId="ops-highlight-editor"
      onBack={props.onBack}
      problem={mayWrite ? problem : null}
      form={
        <>
          <TranslationsEditor
            state={state}
            disabled={!mayWrite}
            testId="ops-highlight"
            fields={[
              { name: 'title', label: labels.title!, max: CONTENT_LIMITS.title },
              { name: 'text', label: labels.text!, max: CONTENT_LIMITS.highlightText, rows: 3 },
            ]}
          />
          <div className="ops-filters">
            <label className="ops-field">
              <span>{labels.icon}</span>
              <select
                value={icon}
                disabled={!mayWrite}
                onChange={(event) => setIcon(event.target.value as HighlightIcon)}
                data-testid="ops-highlight-icon"
              >
                {HIGHLIGHT_ICONS.map((name) => (
                  <option key={name} value={name}>
                    {t(`content.highlights.icons.${name}`)}
                  </option>
                ))}
              </select>
            </label>
            <SortOrderField
              value={sortOrder}
              disabled={!mayWrite}
              testId="ops-highlight-sort"
              onChange={setSortOrder}
            />
          </div>
        </>
      }
      preview={
        <DraftPreview
          reader={state.language}
          shown={shown?.language ?? null}
          label={t('content.preview.homeLabel')}
          testId="ops-highlight-preview"
        >
          {edited && (
            <PlatformHighlights highlights={withEdited(props.all, edited, body.sortOrder, state.language)} />
          )}
        </DraftPreview>
      }
      actions={
        <>
          {mayWrite && (
            <SaveButton
              testId="ops-highlight-save"
              busy={editing.busy}
              ready={problem === null}
              onClick={() => void save()}
            />
          )}
          {highlight && mayCall(routes.content.deleteHighlight) && (
            <DeleteButton
              testId="ops-highlight-delete"
              busy={editing.busy}
              onClick={() => void remove(highlight)}
            />
          )}
        </>
      }
    />
  );
}

/** Home's highlights as a reader of `language` sees them, the edited one in its (new) place. */
function withEdited(
  all: readonly AdminHighlightView[],
  edited: HighlightView,
  sortOrder: number,
  language: Language,
): HighlightView[] {
  const placed = all
    .filter((highlight) => highlight.id !== edited.id)
    .flatMap((highlight) => {
      const picked = pickTranslation(highlight.translations, language);
      if (!picked) return [];
      const view: HighlightView = {
        id: highlight.id,
        icon: highlight.icon,
        language: picked.language,
        ...picked.texts,
      };
      return [{ view, sortOrder: highlight.sortOrder, id: highlight.id }];
    });
  // A new highlight has no id yet: among equals it comes last, as the server will place it.
  placed.push({
    view: edited,
    sortOrder: Number.isFinite(sortOrder) ? sortOrder : 0,
    id: edited.id || Infinity,
  });
  return placed.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map(({ view }) => view);
}
