import { isErrorCode } from '@tempo/shared';
import { i18n } from './i18n';

/** The current language's text of an error code; anything that is not a known code reads as a failed validation. */
export function errorText(code: string): string {
  return i18n.t(isErrorCode(code) ? code : 'VALIDATION_FAILED', { ns: 'errors' });
}
