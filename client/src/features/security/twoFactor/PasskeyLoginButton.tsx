import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@tempo/shared';
import { ApiError } from '../../../lib/apiClient';
import { toast } from '../../../lib/toast/toast';
import { loginPasskeyChallenge, loginWithPasskey } from './api';
import { passkeysSupported, signWithPasskey } from './passkeyCeremony';
import './twoFactor.css';

/** "Log in with a passkey", under the login form where the browser can use passkeys (2F6). */
export function PasskeyLoginButton({ onSession }: { onSession: (session: LoginResult) => Promise<void> }) {
  const { t } = useTranslation('twoFactor');
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;

  async function signIn() {
    if (busy) return;
    setBusy(true);
    try {
      const proof = await signWithPasskey(await loginPasskeyChallenge());
      if (proof) await onSession(await loginWithPasskey(proof));
    } catch (error) {
      toast(error instanceof ApiError ? error.message : t('passkeyFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="button button-secondary button-block passkey-login"
      disabled={busy}
      onClick={() => void signIn()}
      data-testid="login-passkey"
    >
      {t('login.withPasskey')}
    </button>
  );
}
