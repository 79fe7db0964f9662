import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';

/** The foot of home: the privacy policy and the privacy statement. */
export function HomeLegalLinks() {
  const { t } = useTranslation('content');
  return (
    <nav className="home-legal" aria-label={t('legal.privacy')}>
      <Link href={PATHS.privacy} className="home-legal-link" data-testid="home-privacy-link">
        {t('legal.privacy')}
      </Link>
      <span aria-hidden="true">·</span>
      <Link
        href={PATHS.privacyStatement}
        className="home-legal-link"
        data-testid="home-privacy-statement-link"
      >
        {t('legal.privacyStatement')}
      </Link>
    </nav>
  );
}
