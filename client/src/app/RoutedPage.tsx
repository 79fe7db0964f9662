import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PageErrorBoundary } from '../lib/PageErrorBoundary';
import { RequireLogin } from './guards/RequireLogin';
import { Page } from './layout/Page';
import type { AppRoute } from './routes';

/** One route's page: its frame and title, its lazily loaded body, and the login rule. */
export function RoutedPage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const search = useSearch();
  const titleKey = typeof route.title === 'function' ? route.title(new URLSearchParams(search)) : route.title;
  const Body = route.Component;
  const page = (
    <Page
      title={t(`titles.${titleKey}`)}
      navBar={route.navBar}
      tab={route.tab ?? false}
      parent={route.parent}
      navStart={route.navStart}
      navEnd={route.navEnd}
    >
      <PageErrorBoundary>
        <Body />
      </PageErrorBoundary>
    </Page>
  );
  return route.access === 'public' ? page : <RequireLogin path={route.path}>{page}</RequireLogin>;
}
