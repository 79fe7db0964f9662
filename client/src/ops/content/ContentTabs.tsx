import type { ComponentType, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { routes, type RouteDefinition } from '@tempo/shared';
import { navigate } from '../../app/hashLocation';
import { useMayCall } from '../access/mayCall';
import { BannersTab } from './BannersTab';
import { HighlightsTab } from './HighlightsTab';
import { MessagesTab } from './MessagesTab';
import { NewsTab } from './NewsTab';
import { PagesTab } from './PagesTab';
import { SiteSettingsTab } from './SiteSettingsTab';

/** The section's own path; the tab open rides in its query (`/content?tab=news`). */
const CONTENT_PATH = '/content';

interface ContentTab {
  name: 'banners' | 'news' | 'highlights' | 'pages' | 'messages' | 'settings';
  /** The route the tab reads: without it, the tab is not shown. */
  reads: RouteDefinition;
  panel: ComponentType;
}

const TABS: readonly ContentTab[] = [
  { name: 'banners', reads: routes.content.adminBanners, panel: BannersTab },
  { name: 'news', reads: routes.content.adminNews, panel: NewsTab },
  { name: 'highlights', reads: routes.content.adminHighlights, panel: HighlightsTab },
  { name: 'pages', reads: routes.content.adminPages, panel: PagesTab },
  { name: 'messages', reads: routes.content.adminBroadcasts, panel: MessagesTab },
  { name: 'settings', reads: routes.content.adminSiteSettings, panel: SiteSettingsTab },
];

/** What traders read: banners, news, highlights, the text pages, broadcast messages, site settings. */
export function ContentTabs() {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const tabs = TABS.filter((tab) => mayCall(tab.reads));
  const asked = new URLSearchParams(useSearch()).get('tab');
  const current = tabs.find((tab) => tab.name === asked) ?? tabs[0];
  const choose = (tab: ContentTab) => navigate(`${CONTENT_PATH}?tab=${tab.name}`, { replace: true });
  // Arrow keys move along the tabs, as a tab list does.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || !current) return;
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length]!;
    choose(next);
    document.getElementById(`ops-content-tab-${next.name}`)?.focus();
  };
  if (!current) return null;
  const Panel = current.panel;
  return (
    <section className="ops-content" data-testid="ops-content">
      <header className="ops-page-head">
        <h1>{t('content.title')}</h1>
      </header>
      <div className="ops-tabs" role="tablist" aria-label={t('content.tabs.label')} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.name}
            id={`ops-content-tab-${tab.name}`}
            type="button"
            role="tab"
            className={tab === current ? 'ops-tab active' : 'ops-tab'}
            aria-selected={tab === current}
            aria-controls="ops-content-panel"
            tabIndex={tab === current ? 0 : -1}
            onClick={() => choose(tab)}
            data-testid={`ops-content-tab-${tab.name}`}
          >
            {t(`content.tabs.${tab.name}`)}
          </button>
        ))}
      </div>
      <div
        id="ops-content-panel"
        role="tabpanel"
        aria-labelledby={`ops-content-tab-${current.name}`}
        className="ops-tab-panel"
      >
        <Panel key={current.name} />
      </div>
    </section>
  );
}
