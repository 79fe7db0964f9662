import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { currentPath } from '../hashLocation';
import { sendToLogin } from '../session';
import { store } from '../store';

/**
 * Shows `children` only with a session. Without one it sends the visitor to log in (toast,
 * remembered route) — unless the location has already moved on, as when logging out navigates
 * away before it forgets the token.
 */
export function RequireLogin({ path, children }: { path: string; children: ReactNode }) {
  const { token } = useSnapshot(store);
  useEffect(() => {
    if (!token && currentPath() === path) sendToLogin();
  }, [token, path]);
  return token ? children : null;
}
