import { useTranslation } from 'react-i18next';
import { routes, type AdminBroadcastView } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { usePagedList } from '../../lib/usePagedList';
import { useMayCall } from '../access/mayCall';
import { PagedTable } from '../PagedTable';
import { formatWhen } from '../queues/Facts';
import { BroadcastForm } from './BroadcastForm';
import { ContentList, OpenItemButton, TitleCells } from './ContentList';
import { numberedPages } from './listLoaders';
import { useOpenItem } from './useOpenItem';

const loadBroadcasts = numberedPages((query) =>
  call(routes.content.adminBroadcasts, { query, hideLoading: true, quiet: true }),
);

/** The system messages sent to every trader, newest first, and the form of a new one. */
export function MessagesTab() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const opened = useOpenItem<AdminBroadcastView>();
  const list = usePagedList<AdminBroadcastView, number>('broadcasts', loadBroadcasts);

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
    <ContentList
      mayCreate={mayCall(routes.content.broadcast)}
      newLabel={t('content.messages.new')}
      newTestId="ops-broadcast-new"
      onNew={opened.openNew}
    >
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
            <TitleCells translations={broadcast.translations} />
            <td className="ops-number">{broadcast.recipients}</td>
            <td>{broadcast.sentBy}</td>
            <td>{formatWhen(broadcast.createdAt)}</td>
            <td>
              {/* A message sent cannot be changed: it is only read again. */}
              <OpenItemButton
                mayEdit={false}
                testId="ops-broadcast-open"
                onOpen={() => opened.open(broadcast)}
              />
            </td>
          </>
        )}
      />
    </ContentList>
  );
}
