import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/clipboard';
import { toast } from '../../../lib/toast/toast';
import { BottomSheet } from '../../../lib/ui/BottomSheet';

/** Ten recovery codes, shown this once (2F2): the trader copies or writes them down before closing. */
export function RecoveryCodesSheet({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation('twoFactor');
  return (
    <BottomSheet title={t('recovery.title')} onClose={onClose} testId="recovery-codes">
      <p className="two-factor-text">{t('recovery.once')}</p>
      <ul className="recovery-codes" data-testid="recovery-codes-list">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="two-factor-actions">
        <button
          type="button"
          className="button button-secondary"
          data-testid="recovery-codes-copy"
          onClick={async () => toast(t((await copyText(codes.join('\n'))) ? 'copied' : 'copyFailed'))}
        >
          {t('recovery.copy')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={onClose}
          data-testid="recovery-codes-done"
        >
          {t('recovery.saved')}
        </button>
      </div>
    </BottomSheet>
  );
}
