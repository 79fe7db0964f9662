import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { routes, type RouteDefinition } from '@tempo/shared';
import { navigate } from '../../app/hashLocation';
import { useMayCall } from '../access/mayCall';
import { TabBar } from '../TabBar';
import { BannersTab } from './BannersTab';
import { HighlightsTab } from './HighlightsTab';
import { MessagesTab } from './MessagesTab';
import { NewsTab } from './NewsTab';
import { PagesTab } from './PagesTab';
import { SiteSettingsTab } from './SiteSettingsTab';
import './content.css';

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
  const choose = (name: ContentTab['name']) => navigate(`${CONTENT_PATH}?tab=${name}`, { replace: true });
  if (!current) return null;
  const Panel = current.panel;
  return (
    <section className="ops-content" data-testid="ops-content">
      <header className="ops-page-head">
        <h1>{t('content.title')}</h1>
      </header>
      <TabBar
        label={t('content.tabs.label')}
        idPrefix="ops-content-tab"
        panelId="ops-content-panel"
        tabs={tabs.map((tab) => ({ name: tab.name, label: t(`content.tabs.${tab.name}`) }))}
        current={current.name}
        onChoose={choose}
      >
        <Panel key={current.name} />
      </TabBar>
    </section>
  );
}
