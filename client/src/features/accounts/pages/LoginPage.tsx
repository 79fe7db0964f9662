import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { loginBody, type LoginResult, type SecondFactorChallenge } from '@tempo/shared';
import { navigate } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { startSession, takeRememberedRoute } from '../../../app/session';
import { checkLabelledForm, serverErrorField } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast/toast';
import { TextField } from '../../../lib/ui/TextField';
import { login } from '../api';
import { refreshProfile } from '../refreshProfile';
import { AuthHeader } from '../components/AuthHeader';
import { FormSummary } from '../components/FormSummary';
import { useFormErrors } from '../useFormErrors';
import { takeRegisteredAccount } from '../registeredAccount';
import { SecondFactorStep } from '../../security/twoFactor/SecondFactorStep';
import { PasskeyLoginButton } from '../../security/twoFactor/PasskeyLoginButton';
import '../accounts.css';

type Field = 'account' | 'password';
const FIELDS: readonly Field[] = ['account', 'password'];
/** Refusals the server names no field for: a wrong pair or too many tries read under the password. */
const FIELD_OF_CODE = { WRONG_CREDENTIALS: 'password', TOO_MANY_ATTEMPTS: 'password' };

export function LoginPage() {
  const { t } = useTranslation();
  // Straight after registering, the new account is filled in.
  const [account, setAccount] = useState(() => takeRegisteredAccount() ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // Set once the password was right on an account with a second factor: step 2 replaces the form.
  const [challenge, setChallenge] = useState<SecondFactorChallenge['secondFactor'] | null>(null);
  const labels: Record<Field, string> = { account: t('login.account'), password: t('login.password') };
  const form = useFormErrors(labels);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkLabelledForm(loginBody, { account, password }, labels);
    if (!checked.ok) return form.show(checked.errors, checked.empty);
    form.show({});
    setBusy(true);
    try {
      const result = await login(checked.data);
      if ('secondFactor' in result) setChallenge(result.secondFactor);
      else await loggedIn(result);
    } catch (error) {
      const field = serverErrorField(error, FIELDS, FIELD_OF_CODE);
      if (field) form.show({ [field]: (error as Error).message });
      else toast((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function loggedIn(session: LoginResult) {
    startSession(session);
    // The personal center refreshes it again; a failure here must not undo the login.
    await refreshProfile().catch(() => undefined);
    toast(t('login.success'));
    navigate(takeRememberedRoute(), { replace: true });
  }

  if (challenge) {
    return (
      <div className="auth">
        <AuthHeader heading={t('login.heading')} />
        <SecondFactorStep
          challenge={challenge}
          onSession={loggedIn}
          onRestart={() => {
            setChallenge(null);
            setPassword('');
          }}
        />
      </div>
    );
  }

  return (
    <div className="auth">
      <AuthHeader heading={t('login.heading')} />
      <form className="card form" onSubmit={submit} noValidate>
        <TextField
          label={labels.account}
          placeholder={t('login.accountPlaceholder')}
          value={account}
          onChange={(value) => {
            setAccount(value);
            form.clear('account');
          }}
          error={form.errors.account}
          autoComplete="username"
          autoCapitalize="none"
          data-testid="login-account"
        />
        <TextField
          label={labels.password}
          placeholder={t('login.passwordPlaceholder')}
          type="password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            form.clear('password');
          }}
          error={form.errors.password}
          autoComplete="current-password"
          data-testid="login-password"
        />
        <FormSummary text={form.emptySummary} testId="login-summary" />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </button>
      </form>
      <PasskeyLoginButton onSession={loggedIn} />
      <p className="auth-footer">
        {t('login.noAccount')}{' '}
        <Link href={PATHS.registerCheck} className="link" data-testid="go-register">
          {t('login.register')}
        </Link>
      </p>
    </div>
  );
}
