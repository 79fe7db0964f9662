import { useTranslation } from 'react-i18next';
import type { DepositInstructions as Instructions } from '@tempo/shared';
import { Icon } from '../../../../lib/ui/Icon';
import { QrCode } from '../../../../lib/ui/QrCode';
import { CopyRow, DetailRow } from './CopyRow';

/** Where to pay, as the channel said when the request was made: a bank account, or an address and its QR code. */
export function DepositInstructions({ instructions }: { instructions: Instructions }) {
  const { t } = useTranslation('deposit');

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
