import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { loginBody } from '@tempo/shared';
import { navigate } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { startSession, takeRememberedRoute } from '../../../app/session';
import { toast } from '../../../lib/toast/toast';
import { TextField } from '../../../lib/ui/TextField';
import { validateOrToast } from '../../../lib/validateOrToast';
import { login } from '../api';
import { refreshProfile } from '../refreshProfile';
import { AuthHeader } from '../components/AuthHeader';
import '../accounts.css';

export function LoginPage() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = validateOrToast(loginBody, { account, password });
    if (!body) return;
    setBusy(true);
    try {
      startSession(await login(body));
      // The personal center refreshes it again; a failure here must not undo the login.
      await refreshProfile().catch(() => undefined);
      toast(t('login.success'));
      navigate(takeRememberedRoute(), { replace: true });
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth">
      <AuthHeader heading={t('login.heading')} />
      <form className="card form" onSubmit={submit} noValidate>
        <TextField
          label={t('login.account')}
          placeholder={t('login.accountPlaceholder')}
          value={account}
          onChange={setAccount}
          autoComplete="username"
          autoCapitalize="none"
          data-testid="login-account"
        />
        <TextField
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          data-testid="login-password"
        />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </button>
      </form>
      <p className="auth-footer">
        {t('login.noAccount')}{' '}
        <Link href={PATHS.registerCheck} className="link" data-testid="go-register">
          {t('login.register')}
        </Link>
      </p>
    </div>
  );
}
