import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MaskedWithdrawalAccount } from '@tempo/shared';
import { Icon } from '../../../../lib/ui/Icon';
import { accountSummary } from '../accountText';

interface AccountSummaryCardProps {
  account: MaskedWithdrawalAccount;
  /** A page to open on tap (the account's details); without it the card is not a link. */
  href?: string;
  /** A line above the account ("Paid to"); the kind of account when absent. */
  caption?: string;
}

/** The bound account on one card, masked as the server sent it: its kind and one line naming it. */
export function AccountSummaryCard({ account, href, caption }: AccountSummaryCardProps) {
  const { t } = useTranslation('withdrawal');
  const content = (
    <>
      <span className="withdrawal-account-icon">
        <Icon name={account.kind === 'bank' ? 'card' : 'wallet'} size={22} />
      </span>
      <span className="withdrawal-account-text">
        <span className="withdrawal-account-caption">{caption ?? t(`account.kinds.${account.kind}`)}</span>
        <span className="withdrawal-account-summary" data-testid="withdrawal-account-summary">
          {accountSummary(account)}
        </span>
      </span>
      {href && <Icon name="chevron" size={18} className="menu-row-chevron" />}
    </>
  );
  const props = {
    className: 'card withdrawal-account-card',
    'data-testid': 'withdrawal-account-card',
    'data-kind': account.kind,
  };
  return href ? (
    <Link href={href} {...props}>
      {content}
    </Link>
  ) : (
    <div {...props}>{content}</div>
  );
}
