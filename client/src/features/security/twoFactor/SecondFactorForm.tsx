import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasskeyChallenge, SecondFactorMethod, SecondFactorProof } from '@tempo/shared';
import { ApiError } from '../../../lib/apiClient';
import { TextField } from '../../../lib/ui/TextField';
import { passkeysSupported, signWithPasskey } from './passkeyCeremony';

interface SecondFactorFormProps {
  /** The ways this account can answer. */
  methods: readonly SecondFactorMethod[];
  /** Sends a proof; rejects with the server's refusal, shown under the field. */
  submit: (proof: SecondFactorProof) => Promise<void>;
  /** A challenge for this account's passkeys. */
  passkeyChallenge: () => Promise<PasskeyChallenge>;
  testId: string;
}

/**
 * Asks for the second factor: the authenticator app's six digits, or a passkey of this device, or
 * (behind a link) a recovery code. Used by login's second step and by "confirm it's you".
 */
export function SecondFactorForm({ methods, submit, passkeyChallenge, testId }: SecondFactorFormProps) {
  const { t } = useTranslation('twoFactor');
  const canUseCode = methods.includes('totp');
  const canUsePasskey = methods.includes('passkey') && passkeysSupported();
  const canUseRecovery = methods.includes('recovery-code');
  // The app's code first, else the passkey's button alone; a recovery code is the way back.
  const [mode, setMode] = useState<'code' | 'recovery' | 'passkey'>(
    canUseCode ? 'code' : canUsePasskey ? 'passkey' : 'recovery',
  );
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const showInput = mode !== 'passkey';

  async function run(proof: () => Promise<SecondFactorProof | null>) {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const ready = await proof();
      if (ready) await submit(ready);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('passkeyFailed'));
    } finally {
      setBusy(false);
    }
  }

  function sendCode(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return setError(t(mode === 'code' ? 'codeRequired' : 'recoveryRequired'));
    void run(async () => (mode === 'code' ? { code: value } : { recoveryCode: value }));
  }

  return (
    <div className="second-factor-form" data-testid={testId}>
      {showInput && (
        <form onSubmit={sendCode} noValidate>
          <TextField
            label={t(mode === 'code' ? 'codeLabel' : 'recoveryLabel')}
            hint={mode === 'code' ? t('codeHint') : t('recoveryHint')}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            error={error}
            inputMode={mode === 'code' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            maxLength={mode === 'code' ? 7 : 20}
            data-testid={`${testId}-${mode === 'code' ? 'code' : 'recovery'}`}
          />
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={busy}
            data-testid={`${testId}-submit`}
          >
            {t('verify')}
          </button>
        </form>
      )}
      {!showInput && error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {canUsePasskey && (
        <button
          type="button"
          className="button button-secondary button-block"
          disabled={busy}
          data-testid={`${testId}-passkey`}
          onClick={() =>
            void run(async () => {
              const proof = await signWithPasskey(await passkeyChallenge());
              return proof && { passkey: proof };
            })
          }
        >
          {t('usePasskey')}
        </button>
      )}
      {(mode === 'recovery' ? canUseCode : canUseRecovery) && (
        <button
          type="button"
          className="link second-factor-switch"
          data-testid={`${testId}-switch`}
          onClick={() => {
            setMode(mode === 'recovery' ? 'code' : 'recovery');
            setValue('');
            setError(undefined);
          }}
        >
          {t(mode === 'recovery' ? 'useCode' : 'useRecovery')}
        </button>
      )}
    </div>
  );
}
