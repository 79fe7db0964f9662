import { useTranslation } from 'react-i18next';
import { SIGN_IN_HISTORY_DAYS } from '@tempo/shared';
import { SessionsSection } from '../components/SessionsSection';
import { SignInHistorySection } from '../components/SignInHistorySection';
import { TwoFactorSections } from '../twoFactor/TwoFactorSections';
import '../security.css';

/**
 * Security under the personal center: one section after another, each loading and failing on its
 * own. The second factor (the authenticator app and passkeys); the devices logged in to the
 * account, to log out one or all others; and every sign-in of the last 90 days, so a stranger
 * with the password is seen and shut out.
 */
export function SecurityPage() {
  const { t } = useTranslation('sessions');
  return (
    <div className="security" data-testid="security-page">
      <p className="security-intro">{t('intro', { days: SIGN_IN_HISTORY_DAYS })}</p>
      <TwoFactorSections />
      <SessionsSection />
      <SignInHistorySection />
    </div>
  );
}
