// The ops console's languages and their catalogues: the traders' `common` namespace (shared
// components and the API client read it) beside the console's own `ops`, each language a chunk.
import type { CatalogueLoaders } from '../../lib/i18n/i18n';

export const OPS_LANGUAGES = ['en', 'vi', 'zh-CN'] as const;
export type OpsLanguage = (typeof OPS_LANGUAGES)[number];

export const OPS_CATALOGUES: CatalogueLoaders = {
  en: async () => ({
    common: (await import('../../locales/en/common')).common,
    ops: (await import('./en')).ops,
  }),
  vi: async () => ({
    common: (await import('../../locales/vi/common')).common,
    ops: (await import('./vi')).ops,
  }),
  'zh-CN': async () => ({
    common: (await import('../../locales/zh-CN/common')).common,
    ops: (await import('./zh-CN')).ops,
  }),
};
