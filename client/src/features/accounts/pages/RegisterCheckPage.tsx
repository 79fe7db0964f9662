import { useState, type FormEvent } from 'react';
import { snapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { registerCheckBody, type RegisterCheckBody } from '@tempo/shared';
import { navigate } from '../../../app/hashLocation';
import { PATHS } from '../../../app/paths';
import { store } from '../../../app/store';
import { countryName } from '../../../lib/countries';
import { checkLabelledForm, serverErrorField } from '../../../lib/formErrors';
import { currentLocale } from '../../../lib/i18n/locale';
import { toast } from '../../../lib/toast/toast';
import { TextField } from '../../../lib/ui/TextField';
import { checkRegistration } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import { FormSummary } from '../components/FormSummary';
import { PhoneField } from '../components/PhoneField';
import { callingCodeOf, defaultPhoneCountry, fromE164, toE164, type CountryCode } from '../phoneNumber';
import { useFormErrors } from '../useFormErrors';
import '../accounts.css';

type Field = 'account' | 'phone' | 'openingCode';
const FIELDS: readonly Field[] = ['account', 'phone', 'openingCode'];

interface Typed {
  account: string;
  /** The phone as typed, read in `country` unless it starts with +. */
  phone: string;
  country: CountryCode;
  openingCode: string;
}

/** The form's first values: a shared invite link's code (?code=…), or what step 1 sent before. */
function initialValues(search: string): Typed {
  const saved = snapshot(store).registerInfo;
  const phone = saved ? fromE164(saved.phone) : null;
  return {
    account: saved?.account ?? '',
    phone: phone?.national ?? '',
    country: phone?.country ?? defaultPhoneCountry([currentLocale(), ...navigator.languages]),
    openingCode: new URLSearchParams(search).get('code') ?? saved?.openingCode ?? '',
  };
}

/** Step 1's checked fields, for step 2 to send again with the passwords. */
function rememberStepOne(body: RegisterCheckBody): void {
  store.registerInfo = body;
}

/** Step 1 of registration: account, phone and opening code, checked by the server before step 2. */
export function RegisterCheckPage() {
  const { t, i18n } = useTranslation();
  const search = useSearch();
  // Coming back from step 2 keeps what was typed.
  const [form, setForm] = useState<Typed>(() => initialValues(search));
  const [busy, setBusy] = useState(false);
  const labels: Record<Field, string> = {
    account: t('registerCheck.account'),
    phone: t('registerCheck.phone'),
    openingCode: t('registerCheck.openingCode'),
  };
  const problems = useFormErrors(labels);

  const field = (name: Field) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    problems.clear(name);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // The server takes E.164; a number that is none is refused here, in the country's terms.
    const phone = toE164(form.phone, form.country);
    const checked = checkLabelledForm(
      registerCheckBody,
      {
        account: form.account,
        phone: phone.ok ? phone.e164 : form.phone.trim(),
        openingCode: form.openingCode,
      },
      labels,
    );
    if (!phone.ok && phone.reason === 'INVALID') {
      const errors = checked.ok ? {} : checked.errors;
      const empty = checked.ok ? [] : checked.empty;
      return problems.show({ ...errors, phone: invalidPhoneText(form) }, empty);
    }
    if (!checked.ok) return problems.show(checked.errors, checked.empty);
    problems.show({});
    setBusy(true);
    try {
      await checkRegistration(checked.data);
      rememberStepOne(checked.data);
      navigate(PATHS.register);
    } catch (error) {
      const at = serverErrorField(error, FIELDS);
      if (at) problems.show({ [at]: (error as Error).message });
      else toast((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  function invalidPhoneText({ phone, country }: Typed): string {
    if (phone.trim().startsWith('+')) return t('registerCheck.phoneInvalidInternational');
    const name = `${countryName(country, i18n.language)} (${callingCodeOf(country)})`;
    return t('registerCheck.phoneInvalid', { country: name });
  }

  return (
    <div className="auth">
      <AuthHeader heading={t('registerCheck.heading')} step={t('registerCheck.step')} />
      <form className="card form" onSubmit={submit} noValidate>
        <TextField
          label={labels.account}
          placeholder={t('registerCheck.accountPlaceholder')}
          value={form.account}
          onChange={field('account')}
          error={problems.errors.account}
          autoComplete="username"
          autoCapitalize="none"
          data-testid="register-account"
        />
        <PhoneField
          label={labels.phone}
          placeholder={t('registerCheck.phonePlaceholder')}
          hint={t('registerCheck.phoneHint')}
          value={form.phone}
          onChange={field('phone')}
          country={form.country}
          onCountryChange={(country) => {
            setForm((current) => ({ ...current, country }));
            problems.clear('phone');
          }}
          error={problems.errors.phone}
          testId="register-phone"
        />
        <TextField
          label={labels.openingCode}
          placeholder={t('registerCheck.openingCodePlaceholder')}
          value={form.openingCode}
          onChange={field('openingCode')}
          error={problems.errors.openingCode}
          autoCapitalize="characters"
          autoComplete="off"
          data-testid="register-opening-code"
        />
        <FormSummary text={problems.emptySummary} testId="register-check-summary" />
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
