import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type DepositView } from '@tempo/shared';
import { errorText } from '../../../../lib/i18n/errorText';
import { pathOf } from '../../../../lib/pathOf';
import { toast } from '../../../../lib/toast/toast';
import { useAuthImage } from '../../../../lib/useAuthImage';
import { attachDepositProof } from '../api';
import { PROOF_ACCEPT, checkProofFile } from '../proofFile';

interface ProofUploadProps {
  deposit: DepositView;
  onChange: (deposit: DepositView) => void;
}

/** A chosen image and the object URL of its preview, which this component creates and revokes. */
interface Chosen {
  file: File;
  url: string;
}

/**
 * The payment proof of a deposit: the image uploaded so far, and while the deposit is under review
 * a way to choose one (checked for type and size at once, previewed) and upload it.
 */
export function ProofUpload({ deposit, onChange }: ProofUploadProps) {
  const { t } = useTranslation('deposit');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The preview URL to revoke when it is replaced or the screen closes.
  const previewUrl = useRef<string | null>(null);
  const pending = deposit.status === 'pending';

  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
      previewUrl.current = null;
    },
    [],
  );

  function choose(next: Chosen | null) {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next?.url ?? null;
    setChosen(next);
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal must fire a change again.
    event.target.value = '';
    if (!file) return;
    const problem = checkProofFile(file);
    if (problem) {
      choose(null);
      setError(errorText(problem));
      return;
    }
    setError(undefined);
    choose({ file, url: URL.createObjectURL(file) });
  }

  async function upload() {
    if (!chosen || busy) return;
    setBusy(true);
    try {
      const updated = await attachDepositProof(deposit.id, chosen.file);
      choose(null);
      onChange(updated);
      toast(t('proof.uploaded'));
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="card deposit-card"
      data-testid="deposit-proof"
      data-has-proof={deposit.proofUploadId !== null}
    >
      <h2 className="deposit-card-title">{t('proof.title')}</h2>
      {deposit.proofUploadId !== null ? (
        <UploadedProof uploadId={deposit.proofUploadId} />
      ) : (
        !pending && <p className="deposit-muted">{t('proof.none')}</p>
      )}
      {pending && (
        <>
          <p className="field-hint">{t('proof.hint')}</p>
          {chosen && (
            <figure className="deposit-proof-figure">
              <img src={chosen.url} alt={t('proof.preview')} data-testid="deposit-proof-preview" />
            </figure>
          )}
          <label className="button button-secondary button-block deposit-file">
            <input
              type="file"
              accept={PROOF_ACCEPT}
              className="visually-hidden"
              onChange={onFile}
              aria-invalid={error ? true : undefined}
              data-testid="deposit-proof-input"
            />
            {t(chosen || deposit.proofUploadId !== null ? 'proof.change' : 'proof.choose')}
          </label>
          {error && (
            <p className="field-error" role="alert" data-testid="deposit-proof-error">
              {error}
            </p>
          )}
          {chosen && (
            <button
              type="button"
              className="button button-primary button-block"
              onClick={upload}
              disabled={busy}
              data-testid="deposit-proof-upload"
            >
              {t('proof.upload')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** The proof uploaded so far, fetched with the session's token. */
function UploadedProof({ uploadId }: { uploadId: number }) {
  const { t } = useTranslation('deposit');
  const image = useAuthImage(pathOf(routes.verification.myUpload, { id: uploadId }));
  if (!image || image.state === 'loading') {
    return (
      <div className="deposit-proof-figure deposit-proof-placeholder">
        <span className="spinner" />
      </div>
    );
  }
  if (image.state === 'failed') return <p className="deposit-muted">{t('proof.loadFailed')}</p>;
  return (
    <figure className="deposit-proof-figure">
      <img src={image.url} alt={t('proof.current')} data-testid="deposit-proof-current" />
    </figure>
  );
}
