import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../lib/ui/Icon';
import { PATHS } from '../paths';

const TABS: readonly { key: 'home' | 'product' | 'money' | 'user'; path: string; icon: IconName }[] = [
  { key: 'home', path: PATHS.home, icon: 'home' },
  { key: 'product', path: PATHS.product, icon: 'chart' },
  { key: 'money', path: PATHS.money, icon: 'wallet' },
  { key: 'user', path: PATHS.user, icon: 'user' },
];

/** The bottom tab bar of the four tab pages; the current tab takes the brand blue (#1150C2). */
export function TabBar() {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <nav className="tab-bar" aria-label={t('appName')}>
      {TABS.map((tab) => {
        const selected = path === tab.path;
        return (
          <Link
            key={tab.key}
            href={tab.path}
            replace
            className={selected ? 'tab-bar-item tab-bar-item-selected' : 'tab-bar-item'}
            aria-current={selected ? 'page' : undefined}
            data-testid={`tab-${tab.key}`}
          >
            <Icon name={tab.icon} size={24} />
            <span>{t(`tabs.${tab.key}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
