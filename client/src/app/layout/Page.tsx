import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar } from './NavBar';
import { TabBar } from './TabBar';

/** How the top of a page looks: a nav bar with a back button, one with the title only, or none (the page draws its own). */
export type NavBarKind = 'back' | 'title' | 'none';

interface PageProps {
  title: string;
  navBar: NavBarKind;
  /** Tab pages carry the bottom tab bar. */
  tab: boolean;
  parent?: string;
  /** Nav bar slots: before the title (instead of the back button) and after it. */
  navStart?: ReactNode;
  navEnd?: ReactNode;
  children: ReactNode;
}

/** The frame of every page: nav bar, body, tab bar, centred at 520px on wide screens. */
export function Page({ title, navBar, tab, parent, navStart, navEnd, children }: PageProps) {
  const { t } = useTranslation();
  const appName = t('appName');

  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <div className={tab ? 'page page-with-tabs' : 'page'}>
      {navBar !== 'none' && (
        <NavBar title={title} back={navBar === 'back'} parent={parent} left={navStart} right={navEnd} />
      )}
      <main className="page-body">{children}</main>
      {tab && <TabBar />}
    </div>
  );
}
