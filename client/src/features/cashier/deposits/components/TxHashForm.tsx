import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { attachTxHashBody, type DepositView } from '@tempo/shared';
import { checkForm } from '../../../../lib/formErrors';
import { toast } from '../../../../lib/toast/toast';
import { TextField } from '../../../../lib/ui/TextField';
import { attachDepositTxHash } from '../api';
import { DetailRow } from './CopyRow';

interface TxHashFormProps {
  deposit: DepositView;
  onChange: (deposit: DepositView) => void;
}

/**
 * The transaction hash of a deposit: a field to add or correct it while the deposit is under
 * review, the hash as given (or "not provided") once it is reviewed. Mount it keyed by the hash,
 * so a hash added elsewhere (another tab) refills the field.
 */
export function TxHashForm({ deposit, onChange }: TxHashFormProps) {
  const { t } = useTranslation('deposit');
  const [txHash, setTxHash] = useState(deposit.txHash ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (deposit.status !== 'pending') {
    return (
      <section className="card deposit-card">
        <DetailRow
          label={t('txHash.title')}
          value={deposit.txHash ?? t('txHash.none')}
          testId="deposit-tx-hash-value"
        />
      </section>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkForm(attachTxHashBody, { txHash });
    if (!checked.ok) {
      setError(checked.errors.txHash);
      return;
    }
    setBusy(true);
    try {
      onChange(await attachDepositTxHash(deposit.id, checked.data.txHash));
      toast(t('txHash.saved'));
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  const unchanged = txHash.trim() === (deposit.txHash ?? '');
  return (
    <form className="card deposit-card deposit-form-inline" onSubmit={submit} noValidate>
      <TextField
        label={t('txHash.label')}
        placeholder={t('txHash.placeholder')}
        value={txHash}
        onChange={(value) => {
          setTxHash(value);
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        data-testid="deposit-attach-tx-hash"
      />
      <button
        type="submit"
        className="button button-secondary button-block"
        disabled={busy || unchanged || txHash.trim() === ''}
        data-testid="deposit-attach-tx-hash-submit"
      >
        {t('txHash.save')}
      </button>
    </form>
  );
}
