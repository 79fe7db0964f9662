import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { DEMO_BALANCE, type AccountType } from '@tempo/shared';
import { applyBalances } from '../../../app/balances';
import { store } from '../../../app/store';
import { confirm } from '../../../lib/dialog/confirm';
import { formatMoney } from '../../../lib/formatMoney';
import { toast } from '../../../lib/toast/toast';
import { resetDemoBalance } from '../api';
import { useAccountBalance } from '../useAccountBalance';
import '../trading.css';

const ACCOUNTS: readonly AccountType[] = ['real', 'demo'];

/** Real or demo money for new orders (remembered on this device), the balance of the one chosen, and the demo reset. */
export function AccountSwitch() {
  const { t } = useTranslation();
  const { tradingAccount, currencySymbol } = useSnapshot(store);
  const balance = useAccountBalance(tradingAccount);
  const [resetting, setResetting] = useState(false);

  async function resetDemo() {
    const confirmed = await confirm({
      title: t('trade.resetDemoTitle'),
      message: t('trade.resetDemoConfirm', { amount: formatMoney(DEMO_BALANCE, currencySymbol) }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    setResetting(true);
    try {
      applyBalances(await resetDemoBalance());
      toast(t('trade.resetDemoDone'));
    } catch {
      // Toasted by the API client.
    } finally {
      setResetting(false);
    }
  }

  return (
    <section className="account-bar" data-testid="account-switch" data-account={tradingAccount}>
      <div className="account-tabs" role="group" aria-label={t('trade.accountLabel')}>
        {ACCOUNTS.map((account) => (
          <button
            key={account}
            type="button"
            className="account-tab"
            aria-pressed={tradingAccount === account}
            data-testid={`account-${account}`}
            onClick={() => {
              store.tradingAccount = account;
            }}
          >
            {t(`trade.accounts.${account}`)}
          </button>
        ))}
      </div>
      <div className="account-balance">
        <span className="stat-label">{t('trade.balance')}</span>
        <span className="stat-value" data-testid="account-balance">
          {balance === null ? '--' : formatMoney(balance, currencySymbol)}
        </span>
      </div>
      {tradingAccount === 'demo' && (
        <button
          type="button"
          className="button button-small button-secondary"
          data-testid="demo-reset"
          disabled={resetting}
          onClick={resetDemo}
        >
          {t('trade.resetDemo')}
        </button>
      )}
    </section>
  );
}
