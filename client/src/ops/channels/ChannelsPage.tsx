import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName, routes, type AdminDepositChannelView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { formatRate } from '../../lib/formatCurrency';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import { useMayCall } from '../access/mayCall';
import { StatusPill } from '../queues/Facts';
import { usePolled } from '../usePolled';
import { ChannelEditor } from './ChannelEditor';
import '../products/products.css';
import './channels.css';

const CHANNELS_POLL_MS = 30_000;
const loadChannels = () => call(routes.deposits.adminChannels, { hideLoading: true, quiet: true });

/**
 * The deposit channels, on and off, in the traders' order: one channel's names in each language,
 * where to pay, its limits and its currency and rate (deposits SPEC D12, D13); or a new one.
 */
export function ChannelsPage() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const channels = usePolled(loadChannels, CHANNELS_POLL_MS);
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const channel = channels.value?.find((candidate) => candidate.id === selected);
  const saved = (changed: AdminDepositChannelView) => {
    setSelected(changed.id);
    channels.refresh();
  };

  let detail = <p className="ops-empty">{t('channels.pick')}</p>;
  if (selected === 'new') {
    detail = <ChannelEditor key="new" editable={mayCall(routes.deposits.createChannel)} onSaved={saved} />;
  } else if (channel) {
    detail = (
      <ChannelEditor
        key={`${channel.id}:${channel.updatedAt}`}
        channel={channel}
        editable={mayCall(routes.deposits.updateChannel)}
        onSaved={saved}
      />
    );
  }

  return (
    <section className="ops-channels" data-testid="ops-channels">
      <header className="ops-page-head">
        <h1>{t('channels.title')}</h1>
        {mayCall(routes.deposits.createChannel) && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => setSelected('new')}
            data-testid="ops-channel-new"
          >
            {t('channels.create')}
          </button>
        )}
      </header>
      <div className="ops-split">
        <div className="ops-list">
          {channels.value === null && !channels.failed && <PageLoading />}
          {channels.value === null && channels.failed && <PageLoadFailed onRetry={channels.refresh} />}
          {channels.value?.length === 0 && <p className="ops-empty">{t('queue.empty')}</p>}
          {channels.value && channels.value.length > 0 && (
            <ul className="ops-rows">
              {channels.value.map((candidate) => (
                <li key={candidate.id}>
                  <button
                    type="button"
                    className={candidate.id === selected ? 'ops-row selected' : 'ops-row'}
                    aria-pressed={candidate.id === selected}
                    onClick={() => setSelected(candidate.id)}
                    data-testid={`ops-row-${candidate.id}`}
                  >
                    <ChannelRow channel={candidate} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ops-detail">{detail}</div>
      </div>
    </section>
  );
}

/** A channel in the list: its name in the console's language, how it pays, and whether it is on. */
function ChannelRow({ channel }: { channel: AdminDepositChannelView }) {
  const { t, i18n } = useTranslation('ops');
  const { instructions, conversion } = channel;
  const how =
    instructions.kind === 'bank'
      ? [instructions.bankName, conversion && formatRate(conversion.rate, conversion.currency).quote]
          .filter(Boolean)
          .join(' · ')
      : `${instructions.coin} · ${instructions.network}`;
  return (
    <>
      <span className="ops-row-main">
        <strong data-testid="ops-channel-row-name">{localizedName(channel.names, i18n.language)}</strong>
        <span>{how}</span>
      </span>
      <span className="ops-row-side">
        <StatusPill
          status={channel.enabled ? 'confirmed' : 'off'}
          label={channel.enabled ? t('channels.on') : t('channels.off')}
        />
      </span>
    </>
  );
}
