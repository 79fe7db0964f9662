// Types the keys of t(): a misspelt key or a missing English string is a compile error.
import type { ErrorMessages } from '@tempo/shared';
import type { common } from '../../locales/en/common';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: ErrorMessages;
    };
  }
}
