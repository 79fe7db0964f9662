// The ID photo a trader picks, checked before it is sent so a wrong file is refused at once with
// its reason. The server sniffs the bytes again; the type here is what the browser reports.
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, type ErrorCode } from '@tempo/shared';

/** What the file inputs' `accept` offers: the types the upload pipeline takes. */
export const ID_PHOTO_ACCEPT = UPLOAD_CONTENT_TYPES.join(',');

export type IdPhotoProblem = Extract<ErrorCode, 'UNSUPPORTED_FILE_TYPE' | 'FILE_TOO_LARGE' | 'EMPTY_FILE'>;

/** Why the file cannot be an ID photo, or null when it can: JPEG, PNG or WebP, 1 byte to 5 MB. */
export function checkIdPhoto(file: Pick<Blob, 'type' | 'size'>): IdPhotoProblem | null {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'UNSUPPORTED_FILE_TYPE';
  if (file.size === 0) return 'EMPTY_FILE';
  if (file.size > UPLOAD_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}
