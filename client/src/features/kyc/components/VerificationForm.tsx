import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyVerificationView } from '@tempo/shared';
import { ApiError } from '../../../lib/apiClient';
import type { FieldErrors } from '../../../lib/formErrors';
import { errorText } from '../../../lib/i18n/errorText';
import { toast } from '../../../lib/toast/toast';
import { CountrySelect } from '../../../lib/ui/CountrySelect';
import { TextField } from '../../../lib/ui/TextField';
import { submitVerification } from '../api';
import { checkIdPhoto } from '../idPhotoFile';
import { useChosenPhotos } from '../useChosenPhotos';
import {
  PHOTO_SIDES,
  checkVerificationForm,
  type PhotoSide,
  type VerificationFormValues,
} from '../verificationForm';
import { IdPhotoPicker } from './IdPhotoPicker';

/** The fields a refusal of the server may name, each with a place to say why. */
const FORM_FIELDS: readonly string[] = ['name', 'idNumber', 'nationality', ...PHOTO_SIDES];

interface VerificationFormProps {
  initial: VerificationFormValues;
  /** The server took the submission: its answer (now under review). */
  onSubmitted: (view: MyVerificationView) => void;
  /** The server says the status moved on (under review or verified already): read it again. */
  onOutdated: () => void;
}

/**
 * Name, ID number, nationality and both ID photos, checked by the rules the server applies (China's
 * for nationality CN), each reason under its field; sent as one multipart request.
 */
export function VerificationForm({ initial, onSubmitted, onOutdated }: VerificationFormProps) {
  const { t } = useTranslation('kyc');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { photos, choose } = useChosenPhotos();
  const china = values.nationality === 'CN';

  function clearError(name: string) {
    // The reason under a field goes once the field is edited.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function change(name: keyof VerificationFormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  }

  function pick(side: PhotoSide, file: File) {
    const problem = checkIdPhoto(file);
    if (problem) {
      // A refused file does not replace a photo chosen before.
      setErrors((current) => ({ ...current, [side]: errorText(problem) }));
      return;
    }
    clearError(side);
    choose(side, file);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkVerificationForm(values, {
      front: photos.front?.file ?? null,
      back: photos.back?.file ?? null,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const view = await submitVerification(checked.body, checked.photos.front, checked.photos.back);
      toast(t('form.submitted'));
      onSubmitted(view);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'VERIFICATION_PENDING' || error.code === 'ALREADY_VERIFIED') {
        toast(error.message);
        onOutdated();
      } else if (error.field && FORM_FIELDS.includes(error.field)) {
        setErrors({ [error.field]: error.message });
      } else {
        toast(error.message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card form kyc-form"
      onSubmit={submit}
      noValidate
      data-testid="verify-form"
      aria-busy={busy}
    >
      <CountrySelect
        label={t('form.nationality')}
        placeholder={t('form.nationalityPlaceholder')}
        value={values.nationality}
        onChange={(code) => change('nationality', code)}
        error={errors.nationality}
        testId="verify-nationality"
      />
      <TextField
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        hint={t(china ? 'form.nameHintChina' : 'form.nameHint')}
        value={values.name}
        onChange={(value) => change('name', value)}
        error={errors.name}
        maxLength={60}
        autoComplete="name"
        readOnly={busy}
        data-testid="verify-name"
      />
      <TextField
        label={t('form.idNumber')}
        placeholder={t('form.idNumberPlaceholder')}
        hint={t(china ? 'form.idNumberHintChina' : 'form.idNumberHint')}
        value={values.idNumber}
        onChange={(value) => change('idNumber', value)}
        error={errors.idNumber}
        maxLength={30}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        readOnly={busy}
        data-testid="verify-id-number"
      />
      <div className="kyc-photos">
        {PHOTO_SIDES.map((side) => (
          <IdPhotoPicker
            key={side}
            side={side}
            photo={photos[side]}
            onPick={(file) => pick(side, file)}
            error={errors[side]}
            disabled={busy}
          />
        ))}
      </div>
      <p className="field-hint">{t('photos.hint')}</p>
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={busy}
        data-testid="verify-submit"
        data-busy={busy}
      >
        {busy && <span className="spinner kyc-button-spinner" aria-hidden="true" />}
        {t(busy ? 'form.submitting' : 'form.submit')}
      </button>
    </form>
  );
}
