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
import { EditorFrame } from './EditorFrame';
import { fromLocalInput, toLocalInput } from './localTime';
import { PreviewFallback } from './PreviewFallback';
import { TraderPreview } from './TraderPreview';
import { previewOf } from './translationDrafts';
import { TranslationsEditor } from './TranslationsEditor';
import { useContentAction } from './useContentAction';
import { useDrafts } from './useDrafts';
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
  const action = useContentAction(onChanged);
  const now = useMinuteClock();
  const draftsProblem = useDraftsProblem();
  const state = useDrafts(FIELDS, news?.translations);
  const storedAt = toLocalInput(news?.publishedAt);
  const [publishAt, setPublishAt] = useState(storedAt);
  const mayWrite = mayCall(news ? routes.content.updateNews : routes.content.createNews);

  const label = (field: string) => t(`content.news.${field as Field}`);
  // The stored time is sent again only when changed: the field holds it to the minute only.
  const publishedAt = publishAt === storedAt ? undefined : (fromLocalInput(publishAt) ?? undefined);
  const body: NewsBody = { translations: state.sendable.translations, publishedAt };
  const problem = draftsProblem(state.sendable) ?? contentProblem(newsBody, body, label);

  const save = async () => {
    const saved = await action.run(
      () =>
        news
          ? call(routes.content.updateNews, { params: { id: news.id }, body })
          : call(routes.content.createNews, { body }),
      t('content.saved'),
    );
    if (saved) {
      setPublishAt(toLocalInput(saved.publishedAt));
      onSaved(saved);
    }
  };
  const remove = async () => {
    if (!news) return;
    const done = await action.runConfirmed(
      {
        title: t('content.delete.title'),
        message: t('content.delete.news', { title: titleOf(news.translations) }),
        confirmText: t('content.delete.ok'),
      },
      () => call(routes.content.deleteNews, { params: { id: news.id } }),
      t('content.deleted'),
    );
    if (done) onDeleted();
  };

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
          <label className="ops-field">
            <span>{t('content.news.publishAt')}</span>
            <input
              type="datetime-local"
              value={publishAt}
              disabled={!mayWrite}
              onChange={(event) => setPublishAt(event.target.value)}
              data-testid="ops-news-publish-at"
            />
            <small>{news ? t('content.news.publishHintStored') : t('content.news.publishHint')}</small>
          </label>
        </>
      }
      preview={
        <>
          <PreviewFallback reader={state.language} shown={shown?.language ?? null} />
          {shown && (
            <TraderPreview
              language={state.language}
              label={t('content.preview.label')}
              testId="ops-news-preview"
            >
              <NewsPreview
                id={news?.id ?? 0}
                texts={shown.texts}
                language={shown.language}
                publishedAt={fromLocalInput(publishAt) ?? news?.publishedAt ?? now}
              />
            </TraderPreview>
          )}
        </>
      }
      actions={
        <>
          {mayWrite && (
            <button
              type="button"
              className="button button-primary"
              disabled={action.busy || problem !== null}
              onClick={() => void save()}
              data-testid="ops-news-save"
            >
              {news ? t('content.save') : t('content.news.publish')}
            </button>
          )}
          {news && mayCall(routes.content.deleteNews) && (
            <button
              type="button"
              className="button ops-button-danger-outline"
              disabled={action.busy}
              onClick={() => void remove()}
              data-testid="ops-news-delete"
            >
              {t('content.delete.button')}
            </button>
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
