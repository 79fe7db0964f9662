import { useTranslation } from 'react-i18next';
import { routes, type AdminBroadcastView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { usePagedList } from '../../lib/usePagedList';
import { useMayCall } from '../access/mayCall';
import { PagedTable } from '../PagedTable';
import { formatWhen } from '../queues/Facts';
import { BroadcastForm } from './BroadcastForm';
import { LanguageTags } from './LanguageTags';
import { useItemTitle } from './useItemTitle';
import { useOpenItem } from './useOpenItem';

const PAGE_SIZE = 20;

/** The system messages sent to every trader, newest first, and the form of a new one. */
export function MessagesTab() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const titleOf = useItemTitle();
  const opened = useOpenItem<AdminBroadcastView>();
  const list = usePagedList<AdminBroadcastView, number>('broadcasts', async (page) => {
    const current = page ?? 1;
    const items = await call(routes.content.adminBroadcasts, {
      query: { page: current, limit: PAGE_SIZE },
      hideLoading: true,
      quiet: true,
    });
    return { items, next: items.length === PAGE_SIZE ? current + 1 : null };
  });

  if (opened.item !== undefined) {
    return (
      <BroadcastForm
        key={opened.key}
        sent={opened.item}
        onSent={opened.close}
        onBack={opened.close}
        onChanged={list.reload}
      />
    );
  }
  return (
    <>
      <div className="ops-actions ops-content-toolbar">
        {mayCall(routes.content.broadcast) && (
          <button
            type="button"
            className="button button-primary"
            onClick={opened.openNew}
            data-testid="ops-broadcast-new"
          >
            {t('content.messages.new')}
          </button>
        )}
      </div>
      <PagedTable
        list={list}
        testId="ops-broadcast-list"
        columns={[
          t('content.columns.title'),
          t('content.columns.languages'),
          t('content.messages.recipients'),
          t('content.messages.sentBy'),
          t('content.messages.sentAt'),
          t('content.columns.actions'),
        ]}
        numeric={[2]}
        rowKey={(broadcast) => broadcast.id}
        cells={(broadcast) => (
          <>
            <td className="ops-cell-wrap">{titleOf(broadcast.translations)}</td>
            <td>
              <LanguageTags translations={broadcast.translations} />
            </td>
            <td className="ops-number">{broadcast.recipients}</td>
            <td>{broadcast.sentBy}</td>
            <td>{formatWhen(broadcast.createdAt)}</td>
            <td>
              <button
                type="button"
                className="button button-secondary ops-row-button"
                onClick={() => opened.open(broadcast)}
                data-testid="ops-broadcast-open"
              >
                {t('content.view')}
              </button>
            </td>
          </>
        )}
      />
    </>
  );
}
