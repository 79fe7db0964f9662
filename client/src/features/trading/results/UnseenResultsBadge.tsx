import { useTranslation } from 'react-i18next';
import type { AccountType } from '@tempo/shared';
import { CountBadge } from '../../../lib/ui/CountBadge';
import { useUnseenResultCount } from './unseenResults';

/** How many results of `account` (of both when not given) the trader has not looked at yet. */
export function UnseenResultsBadge({ account, testId }: { account?: AccountType; testId?: string }) {
  const { t } = useTranslation();
  const count = useUnseenResultCount(account);
  return <CountBadge count={count} label={t('results.unseen', { count })} testId={testId} />;
}
