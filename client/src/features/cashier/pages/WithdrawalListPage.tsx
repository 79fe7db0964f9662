import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalView } from '@tempo/shared';
import { useLiveBalances } from '../../../app/balances';
import { PATHS } from '../../../app/paths';
import { onConnected, onSocketEvent } from '../../../lib/socket';
import { upsertById, usePagedList, type Page } from '../../../lib/usePagedList';
import { PagedListPage } from '../../../lib/ui/PagedListPage';
import { fetchWithdrawals } from '../withdrawals/api';
import { WithdrawalRow } from '../withdrawals/components/WithdrawalRow';
import '../withdrawals/withdrawals.css';

async function loadPage(cursor: number | null): Promise<Page<WithdrawalView, number>> {
  const page = await fetchWithdrawals(cursor);
  return { items: page.withdrawals, next: page.nextCursor };
}

/**
 * Withdrawal details: the trader's withdrawals, newest first, each with its status and, when it
 * failed, the reason; kept current by `withdrawal:updated` and loaded afresh after a reconnect.
 */
export function WithdrawalListPage() {
  const { t } = useTranslation('withdrawal');
  // The socket stays open (and the balance live) while the list is shown.
  useLiveBalances();
  const list = usePagedList('withdrawals', loadPage);
  const { update, reload } = list;

  const upsert = useCallback(
    (withdrawal: WithdrawalView) => update((items) => upsertById(items, withdrawal)),
    [update],
  );
  useEffect(() => onSocketEvent('withdrawal:updated', upsert), [upsert]);
  useEffect(() => onConnected(reload), [reload]);

  return (
    <PagedListPage
      list={list}
      rows={{ as: 'div', className: 'withdrawal-list', testId: 'withdrawal-list' }}
      row={(withdrawal) => <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />}
      page={{ className: 'withdrawal-page', testId: 'withdrawal-list-page' }}
      empty={{ className: 'card withdrawal-empty', text: t('list.empty') }}
      emptyAction={{ href: PATHS.withdraw, label: t('list.withdrawNow'), testId: 'withdrawal-list-withdraw' }}
    />
  );
}
