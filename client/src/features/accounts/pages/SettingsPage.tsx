import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { navigate } from '../../../app/hashLocation';
import { LanguageSwitch } from '../../../app/layout/LanguageSwitch';
import { PATHS, passwordPath } from '../../../app/paths';
import { clearCache } from '../../../app/session';
import { store } from '../../../app/store';
import { confirm } from '../../../lib/dialog/confirm';
import { toast } from '../../../lib/toast/toast';
import { MenuRow } from '../../../lib/ui/MenuRow';
import { CustomerServiceLink } from '../../content/components/CustomerServiceLink';
import { HapticsSwitch } from '../components/HapticsSwitch';
import { ThemeSwitch } from '../components/ThemeSwitch';
import '../accounts.css';

/** The version shown when the site config does not name one (SPEC §9). */
const APP_VERSION = '1.0.0';

export function SettingsPage() {
  const { t } = useTranslation();
  const { appInfo } = useSnapshot(store);

  async function clearAndLogIn() {
    // Everything stored goes, the session included: ask first.
    const confirmed = await confirm({
      title: t('settings.clearCacheTitle'),
      message: t('settings.clearCacheMessage'),
      confirmText: t('settings.clearCacheConfirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    // Leave first, then forget the session, so the guard of this page stays quiet.
    navigate(PATHS.login, { replace: true });
    clearCache();
    toast(t('settings.cacheCleared'));
  }

  return (
    <div className="settings">
      <div className="card menu">
        <MenuRow
          icon="globe"
          label={t('common.language')}
          end={<LanguageSwitch />}
          testId="settings-language"
        />
        <MenuRow
          icon="moon"
          label={t('settings.theme.label')}
          end={<ThemeSwitch />}
          testId="settings-theme"
        />
        <MenuRow
          icon="lightning"
          label={t('settings.haptics.label')}
          end={<HapticsSwitch />}
          testId="settings-haptics"
        />
      </div>
      <div className="card menu">
        <MenuRow
          icon="shield"
          label={t('settings.loginPassword')}
          href={passwordPath('login')}
          testId="change-login-password"
        />
        <MenuRow
          icon="card"
          label={t('settings.transactionPassword')}
          href={passwordPath('transaction')}
          testId="change-transaction-password"
        />
        <MenuRow
          icon="records"
          label={t('settings.clearCache')}
          onClick={clearAndLogIn}
          testId="clear-cache"
        />
      </div>
      <p className="settings-note" data-testid="contact-note">
        {t('settings.contactNote')}
      </p>
      <CustomerServiceLink testId="settings-contact-service" />
      <p className="settings-version">
        {t('settings.version')} {appInfo?.app_version || APP_VERSION}
      </p>
    </div>
  );
}
