import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES, localizedName, routes, type DepositStatus } from '@tempo/shared';
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

/** A reference as typed or pasted from a bank statement: its letters and digits, in capitals. */
const referenceTyped = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 16);

/**
 * The deposits queue: pending ones oldest first (as the server orders them), by status, trader and
 * channel (for roles that may read the channels); or the deposit of a transfer reference, in any
 * status (SPEC D15), each row showing its reference to match the bank statement.
 */
export function DepositsPage() {
  const { t, i18n } = useTranslation('ops');
  const money = useMoney();
  const [status, setStatus] = useState<DepositStatus>('pending');
  const [userId, setUserId] = useState('');
  const [channelId, setChannelId] = useState('');
  const [reference, setReference] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const mayCall = useMayCall();
  const channels = usePolled(loadChannels, CHANNELS_POLL_MS, mayCall(routes.deposits.adminChannels));
  const queue = useReviewQueue(
    'deposits',
    `${status}|${userId}|${channelId}|${reference}`,
    async (cursor) => {
      const page = await call(routes.deposits.adminQueue, {
        query: {
          // A reference is looked for in every status.
          status: reference ? undefined : status,
          reference: reference || undefined,
          userId: userId ? Number(userId) : undefined,
          channelId: channelId ? Number(channelId) : undefined,
          cursor: cursor ?? undefined,
          limit: 50,
        },
        hideLoading: true,
      });
      return { items: page.deposits, next: page.nextCursor };
    },
  );
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
            value={reference ? '' : status}
            label={(option) => t(`deposits.status.${option}`)}
            allLabel={reference ? t('users.all') : undefined}
            onChange={(next) => {
              if (!next) return;
              setStatus(next);
              setReference('');
            }}
          />
          <label className="ops-field">
            <span>{t('deposits.referenceFilter')}</span>
            <input
              value={reference}
              autoCapitalize="characters"
              spellCheck={false}
              title={t('deposits.referenceAnyStatus')}
              onChange={(event) => setReference(referenceTyped(event.target.value))}
              data-testid="ops-reference-filter"
            />
          </label>
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
                    {localizedName(channel.names, i18n.language)}
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
              {deposit.account} · {localizedName(deposit.channelNames, i18n.language)}
            </span>
            {deposit.reference && (
              <code className="ops-reference" data-testid="ops-deposit-reference">
                {deposit.reference}
              </code>
            )}
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
