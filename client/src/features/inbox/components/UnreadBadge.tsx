import { useTranslation } from 'react-i18next';

/** The most a badge spells out; more reads "99+". */
const MAX_SHOWN = 99;

/** A red count of unread messages; nothing when there are none (or the count is not known yet). */
export function UnreadBadge({ count, testId }: { count: number | null; testId?: string }) {
  const { t } = useTranslation('inbox');
  if (!count) return null;
  return (
    <span className="unread-badge" data-testid={testId} aria-label={t('unreadLabel', { count })}>
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </span>
  );
}
