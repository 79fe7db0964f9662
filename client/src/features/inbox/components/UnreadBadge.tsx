import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../lib/ui/CountBadge';

/** A red count of unread messages; nothing when there are none (or the count is not known yet). */
export function UnreadBadge({ count, testId }: { count: number | null; testId?: string }) {
  const { t } = useTranslation('inbox');
  return <CountBadge count={count} label={t('unreadLabel', { count: count ?? 0 })} testId={testId} />;
}
