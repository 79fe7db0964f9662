import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@tempo/shared';
import { navigate } from '../../../app/hashLocation';
import { orderListPath } from '../../../app/paths';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { ListEnd } from '../../../lib/ui/ListEnd';
import { useConnectionState } from '../../../lib/socket';
import { PageLoadFailed, PageLoading } from '../../../lib/ui/PageState';
import { useQuoteSubscription } from '../../quotes/useQuoteSubscription';
import { usePriceFormat } from '../../trading/productPrecision';
import { useServerNow } from '../../trading/useServerNow';
import { useOrderList, type OrderListName } from '../useOrderList';
import { UnseenResultsBadge } from '../../trading/results/UnseenResultsBadge';
import { markResultsSeen, unseenResults } from '../../trading/results/unseenResults';
import { ClosedRow, HoldingRow } from './OrderRows';

const LISTS: readonly OrderListName[] = ['holding', 'closed'];
const ACCOUNTS: readonly AccountType[] = ['real', 'demo'];

/** Holding and closed orders, real or demo, page after page as the person scrolls. */
export function OrderLists({ list, account }: { list: OrderListName; account: AccountType }) {
  const { t } = useTranslation();
  const state = useOrderList(list, account);
  const price = usePriceFormat();
  const holding = list === 'holding';
  // Live prices of the open orders' products (and the server-time samples of their countdowns).
  const symbols = holding ? [...new Set(state.items.map((order) => order.symbol))].sort() : [];
  useQuoteSubscription(symbols, true);
  const now = useServerNow(holding && state.items.length > 0);
  const connection = useConnectionState();
  const showsClosed = list === 'closed' && !state.loading && !state.failed;
  // The closed list on screen shows every result of its account: none is unseen any more, and
  // those that arrive while it is open are seen as they land on top.
  useEffect(() => {
    if (!showsClosed) return;
    markResultsSeen(account);
    return subscribe(unseenResults, () => markResultsSeen(account));
  }, [showsClosed, account]);

  let body;
  if (state.loading) body = <PageLoading />;
  else if (state.failed) body = <PageLoadFailed onRetry={state.reload} />;
  else if (state.items.length === 0) body = <EmptyState />;
  else {
    body = (
      <>
        <div className="order-list" data-testid="order-list">
          {state.items.map((order) =>
            holding ? (
              <HoldingRow key={order.id} order={order} now={now} price={price} />
            ) : (
              <ClosedRow key={order.id} order={order} price={price} />
            ),
          )}
        </div>
        <ListEnd
          count={state.items.length}
          hasMore={state.hasMore}
          loading={state.loadingMore}
          failed={state.moreFailed}
          onMore={state.loadMore}
        />
      </>
    );
  }

  return (
    <div
      className="orders"
      data-testid="orders-page"
      data-list={list}
      data-account={account}
      data-loading={state.loading}
      data-connection={connection}
    >
      <div className="orders-tabs" role="tablist">
        {LISTS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="orders-tab"
            aria-selected={name === list}
            data-testid={`order-tab-${name}`}
            onClick={() => navigate(orderListPath(name, account), { replace: true })}
          >
            {t(`orders.${name}`)}
            {name === 'closed' && <UnseenResultsBadge account={account} testId="closed-unseen-results" />}
          </button>
        ))}
      </div>
      <div className="orders-filter">
        <div className="account-tabs" role="group" aria-label={t('trade.accountLabel')}>
          {ACCOUNTS.map((name) => (
            <button
              key={name}
              type="button"
              className="account-tab"
              aria-pressed={name === account}
              data-testid={`order-filter-${name}`}
              onClick={() => navigate(orderListPath(list, name), { replace: true })}
            >
              {t(`trade.accounts.${name}`)}
            </button>
          ))}
        </div>
      </div>
      {body}
    </div>
  );
}
