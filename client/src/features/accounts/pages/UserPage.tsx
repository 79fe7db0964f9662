import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { useLiveBalances } from '../../../app/balances';
import { PATHS } from '../../../app/paths';
import { store } from '../../../app/store';
import { copyText } from '../../../lib/clipboard';
import { confirm } from '../../../lib/dialog/confirm';
import { formatMoney } from '../../../lib/formatMoney';
import { toast } from '../../../lib/toast/toast';
import { Icon, type IconName } from '../../../lib/ui/Icon';
import { MenuRow } from '../../../lib/ui/MenuRow';
import { UnreadBadge } from '../../inbox/components/UnreadBadge';
import { UnseenResultsBadge } from '../../trading/results/UnseenResultsBadge';
import { useUnseenResultCount } from '../../trading/results/unseenResults';
import { useUnreadCount } from '../../inbox/unreadCount';
import { useVerificationEvents } from '../../kyc/verificationEvents';
import { logOut } from '../logOut';
import { refreshProfile } from '../refreshProfile';
import '../accounts.css';

type MenuKey =
  | 'verify'
  | 'orders'
  | 'depositDetails'
  | 'withdrawalDetails'
  | 'fundRecords'
  | 'withdrawalAccount'
  | 'limits'
  | 'security'
  | 'messages'
  | 'settings';

const MENU: readonly { key: MenuKey; path: string; icon: IconName }[] = [
  { key: 'verify', path: PATHS.verify, icon: 'verify' },
  { key: 'orders', path: PATHS.orderRecords, icon: 'orders' },
  { key: 'depositDetails', path: PATHS.depositDetails, icon: 'records' },
  { key: 'withdrawalDetails', path: PATHS.withdrawalDetails, icon: 'records' },
  { key: 'fundRecords', path: PATHS.fundRecords, icon: 'chart' },
  { key: 'withdrawalAccount', path: PATHS.withdrawalAccount, icon: 'card' },
  { key: 'limits', path: PATHS.limits, icon: 'shield' },
  { key: 'security', path: PATHS.security, icon: 'lock' },
  { key: 'messages', path: PATHS.messages, icon: 'bell' },
  { key: 'settings', path: PATHS.settings, icon: 'settings' },
];

/** A dash while the profile is still loading. */
const PENDING = '--';

/** The personal center: who the person is, their money, their opening code and every account page. */
export function UserPage() {
  const { t } = useTranslation();
  const { userInfo: profile, currencySymbol, currencyType } = useSnapshot(store);

  useEffect(() => {
    refreshProfile().catch(() => undefined);
  }, []);
  // Balances and profit figures follow the user's orders as they open and settle, the Verified
  // badge follows its review, and the unread count its messages.
  useLiveBalances();
  useVerificationEvents();
  const unread = useUnreadCount();
  const unseenResults = useUnseenResultCount();

  const money = (cents: number | undefined) =>
    cents === undefined ? PENDING : formatMoney(cents, currencySymbol);
  const pnlClass = (cents: number | undefined) =>
    cents === undefined || cents === 0 ? 'stat-value' : cents > 0 ? 'stat-value up' : 'stat-value down';

  async function copyOpeningCode() {
    if (!profile) return;
    toast(t((await copyText(profile.openingCode)) ? 'common.copySuccess' : 'common.copyFailed'));
  }

  async function askLogOut() {
    const confirmed = await confirm({
      title: t('user.logout'),
      message: t('user.logoutConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await logOut();
    toast(t('user.loggedOut'));
  }

  const name = profile ? profile.nickname || profile.account : PENDING;
  return (
    <div className="user">
      <section className="user-profile card-blue">
        <div className="user-avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </div>
        <div className="user-identity">
          <p className="user-name" data-testid="user-account">
            {name}
          </p>
          {profile && profile.nickname && profile.nickname !== profile.account && (
            <p className="user-sub">{profile.account}</p>
          )}
          <div className="user-badges">
            <span className="badge">{t('user.level')}</span>
            {profile?.verified && (
              <span className="badge badge-verified" data-testid="verified-badge">
                <Icon name="shield" size={14} /> {t('user.verified')}
              </span>
            )}
          </div>
        </div>
        <div className="user-credit">
          <span className="user-credit-label">{t('user.creditScore')}</span>
          <span className="user-credit-value" data-testid="credit-score">
            {profile ? profile.creditScore : PENDING}
          </span>
        </div>
      </section>

      <section className="card user-assets">
        <p className="stat-label">
          {t('user.totalAssets')} ({currencyType})
        </p>
        <p className="user-total" data-testid="total-assets">
          {money(profile?.totalAssets)}
        </p>
        <div className="stat-grid">
          <div className="stat">
            <span className="stat-label">{t('user.accountPnl')}</span>
            <span className={pnlClass(profile?.accountPnl)} data-testid="account-pnl">
              {money(profile?.accountPnl)}
            </span>
          </div>
          <div className="stat">
            <span className="stat-label">{t('user.todayPnl')}</span>
            <span className={pnlClass(profile?.todayPnl)} data-testid="today-pnl">
              {money(profile?.todayPnl)}
            </span>
          </div>
          <div className="stat">
            <span className="stat-label">{t('user.available')}</span>
            <span className="stat-value" data-testid="available-balance">
              {money(profile?.balances.available)}
            </span>
          </div>
        </div>
        <div className="user-actions">
          <Link href={PATHS.deposit} className="button button-primary" data-testid="menu-deposit">
            <Icon name="deposit" size={18} /> {t('user.menu.deposit')}
          </Link>
          <Link href={PATHS.withdraw} className="button button-secondary" data-testid="menu-withdraw">
            <Icon name="withdraw" size={18} /> {t('user.menu.withdraw')}
          </Link>
        </div>
      </section>

      <section className="card user-code">
        <div>
          <p className="stat-label">{t('user.openingCode')}</p>
          <p className="user-code-value" data-testid="opening-code">
            {profile?.openingCode ?? PENDING}
          </p>
        </div>
        <button
          type="button"
          className="button button-small button-secondary"
          onClick={copyOpeningCode}
          disabled={!profile}
          data-testid="copy-opening-code"
        >
          <Icon name="copy" size={16} /> {t('common.copy')}
        </button>
      </section>

      <nav className="card menu">
        {MENU.map((item) => (
          <MenuRow
            key={item.key}
            icon={item.icon}
            label={t(`user.menu.${item.key}`)}
            href={item.path}
            testId={`menu-${item.key}`}
            end={menuRowEnd(item.key, unread, unseenResults)}
          />
        ))}
      </nav>

      <button
        type="button"
        className="button button-danger-outline button-block"
        onClick={askLogOut}
        data-testid="logout"
      >
        <Icon name="logout" size={18} /> {t('user.logout')}
      </button>
    </div>
  );
}

/** The end of a menu row with a count (unread messages, results not looked at yet), or undefined for the plain chevron. */
function menuRowEnd(item: MenuKey, unreadMessages: number | null, unseenResults: number): ReactNode {
  let badge: ReactNode = null;
  if (item === 'messages' && unreadMessages)
    badge = <UnreadBadge count={unreadMessages} testId="user-unread" />;
  if (item === 'orders' && unseenResults) badge = <UnseenResultsBadge testId="user-unseen-results" />;
  if (!badge) return undefined;
  return (
    <span className="menu-row-end">
      {badge}
      <Icon name="chevron" size={18} className="menu-row-chevron" />
    </span>
  );
}
