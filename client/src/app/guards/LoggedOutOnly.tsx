import { useEffect, useState, type ComponentType } from 'react';
import { snapshot } from 'valtio';
import { navigate } from '../hashLocation';
import { PATHS } from '../paths';
import { store } from '../store';

/**
 * `Page` for visitors without a session: one who opens it logged in goes to the personal center
 * instead. Judged when the page opens, so a login made on the page leads where the page sends it.
 */
export function loggedOutOnly(Page: ComponentType): ComponentType {
  function LoggedOutOnly() {
    const [loggedIn] = useState(() => snapshot(store).token !== null);
    useEffect(() => {
      if (loggedIn) navigate(PATHS.user, { replace: true });
    }, [loggedIn]);
    return loggedIn ? null : <Page />;
  }
  return LoggedOutOnly;
}
