import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LIMITS,
  broadcastBody,
  routes,
  type AdminBroadcastView,
  type BroadcastBody,
  type InboxMessageView,
} from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { MessageRow } from '../../features/inbox/components/MessageRow';
import { useMayCall } from '../access/mayCall';
import { Facts, formatWhen } from '../queues/Facts';
import { contentProblem, useDraftsProblem, languageNames } from './contentProblem';
import { DraftPreview } from './DraftPreview';
import { SaveButton } from './EditorButtons';
import { EditorFrame } from './EditorFrame';
import { previewOf } from './translationDrafts';
import { TranslationsEditor } from './TranslationsEditor';
import { useContentAction } from './useContentAction';
import { useDrafts } from './useDrafts';
import '../../features/inbox/inbox.css';

const FIELDS = ['title', 'body'] as const;
type Field = (typeof FIELDS)[number];

interface BroadcastFormProps {
  /** A message sent already, shown as it went out; null to write a new one. */
  sent: AdminBroadcastView | null;
  onSent(): void;
  onBack(): void;
  onChanged(): void;
}

/**
 * A system message to every trader's inbox: title and plain-text body per language, shown as the
 * inbox will show it, sent after a confirmation (it cannot be taken back).
 */
export function BroadcastForm({ sent, onSent, onBack, onChanged }: BroadcastFormProps) {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const action = useContentAction(onChanged);
  const draftsProblem = useDraftsProblem();
  const state = useDrafts(FIELDS, sent?.translations);
  const [now] = useState(() => Date.now());
  const maySend = !sent && mayCall(routes.content.broadcast);
  const label = (field: string) => t(`content.messages.${field as Field}`);
  const body: BroadcastBody = { translations: state.sendable.translations };
  const problem = draftsProblem(state.sendable) ?? contentProblem(broadcastBody, body, label);

  const send = async () => {
    const written = Object.keys(body.translations) as (keyof typeof body.translations)[];
    const result = await action.runConfirmed(
      {
        title: t('content.messages.confirmTitle'),
        message: t('content.messages.confirm', { languages: languageNames(written) }),
        confirmText: t('content.messages.confirmOk'),
      },
      () => call(routes.content.broadcast, { body }),
      (broadcast) => t('content.messages.sent', { count: broadcast.recipients }),
    );
    if (result) onSent();
  };

  const shown = previewOf(state.drafts, state.language, FIELDS);
  const message = (expanded: boolean): InboxMessageView => ({
    id: expanded ? -1 : -2,
    kind: 'broadcast',
    params: {},
    title: shown?.texts.title ?? '',
    body: shown?.texts.body ?? '',
    reference: null,
    createdAt: sent?.createdAt ?? now,
    readAt: null,
  });
  return (
    <EditorFrame
      title={sent ? t('content.messages.sentTitle', { id: sent.id }) : t('content.messages.new')}
      testId="ops-broadcast-form"
      onBack={onBack}
      problem={maySend ? problem : null}
      form={
        <>
          {sent ? (
            <Facts
              rows={[
                [t('content.messages.sentAt'), formatWhen(sent.createdAt)],
                [t('content.messages.sentBy'), sent.sentBy],
                [t('content.messages.recipients'), String(sent.recipients)],
              ]}
            />
          ) : (
            <p className="ops-note ops-note-live">{t('content.messages.everyone')}</p>
          )}
          <TranslationsEditor
            state={state}
            disabled={!maySend}
            testId="ops-broadcast"
            fields={[
              { name: 'title', label: label('title'), max: CONTENT_LIMITS.title },
              {
                name: 'body',
                label: label('body'),
                max: CONTENT_LIMITS.messageBody,
                rows: 8,
                hint: t('content.messages.plainText'),
              },
            ]}
          />
        </>
      }
      preview={
        <DraftPreview
          reader={state.language}
          shown={shown?.language ?? null}
          label={t('content.preview.inboxLabel')}
          testId="ops-broadcast-preview"
        >
          {shown && (
            <ul className="inbox-list" lang={shown.language}>
              <MessageRow
                message={message(false)}
                expanded={false}
                now={now}
                onToggle={() => undefined}
                onRead={() => undefined}
              />
              <MessageRow
                message={message(true)}
                expanded
                now={now}
                onToggle={() => undefined}
                onRead={() => undefined}
              />
            </ul>
          )}
        </DraftPreview>
      }
      actions={
        maySend && (
          <SaveButton
            testId="ops-broadcast-send"
            busy={action.busy}
            ready={problem === null}
            label={t('content.messages.send')}
            onClick={() => void send()}
          />
        )
      }
    />
  );
}
