import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { Icon } from '../../../lib/ui/Icon';

/** The built-in banner: shown while ops have no banner active, or when banners could not be loaded. */
export function BrandBanner() {
  const { t } = useTranslation();
  return (
    <section className="home-banner" data-testid="home-brand-banner">
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
  );
}
