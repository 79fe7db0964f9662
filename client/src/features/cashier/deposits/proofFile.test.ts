import { describe, expect, it } from 'vitest';
import { checkProofFile } from './proofFile';

const MB = 1024 * 1024;

describe('proof image check', () => {
  it('takes JPEG, PNG and WebP images up to 5 MB', () => {
    expect(checkProofFile({ type: 'image/jpeg', size: 200_000 })).toBeNull();
    expect(checkProofFile({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkProofFile({ type: 'image/webp', size: 5 * MB })).toBeNull();
  });

  it('refuses other types, GIFs and PDFs included', () => {
    for (const type of ['image/gif', 'application/pdf', 'image/heic', ''])
      expect(checkProofFile({ type, size: 1_000 })).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('refuses an empty file and one over 5 MB', () => {
    expect(checkProofFile({ type: 'image/png', size: 0 })).toBe('EMPTY_FILE');
    expect(checkProofFile({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe('FILE_TOO_LARGE');
  });
});
