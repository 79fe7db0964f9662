import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasskeyView, SecondFactorView } from '@tempo/shared';
import { ApiError } from '../../../lib/apiClient';
import { confirm } from '../../../lib/dialog/confirm';
import { formatDateTime } from '../../../lib/formatDateTime';
import { toast } from '../../../lib/toast/toast';
import { TextField } from '../../../lib/ui/TextField';
import { addPasskey, passkeyRegistrationChallenge, removePasskey } from './api';
import { createPasskey, passkeysSupported } from './passkeyCeremony';
import { FormActions } from './FormActions';
import { RecoveryCodesSheet } from './RecoveryCodesSheet';

interface PasskeysSectionProps {
  view: SecondFactorView;
  onChanged: (view?: SecondFactorView) => void;
}

/** Passkeys (2F6): several, each named; added on this device, removed one by one. */
export function PasskeysSection({ view, onChanged }: PasskeysSectionProps) {
  const { t, i18n } = useTranslation('twoFactor');
  const [naming, setNaming] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = passkeysSupported();

  async function remove(passkey: PasskeyView) {
    const sure = await confirm({
      title: t('passkeys.removeTitle', { name: passkey.name }),
      message: t('passkeys.removeMessage'),
      confirmText: t('passkeys.remove'),
      cancelText: t('cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      onChanged(await removePasskey(passkey.id));
      toast(t('passkeys.removed'));
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card two-factor-section" data-testid="security-passkeys">
      <h2 className="two-factor-section-title">{t('passkeys.title')}</h2>
      <p className="two-factor-text">{t('passkeys.intro')}</p>
      {view.passkeys.length === 0 ? (
        <p className="two-factor-text" data-testid="security-passkeys-empty">
          {t('passkeys.none')}
        </p>
      ) : (
        <ul className="passkey-list">
          {view.passkeys.map((passkey) => (
            <li key={passkey.id} className="passkey-row" data-testid="security-passkey">
              <span className="passkey-row-text">
                <span className="passkey-row-name">{passkey.name}</span>
                <span className="passkey-row-meta">
                  {t('passkeys.added', { date: formatDateTime(passkey.createdAt, i18n.language) })}
                  {passkey.lastUsedAt !== null &&
                    ` · ${t('passkeys.lastUsed', { date: formatDateTime(passkey.lastUsedAt, i18n.language) })}`}
                </span>
              </span>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={busy}
                onClick={() => void remove(passkey)}
                aria-label={t('passkeys.removeNamed', { name: passkey.name })}
              >
                {t('passkeys.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!supported ? (
        <p className="two-factor-text">{t('passkeys.unsupported')}</p>
      ) : naming ? (
        <NewPasskey
          onAdded={(recoveryCodes) => {
            setNaming(false);
            if (recoveryCodes) setCodes(recoveryCodes);
            toast(t('passkeys.addedToast'));
            onChanged();
          }}
          onCancel={() => setNaming(false)}
        />
      ) : (
        <div className="two-factor-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setNaming(true)}
            data-testid="security-passkey-add"
          >
            {t('passkeys.add')}
          </button>
        </div>
      )}
      {codes && <RecoveryCodesSheet codes={codes} onClose={() => setCodes(null)} />}
    </section>
  );
}

/** Names the new passkey, then asks this device to create it. */
function NewPasskey({
  onAdded,
  onCancel,
}: {
  onAdded: (codes: string[] | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('twoFactor');
  const [name, setName] = useState(() => t('passkeys.defaultName'));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t('passkeys.nameRequired'));
    setBusy(true);
    setError(undefined);
    try {
      const proof = await createPasskey(await passkeyRegistrationChallenge());
      if (!proof) return;
      const { recoveryCodes } = await addPasskey({ ...proof, name: name.trim() });
      onAdded(recoveryCodes);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('passkeyFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="second-factor-form" onSubmit={submit} noValidate>
      <TextField
        label={t('passkeys.nameLabel')}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        error={error}
        maxLength={40}
        data-testid="security-passkey-name"
      />
      <FormActions
        submitLabel={t('passkeys.create')}
        busy={busy}
        onCancel={onCancel}
        submitTestId="security-passkey-create"
      />
    </form>
  );
}
