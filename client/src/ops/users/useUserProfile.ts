// One trader's profile as the console shows it, loaded again on demand (after an action) while
// the last answer stays on screen.
import { useCallback, useEffect, useState } from 'react';
import { routes, type AdminUserView } from '@tempo/shared';
import { call } from '../../lib/apiClient';

export interface UserProfileState {
  /** The last profile loaded; null until the first answer. */
  user: AdminUserView | null;
  /** The last load failed (what is on screen, if anything, is older). */
  failed: boolean;
  reload(): void;
}

/** Loads trader `id`'s profile (routes.admin.user) on mount and on each `reload()`. */
export function useUserProfile(id: number): UserProfileState {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ user: AdminUserView | null; failed: boolean }>({
    user: null,
    failed: false,
  });
  useEffect(() => {
    let active = true;
    call(routes.admin.user, { params: { id }, hideLoading: true }).then(
      (user) => {
        if (active) setLoaded({ user, failed: false });
      },
      () => {
        if (active) setLoaded((current) => ({ user: current.user, failed: true }));
      },
    );
    return () => {
      active = false;
    };
  }, [id, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...loaded, reload };
}
