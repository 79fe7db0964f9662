import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { SecondFactorMethod, SecondFactorProof } from '@tempo/shared';
import { ApiError } from '../../../lib/apiClient';
import { BottomSheet } from '../../../lib/ui/BottomSheet';
import { TextField } from '../../../lib/ui/TextField';
import { confirmIdentity, confirmPasskeyChallenge, fetchSecondFactor } from './api';
import { answerIdentity, identityPromptState } from './identityPrompt';
import { SecondFactorForm } from './SecondFactorForm';
import './twoFactor.css';

/** "Confirm it's you": mounted once by the app, open while a protected action waits for it. */
export function IdentityPromptDialog() {
  const { need } = useSnapshot(identityPromptState);
  const { t } = useTranslation('twoFactor');
  if (!need) return null;
  return (
    <BottomSheet title={t('confirm.title')} onClose={() => answerIdentity(false)} testId="identity-prompt">
      <p className="two-factor-text">
        {t(need === 'password' ? 'confirm.password' : 'confirm.secondFactor')}
      </p>
      {need === 'password' ? <PasswordConfirmation /> : <SecondFactorConfirmation />}
    </BottomSheet>
  );
}

function PasswordConfirmation() {
  const { t } = useTranslation('twoFactor');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(t('confirm.passwordRequired'));
    setBusy(true);
    try {
      await confirmIdentity({ password });
      answerIdentity(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('confirm.passwordLabel')}
        type="password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
        error={error}
        autoComplete="current-password"
        data-testid="identity-password"
      />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={busy}
        data-testid="identity-submit"
      >
        {t('verify')}
      </button>
    </form>
  );
}

function SecondFactorConfirmation() {
  const { t } = useTranslation('twoFactor');
  const [methods, setMethods] = useState<SecondFactorMethod[] | null | 'failed'>(null);

  useEffect(() => {
    let active = true;
    fetchSecondFactor().then(
      (view) => {
        if (!active) return;
        const ways: SecondFactorMethod[] = [];
        if (view.totp) ways.push('totp');
        if (view.passkeys.length > 0) ways.push('passkey');
        if (view.recoveryCodesLeft > 0) ways.push('recovery-code');
        setMethods(ways);
      },
      () => active && setMethods('failed'),
    );
    return () => {
      active = false;
    };
  }, []);

  if (methods === null)
    return (
      <p className="two-factor-text" aria-busy="true">
        {t('loading')}
      </p>
    );
  if (methods === 'failed')
    return (
      <p className="field-error" role="alert">
        {t('loadFailed')}
      </p>
    );
  return (
    <SecondFactorForm
      methods={methods}
      testId="identity-factor"
      passkeyChallenge={confirmPasskeyChallenge}
      submit={async (proof: SecondFactorProof) => {
        await confirmIdentity(proof);
        answerIdentity(true);
      }}
    />
  );
}
