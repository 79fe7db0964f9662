import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES, routes, type DepositStatus } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { useMayCall } from '../../access/mayCall';
import { usePolled } from '../../usePolled';
import { formatWhen, StatusPill, useMoney } from '../Facts';
import { QueueLayout, StatusFilter, UserFilter } from '../QueueLayout';
import { useReviewQueue } from '../useReviewQueue';
import { DepositReview } from './DepositReview';
import '../queues.css';

/** The deposit channels change rarely: the filter's list is refreshed now and then. */
const CHANNELS_POLL_MS = 60_000;
const loadChannels = () => call(routes.deposits.adminChannels, { hideLoading: true, quiet: true });

/**
 * The deposits queue: pending ones oldest first (as the server orders them), by status, trader and
 * channel (for roles that may read the channels).
 */
export function DepositsPage() {
  const { t } = useTranslation('ops');
  const money = useMoney();
  const [status, setStatus] = useState<DepositStatus>('pending');
  const [userId, setUserId] = useState('');
  const [channelId, setChannelId] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const mayCall = useMayCall();
  const channels = usePolled(loadChannels, CHANNELS_POLL_MS, mayCall(routes.deposits.adminChannels));
  const queue = useReviewQueue('deposits', `${status}|${userId}|${channelId}`, async (cursor) => {
    const page = await call(routes.deposits.adminQueue, {
      query: {
        status,
        userId: userId ? Number(userId) : undefined,
        channelId: channelId ? Number(channelId) : undefined,
        cursor: cursor ?? undefined,
        limit: 50,
      },
      hideLoading: true,
    });
    return { items: page.deposits, next: page.nextCursor };
  });
  return (
    <QueueLayout
      title={t('deposits.title')}
      testId="ops-deposits"
      queue={queue}
      selectedId={selected}
      onSelect={setSelected}
      filters={
        <div className="ops-filters">
          <StatusFilter<DepositStatus>
            statuses={DEPOSIT_STATUSES}
            value={status}
            label={(option) => t(`deposits.status.${option}`)}
            onChange={(next) => next && setStatus(next)}
          />
          <UserFilter value={userId} onChange={setUserId} />
          {channels.value && (
            <label className="ops-field">
              <span>{t('deposits.channel')}</span>
              <select
                value={channelId}
                onChange={(event) => setChannelId(event.target.value)}
                data-testid="ops-channel-filter"
              >
                <option value="">{t('users.all')}</option>
                {channels.value.map((channel) => (
                  <option key={channel.id} value={channel.id}>
                    {channel.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      }
      row={(deposit) => (
        <>
          <span className="ops-row-main">
            <strong>{money(deposit.amount)}</strong>
            <span>
              {deposit.account} · {deposit.channelName}
            </span>
          </span>
          <span className="ops-row-side">
            <StatusPill status={deposit.status} label={t(`deposits.status.${deposit.status}`)} />
            <span className="ops-muted">{formatWhen(deposit.createdAt)}</span>
          </span>
        </>
      )}
      detail={selected !== null && <DepositReview key={selected} id={selected} />}
    />
  );
}
