import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { toast } from '../../lib/toast/toast';
import { useMayCall } from '../access/mayCall';

interface ImageFieldProps {
  url: string;
  disabled: boolean;
  onChange(url: string): void;
  /** Puts the image in every language begun, when there are others. */
  onUseEverywhere?(): void;
}

/** A banner's image in one language: uploaded (re-encoded by the server) or an https address. */
export function ImageField({ url, disabled, onChange, onUseEverywhere }: ImageFieldProps) {
  const { t } = useTranslation('ops');
  const mayUpload = useMayCall()(routes.content.uploadImage);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  const upload = async (chosen: File) => {
    setUploading(true);
    try {
      const image = await call(routes.content.uploadImage, { body: {}, files: { image: chosen } });
      onChange(image.url);
      toast(t('content.image.uploaded'));
    } catch {
      // The API client has shown why (a type or size refused).
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="ops-image-field">
      <span className="ops-field-label">{t('content.image.label')}</span>
      {url.trim() ? (
        <img className="ops-image-thumb" src={url} alt="" data-testid="ops-banner-image-thumb" />
      ) : (
        <p className="ops-muted">{t('content.image.none')}</p>
      )}
      {!disabled && mayUpload && (
        <label className="ops-field">
          <span>{t('content.image.upload')}</span>
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={uploading}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) void upload(chosen);
            }}
            data-testid="ops-banner-image-file"
          />
          <small>{t('content.image.uploadHint')}</small>
        </label>
      )}
      <label className="ops-field ops-field-wide">
        <span>{t('content.image.url')}</span>
        <input
          value={url}
          disabled={disabled}
          inputMode="url"
          onChange={(event) => onChange(event.target.value)}
          data-testid="ops-banner-imageUrl"
        />
        <small>{t('content.image.urlHint')}</small>
      </label>
      {!disabled && onUseEverywhere && url.trim() !== '' && (
        <div className="ops-actions">
          <button type="button" className="button button-secondary" onClick={onUseEverywhere}>
            {t('content.image.everywhere')}
          </button>
        </div>
      )}
    </div>
  );
}
