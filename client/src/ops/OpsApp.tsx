import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Router, Switch } from 'wouter';
import { useHashPath, useHashSearch } from '../app/hashLocation';
import { ConfirmDialog } from '../lib/dialog/ConfirmDialog';
import { LoadingIndicator } from '../lib/loading/LoadingIndicator';
import { Toast } from '../lib/toast/Toast';
import { PageLoadFailed, PageLoading } from '../lib/ui/PageState';
import { useMayCall } from './access/mayCall';
import { useAdmissionNotices } from './accounts/useAdmissionNotices';
import { openDesk } from './desk/deskSocket';
import { OpsLoginPage } from './login/OpsLoginPage';
import { OPS_SECTIONS } from './opsPaths';
import { opsStore } from './opsStore';
import { loadIdentity } from './session';
import { OpsShell } from './shell/OpsShell';

/** The console: the login form until a session exists, then the sections the role may read. */
export function OpsApp() {
  const { identity, identityFailed } = useSnapshot(opsStore);
  return (
    <>
      {identity ? (
        <LoggedIn />
      ) : identity === null ? (
        <OpsLoginPage />
      ) : identityFailed ? (
        <PageLoadFailed onRetry={() => void loadIdentity()} />
      ) : (
        <PageLoading />
      )}
      <Toast />
      <LoadingIndicator />
      <ConfirmDialog />
    </>
  );
}

function LoggedIn() {
  const mayCall = useMayCall();
  const { i18n } = useTranslation();
  const { identity } = useSnapshot(opsStore);
  const sections = OPS_SECTIONS.filter((section) => [section.reads].flat().some(mayCall));
  // When the server ends the live line, the console asks who it is now: the login form when the
  // session is gone, else the sections of the role as it is now, with the line opened again.
  useEffect(() => openDesk(i18n.language, () => void loadIdentity()), [i18n.language, identity]);
  useAdmissionNotices();
  return (
    <Router hook={useHashPath} searchHook={useHashSearch} hrefs={useHashPath.hrefs}>
      <OpsShell sections={sections}>
        <Switch>
          {sections.map((section) => (
            <Route key={section.path} path={section.path} component={section.page} />
          ))}
          {sections[0] && (
            <Route>
              <Redirect to={sections[0].path} replace />
            </Route>
          )}
        </Switch>
      </OpsShell>
    </Router>
  );
}
