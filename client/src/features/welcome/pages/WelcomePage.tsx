import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths';
import { LanguageSwitch } from '../../../app/layout/LanguageSwitch';
import { SiteLogo } from '../../../app/layout/SiteLogo';
import '../welcome.css';

/** The entry page: the brand and the ways in: home, log in, register. */
export function WelcomePage() {
  const { t } = useTranslation();
  return (
    <div className="welcome">
      <div className="welcome-top">
        <LanguageSwitch compact />
      </div>
      <div className="welcome-brand">
        <SiteLogo size={80} />
        <h1 className="welcome-name">{t('appName')}</h1>
        <p className="welcome-tagline">{t('welcome.tagline')}</p>
        <p className="welcome-intro">{t('welcome.intro')}</p>
      </div>
      <div className="welcome-actions">
        <Link href={PATHS.home} className="button button-light button-block" data-testid="welcome-home">
          {t('welcome.enter')}
        </Link>
        <Link href={PATHS.login} className="button button-ghost button-block" data-testid="welcome-login">
          {t('welcome.logIn')}
        </Link>
        <Link
          href={PATHS.registerCheck}
          className="button button-ghost button-block"
          data-testid="welcome-register"
        >
          {t('login.register')}
        </Link>
      </div>
    </div>
  );
}
