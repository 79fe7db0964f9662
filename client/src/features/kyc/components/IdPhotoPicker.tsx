import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ID_PHOTO_ACCEPT } from '../idPhotoFile';
import type { ChosenPhoto } from '../useChosenPhotos';
import type { PhotoSide } from '../verificationForm';
import { IdCardArt } from './IdCardArt';

interface IdPhotoPickerProps {
  side: PhotoSide;
  photo: ChosenPhoto | null;
  /** A file was picked (not yet checked). */
  onPick: (file: File) => void;
  /** Why the photo is refused or missing, shown under the picker. */
  error?: string;
  disabled?: boolean;
}

/**
 * One side of the ID: a large tap area (the camera or the photo library) with the file input
 * hidden behind it, showing the chosen photo's preview or a drawing of that side of a card.
 */
export function IdPhotoPicker({ side, photo, onPick, error, disabled }: IdPhotoPickerProps) {
  const { t } = useTranslation('kyc');
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file picked again after a refusal must fire a change again.
    event.target.value = '';
    if (file) onPick(file);
  }

  return (
    <div className="field kyc-photo-field">
      <span className="field-label" id={`${id}-label`}>
        {t(`photos.${side}.label`)}
      </span>
      <label
        className="kyc-photo"
        data-chosen={photo !== null}
        data-invalid={error ? true : undefined}
        data-disabled={disabled ? true : undefined}
        data-testid={`verify-${side}-picker`}
      >
        <input
          type="file"
          // No `capture`: on many phones it opens the camera only; without it the person may take a
          // photo or pick one already taken.
          accept={ID_PHOTO_ACCEPT}
          className="visually-hidden"
          onChange={onChange}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          data-testid={`verify-${side}-input`}
        />
        {photo ? (
          <img
            className="kyc-photo-preview"
            src={photo.url}
            alt={t(`photos.${side}.preview`)}
            data-testid={`verify-${side}-preview`}
          />
        ) : (
          <IdCardArt side={side} />
        )}
        <span className="kyc-photo-action">{t(photo ? 'photos.change' : 'photos.choose')}</span>
      </label>
      {error && (
        <p className="field-error" id={errorId} role="alert" data-testid={`verify-${side}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
