import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { changePasswordBody, type PasswordKind } from '@tempo/shared';
import { goBack } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { checkLabelledForm, serverErrorField } from '../../../lib/formErrors';
import { toast } from '../../../lib/toast/toast';
import { TextField } from '../../../lib/ui/TextField';
import { changePassword } from '../api';
import { FormSummary } from '../components/FormSummary';
import { useFormErrors } from '../useFormErrors';
import '../accounts.css';

type Field = 'oldPassword' | 'newPassword' | 'newPasswordConfirm';
const FIELDS: readonly Field[] = ['oldPassword', 'newPassword', 'newPasswordConfirm'];
/** Too many wrong old passwords: said under the old password, where the guesses were typed. */
const FIELD_OF_CODE = { TOO_MANY_ATTEMPTS: 'oldPassword' };

/** Changes the login or the transaction password, as `?kind=` says (login by default). */
export function PasswordPage() {
  const kind: PasswordKind =
    new URLSearchParams(useSearch()).get('kind') === 'transaction' ? 'transaction' : 'login';
  // Another kind is another form: nothing typed for one is kept for the other.
  return <PasswordForm key={kind} kind={kind} />;
}

function PasswordForm({ kind }: { kind: PasswordKind }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    newPasswordConfirm: '',
  });
  const [busy, setBusy] = useState(false);
  const labels: Record<Field, string> = {
    oldPassword: t('password.old'),
    newPassword: t('password.new'),
    newPasswordConfirm: t('password.confirm'),
  };
  const problems = useFormErrors(labels);

  const field = (name: Field) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    problems.clear(name);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkLabelledForm(changePasswordBody, { kind, ...values }, labels);
    if (!checked.ok) return problems.show(checked.errors, checked.empty);
    problems.show({});
    setBusy(true);
    try {
      await changePassword(checked.data);
      toast(t('common.settingSuccess'));
      goBack(PATHS.settings);
    } catch (error) {
      const at = serverErrorField(error, FIELDS, FIELD_OF_CODE);
      if (at) problems.show({ [at]: (error as Error).message });
      else toast((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const autoComplete = kind === 'login' ? 'new-password' : 'off';
  return (
    <form className="card form password-form" onSubmit={submit} noValidate data-kind={kind}>
      <TextField
        label={labels.oldPassword}
        placeholder={t('password.oldPlaceholder')}
        type="password"
        value={values.oldPassword}
        onChange={field('oldPassword')}
        error={problems.errors.oldPassword}
        autoComplete={kind === 'login' ? 'current-password' : 'off'}
        data-testid="password-old"
      />
      <TextField
        label={labels.newPassword}
        placeholder={t('password.newPlaceholder')}
        type="password"
        value={values.newPassword}
        onChange={field('newPassword')}
        error={problems.errors.newPassword}
        autoComplete={autoComplete}
        data-testid="password-new"
      />
      <TextField
        label={labels.newPasswordConfirm}
        placeholder={t('password.confirmPlaceholder')}
        type="password"
        value={values.newPasswordConfirm}
        onChange={field('newPasswordConfirm')}
        error={problems.errors.newPasswordConfirm}
        autoComplete={autoComplete}
        data-testid="password-confirm"
      />
      <FormSummary text={problems.emptySummary} testId="password-summary" />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={busy}
        data-testid="password-submit"
      >
        {t('password.submit')}
      </button>
    </form>
  );
}
