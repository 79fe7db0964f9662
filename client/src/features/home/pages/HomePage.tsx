import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { store } from '../../../app/store';
import { toast } from '../../../lib/toast/toast';
import { Icon, type IconName } from '../../../lib/ui/Icon';
import { UnreadBadge } from '../../inbox/components/UnreadBadge';
import { useUnreadCount } from '../../inbox/unreadCount';
import { BannerCarousel } from '../components/BannerCarousel';
import { BrandBanner } from '../components/BrandBanner';
import { HomeLegalLinks } from '../components/HomeLegalLinks';
import { LatestNews } from '../components/LatestNews';
import { PlatformHighlights } from '../components/PlatformHighlights';
import { RecommendedProducts } from '../components/RecommendedProducts';
import { SectionFailed } from '../components/SectionFailed';
import { SectionLoading } from '../components/SectionLoading';
import { useHomeContent } from '../useHomeContent';
import '../../content/content.css';
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

/**
 * Home, public: the banners, the quick-entry grid, recommended products, platform highlights, the
 * latest news and the privacy texts; the language switch is in the nav bar.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('content');
  const home = useHomeContent();
  const unread = useUnreadCount();
  const { serviceUrl } = useSnapshot(store);

  function serviceUnavailable() {
    toast(t('home.serviceUnavailable'));
  }

  return (
    <div className="home">
      <section className="home-top" data-state={home.loaded.state}>
        {home.loaded.state === 'loading' ? (
          <div className="banner-placeholder" data-testid="home-banners-loading" />
        ) : home.loaded.state === 'ready' && home.loaded.data.banners.length > 0 ? (
          <BannerCarousel banners={home.loaded.data.banners} />
        ) : (
          <BrandBanner />
        )}
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
          if (entry.path) {
            return (
              <Link
                key={entry.key}
                href={entry.path}
                className="quick-item"
                data-testid={`quick-${entry.key}`}
              >
                {content}
              </Link>
            );
          }
          // The online service is another site: a real link once the site config names it.
          return serviceUrl ? (
            <a
              key={entry.key}
              href={serviceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="quick-item"
              data-testid={`quick-${entry.key}`}
            >
              {content}
            </a>
          ) : (
            <button
              key={entry.key}
              type="button"
              className="quick-item"
              onClick={serviceUnavailable}
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
        {home.loaded.state === 'loading' ? (
          <SectionLoading testId="home-highlights-loading" />
        ) : home.loaded.state === 'ready' ? (
          <PlatformHighlights highlights={home.loaded.data.highlights} />
        ) : (
          <SectionFailed onRetry={home.retry} testId="home-highlights-failed" />
        )}
      </section>

      <section className="home-section" data-testid="home-news">
        <div className="section-head">
          <h2 className="section-title">{tc('news.title')}</h2>
          <Link href={PATHS.homeDetail} className="section-link" data-testid="home-more-news">
            {tc('news.more')}
          </Link>
        </div>
        {home.loaded.state === 'loading' ? (
          <SectionLoading testId="home-news-loading" />
        ) : home.loaded.state === 'ready' ? (
          <LatestNews news={home.loaded.data.news} />
        ) : (
          <SectionFailed onRetry={home.retry} testId="home-news-failed" />
        )}
      </section>

      <HomeLegalLinks />
    </div>
  );
}
