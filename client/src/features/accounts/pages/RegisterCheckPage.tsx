import { useState, type FormEvent } from 'react';
import { snapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { isInternationalPhone, registerCheckBody, type RegisterCheckBody } from '@tempo/shared';
import { navigate } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { store } from '../../../app/store';
import { errorText } from '../../../lib/i18n/errorText';
import { toast } from '../../../lib/toast/toast';
import { TextField } from '../../../lib/ui/TextField';
import { validateOrToast } from '../../../lib/validateOrToast';
import { checkRegistration } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import '../accounts.css';

/** Step 1 of registration: account, phone and opening code, checked by the server before step 2. */
export function RegisterCheckPage() {
  const { t } = useTranslation();
  const search = useSearch();
  // A shared invite link carries the opening code (?code=…); coming back from step 2 keeps what was typed.
  const [form, setForm] = useState<RegisterCheckBody>(() => {
    const saved = snapshot(store).registerInfo;
    return {
      account: saved?.account ?? '',
      phone: saved?.phone ?? '',
      openingCode: new URLSearchParams(search).get('code') ?? saved?.openingCode ?? '',
    };
  });
  const [busy, setBusy] = useState(false);

  const field = (name: keyof RegisterCheckBody) => (value: string) =>
    setForm((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = validateOrToast(registerCheckBody, form);
    if (!body) return;
    // The schema checks the number's shape; its number plan is checked here, as the server does.
    if (!isInternationalPhone(body.phone)) return void toast(errorText('INVALID_PHONE'));
    setBusy(true);
    try {
      await checkRegistration(body);
      store.registerInfo = body;
      navigate(PATHS.register);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth">
      <AuthHeader heading={t('registerCheck.heading')} step={t('registerCheck.step')} />
      <form className="card form" onSubmit={submit} noValidate>
        <TextField
          label={t('registerCheck.account')}
          placeholder={t('registerCheck.accountPlaceholder')}
          value={form.account}
          onChange={field('account')}
          autoComplete="username"
          autoCapitalize="none"
          data-testid="register-account"
        />
        <TextField
          label={t('registerCheck.phone')}
          placeholder={t('registerCheck.phonePlaceholder')}
          hint={t('registerCheck.phoneHint')}
          type="tel"
          inputMode="tel"
          value={form.phone}
          onChange={field('phone')}
          autoComplete="tel"
          data-testid="register-phone"
        />
        <TextField
          label={t('registerCheck.openingCode')}
          placeholder={t('registerCheck.openingCodePlaceholder')}
          value={form.openingCode}
          onChange={field('openingCode')}
          autoCapitalize="characters"
          autoComplete="off"
          data-testid="register-opening-code"
        />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy}
          data-testid="register-next"
        >
          {t('registerCheck.next')}
        </button>
      </form>
      <p className="auth-footer">
        {t('registerCheck.haveAccount')}{' '}
        <Link href={PATHS.login} className="link" data-testid="go-login">
          {t('registerCheck.logIn')}
        </Link>
      </p>
    </div>
  );
}
