import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { InboxMessageView } from '@tempo/shared';
import { Icon } from '../../../lib/ui/Icon';
import { formatMessageTime } from '../messageTime';
import { referencePath } from '../referencePath';

interface MessageRowProps {
  message: InboxMessageView;
  expanded: boolean;
  /** The device's time (epoch ms) the relative time is read at. */
  now: number;
  onToggle: () => void;
  /** The message was read: opened, or its link followed. */
  onRead: () => void;
}

/**
 * One message of the inbox: a dot and a bold title while unread, the time and two lines of the
 * body; tapped, the whole body. A message about a deposit, a withdrawal or the verification links
 * to it.
 */
export function MessageRow({ message, expanded, now, onToggle, onRead }: MessageRowProps) {
  const { t, i18n } = useTranslation('inbox');
  const unread = message.readAt === null;
  const bodyId = `inbox-message-body-${message.id}`;
  const { reference } = message;
  return (
    <li
      className="card inbox-row"
      data-testid="inbox-row"
      data-id={message.id}
      data-kind={message.kind}
      data-read={!unread}
      data-expanded={expanded}
    >
      <button
        type="button"
        className="inbox-row-head"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => {
          onToggle();
          if (!expanded) onRead();
        }}
        data-testid="inbox-row-toggle"
      >
        <span className="inbox-row-top">
          {unread && (
            <span className="inbox-dot" role="img" aria-label={t('unread')} data-testid="inbox-row-unread" />
          )}
          <span className="inbox-row-title" data-testid="inbox-row-title">
            {message.title}
          </span>
          <time
            className="inbox-row-time"
            dateTime={new Date(message.createdAt).toISOString()}
            data-testid="inbox-row-time"
          >
            {formatMessageTime(message.createdAt, now, i18n.language, t('justNow'))}
          </time>
          <Icon name="chevron" size={16} className="inbox-row-chevron" />
        </span>
        {!expanded && (
          <span className="inbox-row-preview" data-testid="inbox-row-preview">
            {message.body}
          </span>
        )}
      </button>
      {expanded && (
        // Outside the button, so the words can be selected and copied (a rejection reason).
        <p id={bodyId} className="inbox-row-body" data-testid="inbox-row-body">
          {message.body}
        </p>
      )}
      {reference && (
        <Link
          href={referencePath(reference)}
          className="inbox-row-link"
          onClick={onRead}
          data-testid="inbox-row-link"
          data-reference={reference.type}
        >
          {t(`reference.${reference.type}`)}
          <Icon name="chevron" size={16} />
        </Link>
      )}
    </li>
  );
}
