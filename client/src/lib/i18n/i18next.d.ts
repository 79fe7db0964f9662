// Types the keys of t(): a misspelt key or a missing English string is a compile error.
import type { ErrorMessages } from '@tempo/shared';
import type * as en from '../../locales/en';
import type { ops } from '../../ops/locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof en.common;
      content: typeof en.content;
      deposit: typeof en.deposit;
      earlyClose: typeof en.earlyClose;
      inbox: typeof en.inbox;
      kyc: typeof en.kyc;
      limits: typeof en.limits;
      records: typeof en.records;
      savings: typeof en.savings;
      sessions: typeof en.sessions;
      twoFactor: typeof en.twoFactor;
      withdrawal: typeof en.withdrawal;
      /** The ops console's own namespace (client/src/ops). */
      ops: typeof ops;
      errors: ErrorMessages;
    };
  }
}
