import { useTranslation } from 'react-i18next';
import { routes, type SignInView } from '@tempo/shared';
import { call } from '../../../lib/apiClient';
import { usePagedList } from '../../../lib/usePagedList';
import { formatWhen, StatusPill } from '../../queues/Facts';
import { PagedTable } from '../../PagedTable';

/**
 * The trader's sign-ins and failed sign-ins of the last 90 days, newest first, as the trader sees
 * them: when, how, from which device and address.
 */
export function SignInsTab({ userId }: { userId: number }) {
  const { t } = useTranslation('ops');
  const list = usePagedList<SignInView, number>(String(userId), async (cursor) => {
    const page = await call(routes.opsUsers.signIns, {
      params: { id: userId },
      query: { cursor: cursor ?? undefined, limit: 50 },
      hideLoading: true,
    });
    return { items: page.signIns, next: page.nextCursor };
  });
  return (
    <PagedTable
      list={list}
      testId="ops-user-sign-ins"
      columns={[
        t('users.signIns.result'),
        t('users.signIns.when'),
        t('users.signIns.method'),
        t('users.signIns.ip'),
        t('users.signIns.device'),
      ]}
      rowKey={(signIn) => signIn.id}
      cells={(signIn) => (
        <>
          <td>
            <StatusPill
              status={signIn.succeeded ? 'successful' : 'failed'}
              label={t(signIn.succeeded ? 'users.signIns.succeeded' : 'users.signIns.failed')}
            />
          </td>
          <td>{formatWhen(signIn.at)}</td>
          <td>
            {t(`users.signIns.methods.${signIn.method}`)}
            {signIn.secondFactor && ` + ${t(`users.signIns.secondFactors.${signIn.secondFactor}`)}`}
          </td>
          <td>{signIn.ip ?? '--'}</td>
          <td className="ops-cell-wrap">{signIn.device ?? '--'}</td>
        </>
      )}
    />
  );
}
