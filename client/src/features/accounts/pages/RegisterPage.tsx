import { useEffect, useState, type FormEvent } from 'react';
import { snapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { registerBody } from '@tempo/shared';
import { navigate } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { store } from '../../../app/store';
import { toast } from '../../../lib/toast/toast';
import { TextField } from '../../../lib/ui/TextField';
import { validateOrToast } from '../../../lib/validateOrToast';
import { RiskDisclosureLink } from '../../content/components/RiskDisclosureLink';
import { register } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import '../accounts.css';

/** How long the success message shows before the login page opens, in ms. */
const TO_LOGIN_DELAY_MS = 1500;

interface Passwords {
  password: string;
  passwordConfirm: string;
  transactionPassword: string;
  transactionPasswordConfirm: string;
}

/** Step 2 of registration: both passwords, each typed twice, then the account is created. */
export function RegisterPage() {
  const { t } = useTranslation();
  // Step 1's fields, read once: the page keeps them even after success clears the store.
  const [info] = useState(() => snapshot(store).registerInfo);
  const [form, setForm] = useState<Passwords>({
    password: '',
    passwordConfirm: '',
    transactionPassword: '',
    transactionPasswordConfirm: '',
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!info) navigate(PATHS.registerCheck, { replace: true });
  }, [info]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(PATHS.login, { replace: true }), TO_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const field = (name: keyof Passwords) => (value: string) =>
    setForm((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done || !info) return;
    const body = validateOrToast(registerBody, { ...info, ...form });
    if (!body) return;
    setBusy(true);
    try {
      await register(body);
      store.registerInfo = null;
      toast(t('register.success'), TO_LOGIN_DELAY_MS + 500);
      setDone(true);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  if (!info) return null;
  return (
    <div className="auth">
      <AuthHeader heading={t('register.heading')} step={t('register.step')} />
      <p className="auth-note">{t('register.registeringAs', { account: info.account })}</p>
      <form className="card form" onSubmit={submit} noValidate>
        <TextField
          label={t('register.password')}
          placeholder={t('register.passwordPlaceholder')}
          type="password"
          value={form.password}
          onChange={field('password')}
          autoComplete="new-password"
          data-testid="register-password"
        />
        <TextField
          label={t('register.passwordConfirm')}
          placeholder={t('register.passwordConfirmPlaceholder')}
          type="password"
          value={form.passwordConfirm}
          onChange={field('passwordConfirm')}
          autoComplete="new-password"
          data-testid="register-password-confirm"
        />
        <TextField
          label={t('register.transactionPassword')}
          placeholder={t('register.transactionPasswordPlaceholder')}
          type="password"
          value={form.transactionPassword}
          onChange={field('transactionPassword')}
          autoComplete="off"
          data-testid="register-transaction-password"
        />
        <TextField
          label={t('register.transactionPasswordConfirm')}
          placeholder={t('register.transactionPasswordConfirmPlaceholder')}
          type="password"
          value={form.transactionPasswordConfirm}
          onChange={field('transactionPasswordConfirm')}
          autoComplete="off"
          data-testid="register-transaction-password-confirm"
        />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy || done}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </button>
      </form>
      <p className="risk-link-row">
        <RiskDisclosureLink testId="register-risk-link" />
      </p>
    </div>
  );
}
