import { Redirect, Route, Router, Switch } from 'wouter';
import { ConfirmDialog } from '../lib/dialog/ConfirmDialog';
import { LoadingIndicator } from '../lib/loading/LoadingIndicator';
import { Toast } from '../lib/toast/Toast';
import { RealityCheckWhileLoggedIn } from '../features/limits/components/RealityCheckWhileLoggedIn';
import { ResultsWhileLoggedIn } from '../features/trading/results/ResultsWhileLoggedIn';
import { IdentityPromptWhenAsked } from '../features/security/twoFactor/IdentityPromptWhenAsked';
import { useHashPath, useHashSearch } from './hashLocation';
import { PATHS } from './paths';
import { OfflineBanner } from './pwa/OfflineBanner';
import { ROUTES } from './routes';
import { RoutedPage } from './RoutedPage';

/** The app: hash routes, and the offline strip, toast, loading indicator and dialog that every page shares. */
export function App() {
  return (
    <Router hook={useHashPath} searchHook={useHashSearch} hrefs={useHashPath.hrefs}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            <RoutedPage route={route} />
          </Route>
        ))}
        <Route>
          <Redirect to={PATHS.home} replace />
        </Route>
      </Switch>
      <OfflineBanner />
      <ResultsWhileLoggedIn />
      <RealityCheckWhileLoggedIn />
      <Toast />
      <LoadingIndicator />
      <ConfirmDialog />
      <IdentityPromptWhenAsked />
    </Router>
  );
}
