import { useTranslation } from 'react-i18next';
import { copyText } from '../../../../lib/clipboard';
import { toast } from '../../../../lib/toast/toast';
import { Icon } from '../../../../lib/ui/Icon';

interface CopyRowProps {
  label: string;
  /** What is copied. */
  value: string;
  /** What is shown, when it differs from what is copied (an amount with its currency sign). */
  shown?: string;
  /** Names the value (`deposit-${name}`) and its button (`deposit-copy-${name}`) for tests. */
  name: string;
  /** Long values (an address) wrap under the label instead of sitting beside it. */
  wide?: boolean;
  /**
   * `code`: typed character by character (a reference), set in a fixed-width face and spaced;
   * `amount`: a sum of money, never broken across lines.
   */
  look?: 'code' | 'amount';
}

/** A labelled detail to type into a bank or wallet app, with a button that copies it. */
export function CopyRow({ label, value, shown, name, wide = false, look }: CopyRowProps) {
  const { t } = useTranslation('deposit');
  const { t: tc } = useTranslation();

  async function copy() {
    toast(tc((await copyText(value)) ? 'common.copySuccess' : 'common.copyFailed'));
  }

  return (
    <div className={wide ? 'deposit-row deposit-row-wide' : 'deposit-row'}>
      <div className="deposit-row-text">
        <span className="deposit-row-label">{label}</span>
        <span
          className={['deposit-row-value deposit-copyable', look && `deposit-${look}`]
            .filter(Boolean)
            .join(' ')}
          data-testid={`deposit-${name}`}
        >
          {shown ?? value}
        </span>
      </div>
      <button
        type="button"
        className="deposit-copy"
        onClick={copy}
        aria-label={t('copyValue', { label })}
        data-testid={`deposit-copy-${name}`}
      >
        <Icon name="copy" size={18} />
        <span>{tc('common.copy')}</span>
      </button>
    </div>
  );
}

/** A labelled detail that is only read. */
export function DetailRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="deposit-row">
      <div className="deposit-row-text">
        <span className="deposit-row-label">{label}</span>
        <span className="deposit-row-value" data-testid={testId}>
          {value}
        </span>
      </div>
    </div>
  );
}
