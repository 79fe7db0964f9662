import { useTranslation } from 'react-i18next';
import { minorUnitsToDecimal, type DepositView } from '@tempo/shared';
import { formatCurrencyAmount } from '../../../../lib/formatCurrency';
import { Icon } from '../../../../lib/ui/Icon';
import { QrCode } from '../../../../lib/ui/QrCode';
import { CopyRow, DetailRow } from './CopyRow';

/**
 * Where to pay, as the channel said when the request was made: a bank account with the amount to
 * transfer in its currency (SPEC D14) and the reference for the memo (D15), or an address and its
 * QR code. Each value typed into a bank or wallet app has a copy button.
 */
export function DepositInstructions({ deposit }: { deposit: DepositView }) {
  const { t } = useTranslation('deposit');
  const { instructions, conversion, reference } = deposit;

  if (instructions.kind === 'bank') {
    return (
      <section className="card deposit-card" data-testid="deposit-instructions" data-kind="bank">
        <h2 className="deposit-card-title">{t('bank.title')}</h2>
        <CopyRow label={t('bank.bankName')} value={instructions.bankName} name="bank-name" />
        {instructions.branchName && (
          <CopyRow label={t('bank.branchName')} value={instructions.branchName} name="branch-name" />
        )}
        <CopyRow label={t('bank.accountName')} value={instructions.accountName} name="account-name" />
        <CopyRow label={t('bank.accountNumber')} value={instructions.accountNumber} name="account-number" />
        {conversion && (
          <CopyRow
            label={t('conversion.amount')}
            shown={formatCurrencyAmount(conversion.amount, conversion.currency, conversion.digits)}
            // What a bank app's amount field takes: digits and the decimal point only.
            value={minorUnitsToDecimal(conversion.amount, conversion.digits)}
            name="transfer-amount"
            wide
            look="amount"
          />
        )}
        {reference && (
          <>
            <CopyRow label={t('reference.label')} value={reference} name="reference" wide look="code" />
            <p className="deposit-warning" role="note" data-testid="deposit-reference-note">
              <Icon name="info" size={18} />
              <span>{t('reference.note')}</span>
            </p>
          </>
        )}
      </section>
    );
  }

  const { coin, network, address } = instructions;
  return (
    <section className="card deposit-card" data-testid="deposit-instructions" data-kind="crypto">
      <h2 className="deposit-card-title">{t('crypto.title', { coin })}</h2>
      <div className="deposit-qr">
        <QrCode value={address} label={t('crypto.qrLabel')} testId="deposit-qr" />
      </div>
      <CopyRow label={t('crypto.address')} value={address} name="address" wide />
      <DetailRow label={t('crypto.coin')} value={coin} testId="deposit-coin" />
      <DetailRow label={t('crypto.network')} value={network} testId="deposit-network" />
      <p className="deposit-warning" role="note" data-testid="deposit-network-warning">
        <Icon name="info" size={18} />
        <span>{t('crypto.warning', { coin, network })}</span>
      </p>
    </section>
  );
}
