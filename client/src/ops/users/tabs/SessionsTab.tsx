import { useTranslation } from 'react-i18next';
import { routes, type UserSessionView } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { usePagedList } from '../../../lib/usePagedList';
import { formatWhen, StatusPill } from '../../queues/Facts';
import { PagedTable } from '../../PagedTable';

/** The trader's login sessions, newest first: when, from where, and whether they still work. */
export function SessionsTab({ userId }: { userId: number }) {
  const { t } = useTranslation('ops');
  const list = usePagedList<UserSessionView, number>(String(userId), async (cursor) => {
    const page = await call(routes.opsUsers.sessions, {
      params: { id: userId },
      query: { cursor: cursor ?? undefined, limit: 50 },
      hideLoading: true,
    });
    return { items: page.sessions, next: page.nextCursor };
  });
  return (
    <PagedTable
      list={list}
      testId="ops-user-sessions"
      columns={[
        t('queue.status'),
        t('users.sessions.opened'),
        t('users.sessions.ends'),
        t('users.sessions.ip'),
        t('users.sessions.device'),
      ]}
      rowKey={(session) => session.id}
      cells={(session) => (
        <>
          <td>
            <StatusPill
              status={`session-${session.state}`}
              label={t(`users.sessions.state.${session.state}`)}
            />
          </td>
          <td>{formatWhen(session.createdAt)}</td>
          <td>{formatWhen(session.revokedAt ?? session.expiresAt)}</td>
          <td>{session.ip ?? '--'}</td>
          <td className="ops-cell-wrap">{session.userAgent ?? '--'}</td>
        </>
      )}
    />
  );
}
