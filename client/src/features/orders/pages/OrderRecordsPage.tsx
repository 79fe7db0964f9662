import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { AccountType } from '@tempo/shared';
import { store } from '../../../app/store';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { useOrderEvents } from '../../trading/orderEvents';
import { OrderDetailView } from '../components/OrderDetailView';
import { OrderLists } from '../components/OrderLists';
import type { OrderListName } from '../useOrderList';
import '../../quotes/quotes.css';
import '../../trading/trading.css';
import '../orders.css';

/**
 * Order records (SPEC §2): holding orders with their countdowns and closed positions, real or
 * demo (`?tab=closed&account=demo`), both following the user's orders live; `?id=…` shows one
 * order with the chart of the ticks that decided it.
 */
export function OrderRecordsPage() {
  const { t } = useTranslation();
  const search = new URLSearchParams(useSearch());
  const { tradingAccount } = useSnapshot(store);
  useOrderEvents();

  if (search.has('id')) {
    const id = Number(search.get('id'));
    if (!Number.isSafeInteger(id) || id <= 0) return <EmptyState text={t('orders.notFound')} />;
    return <OrderDetailView key={id} id={id} />;
  }
  const list: OrderListName = search.get('tab') === 'closed' ? 'closed' : 'holding';
  const queried = search.get('account');
  const account: AccountType = queried === 'real' || queried === 'demo' ? queried : tradingAccount;
  return <OrderLists list={list} account={account} />;
}
