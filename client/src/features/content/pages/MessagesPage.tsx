import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { ListEnd } from '../../../lib/ui/ListEnd';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { MessageRow } from '../../inbox/components/MessageRow';
import { hasUnread } from '../../inbox/inboxList';
import { useInbox } from '../../inbox/useInbox';
import { useMinuteClock } from '../../inbox/useMinuteClock';
import '../../inbox/inbox.css';

/**
 * System messages: the trader's inbox, newest first, a new message arriving on top live. A tapped
 * message opens to its whole body and counts as read; all can be marked read at once.
 */
export function MessagesPage() {
  const { t } = useTranslation('inbox');
  const inbox = useInbox();
  const now = useMinuteClock();
  const [expandedId, setExpandedId] = useState<number | null>(null);

  const anyUnread = (inbox.unread ?? 0) > 0 || hasUnread(inbox.items);
  const showList = !inbox.loading && !inbox.failed && inbox.items.length > 0;

  let body;
  if (inbox.loading) body = <PageLoading />;
  else if (inbox.failed) body = <PageLoadFailed onRetry={inbox.reload} />;
  else if (inbox.items.length === 0) body = <EmptyState text={t('empty')} />;
  else {
    body = (
      <>
        <ul className="inbox-list" data-testid="inbox-list">
          {inbox.items.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              now={now}
              expanded={expandedId === message.id}
              onToggle={() => setExpandedId((current) => (current === message.id ? null : message.id))}
              onRead={() => inbox.markRead(message)}
            />
          ))}
        </ul>
        <ListEnd
          count={inbox.items.length}
          hasMore={inbox.hasMore}
          loading={inbox.loadingMore}
          failed={inbox.moreFailed}
          onMore={inbox.loadMore}
        />
      </>
    );
  }

  return (
    <div
      className="inbox-page"
      data-testid="messages-page"
      data-loading={inbox.loading}
      data-unread={inbox.unread ?? ''}
    >
      {showList && anyUnread && (
        <div className="inbox-toolbar">
          <span className="inbox-toolbar-count" data-testid="inbox-unread-count">
            {inbox.unread ? t('unreadLabel', { count: inbox.unread }) : null}
          </span>
          <button
            type="button"
            className="inbox-mark-all"
            disabled={inbox.markingAll}
            onClick={inbox.markAllRead}
            data-testid="inbox-mark-all-read"
          >
            {t('markAllRead')}
          </button>
        </div>
      )}
      {body}
    </div>
  );
}
