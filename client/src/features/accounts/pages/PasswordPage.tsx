import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { changePasswordBody, type PasswordKind } from '@tempo/shared';
import { goBack } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { toast } from '../../../lib/toast/toast';
import { TextField } from '../../../lib/ui/TextField';
import { validateOrToast } from '../../../lib/validateOrToast';
import { changePassword } from '../api';
import '../accounts.css';

/** Changes the login or the transaction password, as `?kind=` says (login by default). */
export function PasswordPage() {
  const { t } = useTranslation();
  const kind: PasswordKind =
    new URLSearchParams(useSearch()).get('kind') === 'transaction' ? 'transaction' : 'login';
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [newPasswordConfirm, setNewPasswordConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = validateOrToast(changePasswordBody, { kind, oldPassword, newPassword, newPasswordConfirm });
    if (!body) return;
    setBusy(true);
    try {
      await changePassword(body);
      toast(t('common.settingSuccess'));
      goBack(PATHS.settings);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  const autoComplete = kind === 'login' ? 'new-password' : 'off';
  return (
    <form className="card form password-form" onSubmit={submit} noValidate data-kind={kind}>
      <TextField
        label={t('password.old')}
        placeholder={t('password.oldPlaceholder')}
        type="password"
        value={oldPassword}
        onChange={setOldPassword}
        autoComplete={kind === 'login' ? 'current-password' : 'off'}
        data-testid="password-old"
      />
      <TextField
        label={t('password.new')}
        placeholder={t('password.newPlaceholder')}
        type="password"
        value={newPassword}
        onChange={setNewPassword}
        autoComplete={autoComplete}
        data-testid="password-new"
      />
      <TextField
        label={t('password.confirm')}
        placeholder={t('password.confirmPlaceholder')}
        type="password"
        value={newPasswordConfirm}
        onChange={setNewPasswordConfirm}
        autoComplete={autoComplete}
        data-testid="password-confirm"
      />
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
