import { useTranslation } from 'react-i18next';
import {
  CONTENT_LIMITS,
  pageBody,
  routes,
  type AdminPageView,
  type ContentPageSlug,
  type Language,
  type PageBody,
} from '@tempo/shared';
import { useMinuteClock } from '../../features/inbox/useMinuteClock';
import { call } from '../../lib/apiClient';
import { formatDateTime } from '../../lib/formatDateTime';
import { Markdown } from '../../features/content/components/Markdown';
import { useMayCall } from '../access/mayCall';
import { contentProblem, useDraftsProblem } from './contentProblem';
import { DraftPreview } from './DraftPreview';
import { SaveButton } from './EditorButtons';
import { EditorFrame } from './EditorFrame';
import { previewOf } from './translationDrafts';
import { TranslationsEditor } from './TranslationsEditor';
import { useContentAction } from './useContentAction';
import { useDrafts } from './useDrafts';

const FIELDS = ['title', 'body'] as const;
type Field = (typeof FIELDS)[number];

interface PageEditorProps {
  slug: ContentPageSlug;
  /** The page as stored; null when it was never written. */
  page: AdminPageView | null;
  onChanged(): void;
}

/** A fixed page's title and Markdown per language, beside the page as a trader's phone shows it. */
export function PageEditor({ slug, page, onChanged }: PageEditorProps) {
  const { t } = useTranslation('ops');
  const mayWrite = useMayCall()(routes.content.updatePage);
  const action = useContentAction(onChanged);
  const now = useMinuteClock();
  const draftsProblem = useDraftsProblem();
  const state = useDrafts(FIELDS, page?.translations);
  const label = (field: string) => t(`content.pages.${field as Field}`);
  const body: PageBody = { translations: state.sendable.translations };
  const problem = draftsProblem(state.sendable) ?? contentProblem(pageBody, body, label);
  const shown = previewOf(state.drafts, state.language, FIELDS);

  const save = () =>
    action.run(() => call(routes.content.updatePage, { params: { slug }, body }), t('content.saved'));

  return (
    <EditorFrame
      title={t(`content.pages.slugs.${slug}`)}
      testId="ops-page-editor"
      problem={mayWrite ? problem : null}
      form={
        <TranslationsEditor
          state={state}
          disabled={!mayWrite}
          testId="ops-page"
          fields={[
            { name: 'title', label: label('title'), max: CONTENT_LIMITS.title },
            {
              name: 'body',
              label: label('body'),
              max: CONTENT_LIMITS.pageBody,
              rows: 24,
              hint: t('content.markdownHint'),
            },
          ]}
        />
      }
      preview={
        <DraftPreview
          reader={state.language}
          shown={shown?.language ?? null}
          label={t('content.preview.label')}
          testId="ops-page-preview"
        >
          {shown && (
            <PagePreview texts={shown.texts} language={shown.language} updatedAt={page?.updatedAt ?? now} />
          )}
        </DraftPreview>
      }
      actions={
        mayWrite && (
          <SaveButton
            testId="ops-page-save"
            busy={action.busy}
            ready={problem === null}
            onClick={() => void save()}
          />
        )
      }
    />
  );
}

interface PagePreviewProps {
  texts: Record<Field, string>;
  language: Language;
  updatedAt: number;
}

/** The page as the trader app's text page renders it: title, when updated, the Markdown body. */
function PagePreview({ texts, language, updatedAt }: PagePreviewProps) {
  const { t, i18n } = useTranslation('content');
  return (
    <div className="content-page">
      <article className="card content-article" lang={language}>
        <h1 className="content-title" data-testid="ops-preview-title">
          {texts.title}
        </h1>
        <p className="content-meta">
          {t('page.updated', { date: formatDateTime(updatedAt, i18n.language) })}
        </p>
        <Markdown source={texts.body} testId="ops-preview-body" />
      </article>
    </div>
  );
}
