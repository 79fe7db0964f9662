import type { Language } from '@tempo/shared';

/** An item's texts by language, as stored in its `translations` column. */
export type Translations<T> = Partial<Record<Language, T>>;
