import { useTranslation } from 'react-i18next';
import type { MaskedWithdrawalAccount } from '@tempo/shared';
import { accountFields } from '../accountText';

/** Every field of the bound account with its label, read-only and masked as the server sent it. */
export function AccountDetails({ account }: { account: MaskedWithdrawalAccount }) {
  const { t, i18n } = useTranslation('withdrawal');
  return (
    <section
      className="card withdrawal-account-details"
      data-testid="withdrawal-account-details"
      data-kind={account.kind}
    >
      <h2 className="withdrawal-account-details-title">{t(`account.kinds.${account.kind}`)}</h2>
      <dl className="detail-list">
        {accountFields(account, i18n.language).map((field) => (
          <div key={field.label} className="detail-row">
            <dt>{t(`account.${field.label}`)}</dt>
            <dd data-testid={field.testId}>{field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
