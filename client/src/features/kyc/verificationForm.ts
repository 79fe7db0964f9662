// The verification form: its values, and the check before sending — the shared schema the server
// applies (China's rules for nationality CN, others elsewhere) plus both ID photos.
import { submitVerificationBody, type MyVerificationView, type SubmitVerificationBody } from '@tempo/shared';
import { checkForm, type FieldErrors } from '../../lib/formErrors';
import { i18n } from '../../lib/i18n/i18n';

export type PhotoSide = 'front' | 'back';
export const PHOTO_SIDES: readonly PhotoSide[] = ['front', 'back'];

/** The text fields as typed; `nationality` is an ISO 3166-1 alpha-2 code, or '' while none is chosen. */
export interface VerificationFormValues {
  name: string;
  idNumber: string;
  nationality: string;
}

/** The photos chosen so far (already checked for type and size when chosen). */
export type ChosenPhotos = Record<PhotoSide, Blob | null>;

export type CheckedVerification =
  | { ok: true; body: SubmitVerificationBody; photos: Record<PhotoSide, Blob> }
  | { ok: false; errors: FieldErrors };

/**
 * The form's first values: blank, or after a rejection the name and nationality sent last time
 * (the ID number comes back masked, so it is typed again).
 */
export function initialFormValues(view: MyVerificationView | null): VerificationFormValues {
  if (view?.status !== 'rejected') return { name: '', idNumber: '', nationality: '' };
  return { name: view.name ?? '', idNumber: '', nationality: view.nationality ?? '' };
}

/**
 * Checks the form as the server will: the request body, or the translated reason of every field
 * at fault, each photo missing included ("Please upload the ID photo" under its picker).
 */
export function checkVerificationForm(
  values: VerificationFormValues,
  photos: ChosenPhotos,
): CheckedVerification {
  const checked = checkForm(submitVerificationBody, values);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  for (const side of PHOTO_SIDES) {
    if (!photos[side]) errors[side] = i18n.t(`photos.${side}.required`, { ns: 'kyc' });
  }
  const { front, back } = photos;
  if (checked.ok && front && back) return { ok: true, body: checked.data, photos: { front, back } };
  return { ok: false, errors };
}
