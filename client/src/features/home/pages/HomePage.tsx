import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { store } from '../../../app/store';
import { toast } from '../../../lib/toast/toast';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { Icon, type IconName } from '../../../lib/ui/Icon';
import { UnreadBadge } from '../../inbox/components/UnreadBadge';
import { useUnreadCount } from '../../inbox/unreadCount';
import { RecommendedProducts } from '../components/RecommendedProducts';
import '../home.css';

type QuickKey =
  'deposit' | 'trading' | 'orders' | 'withdrawalMethod' | 'aboutUs' | 'messages' | 'service' | 'privacy';

/** The quick-entry grid; `path: null` is the online service, which opens the site config's link. */
const QUICK_ENTRIES: readonly { key: QuickKey; icon: IconName; path: string | null }[] = [
  { key: 'deposit', icon: 'deposit', path: PATHS.deposit },
  { key: 'trading', icon: 'trending', path: PATHS.product },
  { key: 'orders', icon: 'orders', path: PATHS.orderRecords },
  { key: 'withdrawalMethod', icon: 'card', path: PATHS.withdrawalAccount },
  { key: 'aboutUs', icon: 'info', path: PATHS.aboutUs },
  { key: 'messages', icon: 'bell', path: PATHS.messages },
  { key: 'service', icon: 'headset', path: null },
  { key: 'privacy', icon: 'shield', path: PATHS.privacy },
];

/** Home: a banner, the quick-entry grid, then recommended products and platform highlights. */
export function HomePage() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const { serviceUrl } = useSnapshot(store);

  function openService() {
    if (serviceUrl) window.open(serviceUrl, '_blank', 'noopener,noreferrer');
    else toast(t('home.serviceUnavailable'));
  }

  return (
    <div className="home">
      <section className="home-banner">
        <div>
          <p className="home-banner-title">{t('home.bannerTitle')}</p>
          <Link
            href={PATHS.product}
            className="button button-light button-small"
            data-testid="home-start-trading"
          >
            {t('home.bannerAction')}
          </Link>
        </div>
        <Icon name="trending" size={72} className="home-banner-art" />
      </section>

      <nav className="card quick-grid" aria-label={t('titles.home')}>
        {QUICK_ENTRIES.map((entry) => {
          const content = (
            <>
              <span className={`quick-icon quick-icon-${entry.key}`}>
                <Icon name={entry.icon} size={22} />
                {entry.key === 'messages' && <UnreadBadge count={unread} testId="home-unread" />}
              </span>
              <span className="quick-label">{t(`home.quick.${entry.key}`)}</span>
            </>
          );
          return entry.path ? (
            <Link key={entry.key} href={entry.path} className="quick-item" data-testid={`quick-${entry.key}`}>
              {content}
            </Link>
          ) : (
            <button
              key={entry.key}
              type="button"
              className="quick-item"
              onClick={openService}
              data-testid={`quick-${entry.key}`}
            >
              {content}
            </button>
          );
        })}
      </nav>

      <section className="home-section" data-testid="home-recommendation">
        <div className="section-head">
          <h2 className="section-title">{t('home.recommendation')}</h2>
          <Link href={PATHS.product} className="section-link" data-testid="home-all-products">
            {t('home.viewAll')}
          </Link>
        </div>
        <RecommendedProducts />
      </section>

      <section className="home-section" data-testid="home-highlights">
        <h2 className="section-title">{t('home.highlights')}</h2>
        <div className="card">
          <EmptyState />
        </div>
      </section>
    </div>
  );
}
