import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { WithdrawalView } from '@tempo/shared';
import { PATHS } from '../../../app/paths';
import { onConnected, onSocketEvent } from '../../../lib/socket';
import { upsertById, usePagedList, type Page } from '../../../lib/usePagedList';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { ListEnd } from '../../../lib/ui/ListEnd';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { useOrderEvents } from '../../trading/orderEvents';
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
  useOrderEvents();
  const list = usePagedList('withdrawals', loadPage);
  const { update, reload } = list;

  const upsert = useCallback(
    (withdrawal: WithdrawalView) => update((items) => upsertById(items, withdrawal)),
    [update],
  );
  useEffect(() => onSocketEvent('withdrawal:updated', upsert), [upsert]);
  useEffect(() => onConnected(reload), [reload]);

  let body;
  if (list.loading) body = <PageLoading />;
  else if (list.failed) body = <PageLoadFailed onRetry={reload} />;
  else if (list.items.length === 0) {
    body = (
      <div className="card withdrawal-empty">
        <EmptyState text={t('list.empty')} />
        <Link href={PATHS.withdraw} className="button button-primary" data-testid="withdrawal-list-withdraw">
          {t('list.withdrawNow')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <div className="withdrawal-list" data-testid="withdrawal-list">
          {list.items.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
          ))}
        </div>
        <ListEnd
          count={list.items.length}
          hasMore={list.hasMore}
          loading={list.loadingMore}
          failed={list.moreFailed}
          onMore={list.loadMore}
        />
      </>
    );
  }
  return (
    <div className="withdrawal-page" data-testid="withdrawal-list-page" data-loading={list.loading}>
      {body}
    </div>
  );
}
