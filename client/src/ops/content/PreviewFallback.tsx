import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@tempo/shared';

/** Says what the preview shows when the language chosen is not written: the fallback, or nothing. */
export function PreviewFallback({ reader, shown }: { reader: Language; shown: Language | null }) {
  const { t } = useTranslation('ops');
  if (shown === reader) return null;
  return (
    <p className="ops-note" data-testid="ops-preview-fallback">
      {shown === null
        ? t('content.preview.nothing')
        : t('content.preview.fallback', { reader: LANGUAGE_NAMES[reader], shown: LANGUAGE_NAMES[shown] })}
    </p>
  );
}
