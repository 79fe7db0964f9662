import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useRoute } from 'wouter';
import { LANGUAGE_NAMES } from '@tempo/shared';
import { loadLanguage } from '../../lib/i18n/i18n';
import { deskLine } from '../desk/deskSocket';
import { useDeskCounts } from '../desk/useDeskCounts';
import { OPS_LANGUAGES, type OpsLanguage } from '../locales/catalogues';
import type { OpsSection } from '../opsPaths';
import { opsStore, rememberLanguage } from '../opsStore';
import { logOut } from '../session';

/** The console's frame: the sections the role may open, who is logged in, the live line, the page. */
export function OpsShell({ sections, children }: { sections: readonly OpsSection[]; children: ReactNode }) {
  const { t } = useTranslation('ops');
  const { identity } = useSnapshot(opsStore);
  const counts = useDeskCounts();
  return (
    <div className="ops-frame">
      <aside className="ops-sidebar">
        <p className="ops-brand">{t('title')}</p>
        <nav aria-label={t('nav.label')}>
          <ul className="ops-nav">
            {sections.map((section) => (
              <SectionLink
                key={section.path}
                section={section}
                waiting={section.queue && counts?.[section.queue]}
              />
            ))}
          </ul>
        </nav>
        <div className="ops-sidebar-foot">
          <LiveLine />
          {identity && (
            <p className="ops-who" data-testid="ops-who">
              <strong>{identity.username}</strong>
              <span>{t(`role.${identity.role}`)}</span>
            </p>
          )}
          <LanguagePicker />
          <button type="button" className="button button-secondary" onClick={() => void logOut()}>
            {t('nav.logout')}
          </button>
        </div>
      </aside>
      <main className="ops-main">{children}</main>
    </div>
  );
}

function SectionLink({ section, waiting }: { section: OpsSection; waiting: number | null | undefined }) {
  const { t } = useTranslation('ops');
  const [active] = useRoute(section.path);
  return (
    <li>
      <Link
        href={section.path}
        className={active ? 'ops-nav-link active' : 'ops-nav-link'}
        aria-current={active ? 'page' : undefined}
        data-testid={`ops-nav-${section.label}`}
      >
        <span>{t(`nav.${section.label}`)}</span>
        {!!waiting && (
          <span className="ops-count" aria-label={t('nav.waiting', { count: waiting })}>
            {waiting}
          </span>
        )}
      </Link>
    </li>
  );
}

function LiveLine() {
  const { t } = useTranslation('ops');
  const { connected } = useSnapshot(deskLine);
  return (
    <p className={connected ? 'ops-live on' : 'ops-live'} data-testid="ops-live" role="status">
      <span className="ops-live-dot" aria-hidden="true" />
      {connected ? t('live.connected') : t('live.disconnected')}
    </p>
  );
}

function LanguagePicker() {
  const { t, i18n } = useTranslation('ops');
  const { language } = useSnapshot(opsStore);
  const choose = async (next: OpsLanguage) => {
    await loadLanguage(next);
    rememberLanguage(next);
    document.documentElement.lang = next;
    await i18n.changeLanguage(next);
  };
  return (
    <label className="ops-field">
      <span>{t('language')}</span>
      <select value={language} onChange={(event) => void choose(event.target.value as OpsLanguage)}>
        {OPS_LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
