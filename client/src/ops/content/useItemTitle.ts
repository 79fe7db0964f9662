import { useTranslation } from 'react-i18next';
import { pickTranslation, type Language } from '@tempo/shared';

/** An item's title to list it by: in the console's language if written in it, else the fallback's. */
export function useItemTitle(): (translations: Partial<Record<Language, { title: string }>>) => string {
  const { i18n } = useTranslation('ops');
  return (translations) => pickTranslation(translations, i18n.language as Language)?.texts.title ?? '—';
}
