import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type AdminUserView, type UserSearchItem } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { usePagedList } from '../../lib/usePagedList';
import { formatWhen, StatusPill } from '../queues/Facts';
import { QueueLayout } from '../queues/QueueLayout';
import { UserProfile } from './UserProfile';
import './users.css';

/** How long typing pauses before the search runs, in ms. */
const TYPING_PAUSE_MS = 300;
const MAX_QUERY = 40;

/** Traders found by account prefix, phone digits or id, newest first; one opens in the profile pane. */
export function UsersPage() {
  const { t } = useTranslation('ops');
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(draft.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const list = usePagedList<UserSearchItem, number>(query, async (cursor) => {
    const page = await call(routes.opsUsers.search, {
      query: { q: query, cursor: cursor ?? undefined, limit: 30 },
      hideLoading: true,
    });
    return { items: page.users, next: page.nextCursor };
  });
  const { update } = list;

  // A profile loaded after an action: the row shows its new score and login state at once.
  const onLoaded = useCallback(
    (user: AdminUserView) =>
      update((items) =>
        items.map((item) =>
          item.id === user.id
            ? { ...item, creditScore: user.creditScore, disabled: user.disabled, verified: user.verified }
            : item,
        ),
      ),
    [update],
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };

  return (
    <QueueLayout
      title={t('users.title')}
      testId="ops-users"
      queue={list}
      selectedId={selected}
      onSelect={setSelected}
      filters={
        <form className="ops-filters" role="search" onSubmit={search}>
          <label className="ops-field ops-search">
            <span>{t('users.search')}</span>
            <input
              type="search"
              value={draft}
              maxLength={MAX_QUERY}
              placeholder={t('users.searchHint')}
              onChange={(event) => setDraft(event.target.value)}
              data-testid="ops-user-search"
            />
          </label>
          <button type="submit" className="button button-primary">
            {t('users.find')}
          </button>
        </form>
      }
      row={(user) => (
        <>
          <span className="ops-row-main">
            <strong>{user.account}</strong>
            <span className="ops-muted">
              {user.phone} · #{user.id}
            </span>
          </span>
          <span className="ops-row-side">
            <span className="ops-pills">
              {user.verified && <StatusPill status="approved" label={t('users.verified')} />}
              {user.disabled && <StatusPill status="failed" label={t('users.disabled')} />}
            </span>
            <span className="ops-muted">{formatWhen(user.createdAt)}</span>
          </span>
        </>
      )}
      detail={
        selected === null ? (
          <p className="ops-empty">{t('users.pick')}</p>
        ) : (
          <UserProfile key={selected} id={selected} onLoaded={onLoaded} />
        )
      }
    />
  );
}
