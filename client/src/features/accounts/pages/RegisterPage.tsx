import { useEffect, useState, type FormEvent } from 'react';
import { snapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { registerBody } from '@tempo/shared';
import { navigate } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { store } from '../../../app/store';
import { checkLabelledForm, serverErrorField } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast/toast';
import { TextField } from '../../../lib/ui/TextField';
import { RiskDisclosureLink } from '../../content/components/RiskDisclosureLink';
import { register } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import { FormSummary } from '../components/FormSummary';
import { useFormErrors } from '../useFormErrors';
import { rememberRegisteredAccount } from '../registeredAccount';
import '../accounts.css';

/** How long the success message shows before the login page opens, in ms. */
const TO_LOGIN_DELAY_MS = 1500;

type Field = 'password' | 'passwordConfirm' | 'transactionPassword' | 'transactionPasswordConfirm';
const FIELDS: readonly Field[] = [
  'password',
  'passwordConfirm',
  'transactionPassword',
  'transactionPasswordConfirm',
];
type Passwords = Record<Field, string>;

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
  const labels: Record<Field, string> = {
    password: t('register.password'),
    passwordConfirm: t('register.passwordConfirm'),
    transactionPassword: t('register.transactionPassword'),
    transactionPasswordConfirm: t('register.transactionPasswordConfirm'),
  };
  const problems = useFormErrors(labels);

  useEffect(() => {
    if (!info) navigate(PATHS.registerCheck, { replace: true });
  }, [info]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(PATHS.login, { replace: true }), TO_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const field = (name: Field) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    problems.clear(name);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done || !info) return;
    const checked = checkLabelledForm(registerBody, { ...info, ...form }, labels);
    if (!checked.ok) {
      // Step 1's fields were checked there; one refused now (a newer rule) is toasted.
      const own = FIELDS.some((name) => checked.errors[name]);
      if (!own) toast(Object.values(checked.errors)[0] ?? '');
      return problems.show(checked.errors, checked.empty);
    }
    problems.show({});
    setBusy(true);
    try {
      await register(checked.data);
      store.registerInfo = null;
      rememberRegisteredAccount(info.account);
      toast(t('register.success'), TO_LOGIN_DELAY_MS + 500);
      setDone(true);
    } catch (error) {
      // Step 1's fields (an account taken meanwhile) are not on this page: toasted.
      const at = serverErrorField(error, FIELDS);
      if (at) problems.show({ [at]: (error as Error).message });
      else toast((error as Error).message);
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
          label={labels.password}
          placeholder={t('register.passwordPlaceholder')}
          type="password"
          value={form.password}
          onChange={field('password')}
          error={problems.errors.password}
          autoComplete="new-password"
          data-testid="register-password"
        />
        <TextField
          label={labels.passwordConfirm}
          placeholder={t('register.passwordConfirmPlaceholder')}
          type="password"
          value={form.passwordConfirm}
          onChange={field('passwordConfirm')}
          error={problems.errors.passwordConfirm}
          autoComplete="new-password"
          data-testid="register-password-confirm"
        />
        <TextField
          label={labels.transactionPassword}
          placeholder={t('register.transactionPasswordPlaceholder')}
          type="password"
          value={form.transactionPassword}
          onChange={field('transactionPassword')}
          error={problems.errors.transactionPassword}
          autoComplete="off"
          data-testid="register-transaction-password"
        />
        <TextField
          label={labels.transactionPasswordConfirm}
          placeholder={t('register.transactionPasswordConfirmPlaceholder')}
          type="password"
          value={form.transactionPasswordConfirm}
          onChange={field('transactionPasswordConfirm')}
          error={problems.errors.transactionPasswordConfirm}
          autoComplete="off"
          data-testid="register-transaction-password-confirm"
        />
        <FormSummary text={problems.emptySummary} testId="register-summary" />
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
