import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, ORDER_LISTS, routes, type AccountType, type OrderView } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { usePagedList } from '../../../lib/usePagedList';
import { formatWhen, StatusPill, useMoney } from '../../queues/Facts';
import { PagedTable } from '../../PagedTable';
import { AllOrOneSelect } from './AllOrOneSelect';

type OrderList = (typeof ORDER_LISTS)[number];

/** The trader's holding or closed orders, real and demo or one of them, newest first. */
export function OrdersTab({ userId }: { userId: number }) {
  const { t } = useTranslation('ops');
  const money = useMoney();
  const [which, setWhich] = useState<OrderList>('holding');
  const [account, setAccount] = useState<AccountType | ''>('');
  const list = usePagedList<OrderView, number>(`${userId}|${which}|${account}`, async (cursor) => {
    const page = await call(routes.opsUsers.orders, {
      params: { id: userId },
      query: { list: which, account: account || undefined, cursor: cursor ?? undefined, limit: 50 },
      hideLoading: true,
    });
    return { items: page.orders, next: page.nextCursor };
  });
  return (
    <>
      <div className="ops-filters ops-tab-filters">
        <div className="ops-segments" role="group" aria-label={t('users.orders.list')}>
          {ORDER_LISTS.map((option) => (
            <button
              key={option}
              type="button"
              className={option === which ? 'ops-segment active' : 'ops-segment'}
              aria-pressed={option === which}
              onClick={() => setWhich(option)}
              data-testid={`ops-orders-${option}`}
            >
              {t(`users.orders.lists.${option}`)}
            </button>
          ))}
        </div>
        <AllOrOneSelect<AccountType>
          label={t('users.orders.account')}
          options={ACCOUNT_TYPES}
          value={account}
          optionLabel={(option) => t(`users.orders.accounts.${option}`)}
          onChange={setAccount}
        />
      </div>
      <PagedTable
        list={list}
        testId="ops-user-orders"
        columns={[
          t('queue.id'),
          t('users.orders.product'),
          t('users.orders.direction'),
          t('queue.amount'),
          t('users.orders.entry'),
          t('users.orders.exit'),
          t('queue.status'),
          t('users.orders.profit'),
        ]}
        numeric={[3, 7]}
        rowKey={(order) => order.id}
        cells={(order) => (
          <>
            <td>{order.id}</td>
            <td>
              <strong>{order.symbol}</strong>
              <span className="ops-cell-sub">
                {t(`users.orders.accounts.${order.account}`)} ·{' '}
                {t('users.orders.duration', { seconds: order.durationSec })}
              </span>
            </td>
            <td className={order.direction === 'up' ? 'ops-up' : 'ops-down'}>
              {t(`users.orders.directions.${order.direction}`)}
            </td>
            <td className="ops-number">{money(order.amount)}</td>
            <td>
              {order.entryPrice}
              <span className="ops-cell-sub">{formatWhen(order.entryTs)}</span>
            </td>
            <td>
              {order.exitPrice ?? '--'}
              <span className="ops-cell-sub">{formatWhen(order.exitTs ?? order.expiryTs)}</span>
            </td>
            <td>
              <StatusPill status={order.status} label={t(`users.orders.status.${order.status}`)} />
            </td>
            <td
              className={
                order.profit === null
                  ? 'ops-number'
                  : order.profit < 0
                    ? 'ops-number ops-down'
                    : 'ops-number ops-up'
              }
            >
              {order.profit === null ? '--' : money(order.profit)}
            </td>
          </>
        )}
      />
    </>
  );
}
