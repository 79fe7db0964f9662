import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LIMITS,
  newsBody,
  routes,
  type AdminNewsView,
  type Language,
  type NewsBody,
} from '@tempo/shared';
import { useMinuteClock } from '../../features/inbox/useMinuteClock';
import { call } from '../../lib/apiClient';
import { formatDateTime } from '../../lib/formatDateTime';
import { Markdown } from '../../features/content/components/Markdown';
import { NewsRow } from '../../features/content/components/NewsRow';
import { useMayCall } from '../access/mayCall';
import { contentProblem, useDraftsProblem } from './contentProblem';
import { DraftPreview } from './DraftPreview';
import { DeleteButton, SaveButton } from './EditorButtons';
import { EditorFrame } from './EditorFrame';
import { fromLocalInput, toLocalInput } from './localTime';
import { LocalTimeField } from './LocalTimeField';
import { previewOf } from './translationDrafts';
import { TranslationsEditor } from './TranslationsEditor';
import { useDrafts } from './useDrafts';
import { useItemEditing } from './useItemEditing';
import { useItemTitle } from './useItemTitle';

const FIELDS = ['title', 'summary', 'body'] as const;
type Field = (typeof FIELDS)[number];

interface NewsEditorProps {
  /** The item edited; null for a new one. */
  news: AdminNewsView | null;
  onSaved(news: AdminNewsView): void;
  onDeleted(): void;
  onBack(): void;
  /** Loads the list again. */
  onChanged(): void;
}

/** A news item's title, summary and Markdown body per language, when it is published, its preview. */
export function NewsEditor({ news, onSaved, onDeleted, onBack, onChanged }: NewsEditorProps) {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const titleOf = useItemTitle();
  const now = useMinuteClock();
  const draftsProblem = useDraftsProblem();
  const state = useDrafts(FIELDS, news?.translations);
  const storedAt = toLocalInput(news?.publishedAt);
  const [publishAt, setPublishAt] = useState(storedAt);
  const editing = useItemEditing<AdminNewsView>({
    onSaved: (saved) => {
      setPublishAt(toLocalInput(saved.publishedAt));
      onSaved(saved);
    },
    onDeleted,
    onChanged,
  });
  const mayWrite = mayCall(news ? routes.content.updateNews : routes.content.createNews);

  const label = (field: string) => t(`content.news.${field as Field}`);
  // The stored time is sent again only when changed: the field holds it to the minute only.
  const publishedAt = publishAt === storedAt ? undefined : (fromLocalInput(publishAt) ?? undefined);
  const body: NewsBody = { translations: state.sendable.translations, publishedAt };
  const problem = draftsProblem(state.sendable) ?? contentProblem(newsBody, body, label);

  const save = () =>
    editing.save(() =>
      news
        ? call(routes.content.updateNews, { params: { id: news.id }, body })
        : call(routes.content.createNews, { body }),
    );
  const remove = (stored: AdminNewsView) =>
    editing.remove(t('content.delete.news', { title: titleOf(stored.translations) }), () =>
      call(routes.content.deleteNews, { params: { id: stored.id } }),
    );

  const shown = previewOf(state.drafts, state.language, FIELDS);
  return (
    <EditorFrame
      title={news ? t('content.news.edit', { id: news.id }) : t('content.news.new')}
      testId="ops-news-editor"
      onBack={onBack}
      problem={mayWrite ? problem : null}
      form={
        <>
          <TranslationsEditor
            state={state}
            disabled={!mayWrite}
            testId="ops-news"
            fields={[
              { name: 'title', label: label('title'), max: CONTENT_LIMITS.title },
              { name: 'summary', label: label('summary'), max: CONTENT_LIMITS.summary, rows: 3 },
              {
                name: 'body',
                label: label('body'),
                max: CONTENT_LIMITS.newsBody,
                rows: 14,
                hint: t('content.markdownHint'),
              },
            ]}
          />
          <LocalTimeField
            label={t('content.news.publishAt')}
            value={publishAt}
            disabled={!mayWrite}
            hint={news ? t('content.news.publishHintStored') : t('content.news.publishHint')}
            testId="ops-news-publish-at"
            onChange={setPublishAt}
          />
        </>
      }
      preview={
        <DraftPreview
          reader={state.language}
          shown={shown?.language ?? null}
          label={t('content.preview.label')}
          testId="ops-news-preview"
        >
          {shown && (
            <NewsPreview
              id={news?.id ?? 0}
              texts={shown.texts}
              language={shown.language}
              publishedAt={fromLocalInput(publishAt) ?? news?.publishedAt ?? now}
            />
          )}
        </DraftPreview>
      }
      actions={
        <>
          {mayWrite && (
            <SaveButton
              testId="ops-news-save"
              busy={editing.busy}
              ready={problem === null}
              label={news ? t('content.save') : t('content.news.publish')}
              onClick={() => void save()}
            />
          )}
          {news && mayCall(routes.content.deleteNews) && (
            <DeleteButton testId="ops-news-delete" busy={editing.busy} onClick={() => void remove(news)} />
          )}
        </>
      }
    />
  );
}

interface NewsPreviewProps {
  id: number;
  texts: Record<Field, string>;
  language: Language;
  publishedAt: number;
}

/** The item in the news list, then opened, as the trader app renders them (its words in context). */
function NewsPreview({ id, texts, language, publishedAt }: NewsPreviewProps) {
  const { t, i18n } = useTranslation('content');
  const now = useMinuteClock();
  return (
    <>
      <ul className="card news-list">
        <NewsRow news={{ id, language, publishedAt, title: texts.title, summary: texts.summary }} now={now} />
      </ul>
      <article className="card content-article" lang={language}>
        <h1 className="content-title" data-testid="ops-preview-title">
          {texts.title}
        </h1>
        <p className="content-meta">
          <time dateTime={new Date(publishedAt).toISOString()}>
            {t('news.published', { date: formatDateTime(publishedAt, i18n.language) })}
          </time>
        </p>
        <Markdown source={texts.body} testId="ops-preview-body" />
      </article>
    </>
  );
}
