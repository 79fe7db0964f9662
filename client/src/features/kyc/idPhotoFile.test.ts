import { describe, expect, it } from 'vitest';
import { ID_PHOTO_ACCEPT, checkIdPhoto } from './idPhotoFile';

const MB = 1024 * 1024;

describe('ID photo check', () => {
  it('offers and takes JPEG, PNG and WebP images up to 5 MB', () => {
    expect(ID_PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    expect(checkIdPhoto({ type: 'image/jpeg', size: 2 * MB })).toBeNull();
    expect(checkIdPhoto({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkIdPhoto({ type: 'image/webp', size: 5 * MB })).toBeNull();
  });

  it('refuses other types: HEIC straight from a camera, GIF, PDF, unknown', () => {
    for (const type of ['image/heic', 'image/gif', 'application/pdf', ''])
      expect(checkIdPhoto({ type, size: 1_000 })).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('refuses an empty file and one a byte over 5 MB', () => {
    expect(checkIdPhoto({ type: 'image/jpeg', size: 0 })).toBe('EMPTY_FILE');
    expect(checkIdPhoto({ type: 'image/png', size: 5 * MB + 1 })).toBe('FILE_TOO_LARGE');
  });
});
