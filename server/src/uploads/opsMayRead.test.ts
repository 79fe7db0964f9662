// Which ops may open which kind of upload: ID photos only verification reviewers, deposit proofs
// only deposit reviewers, and the review route's own guard lets in exactly the roles that may open
// some kind.
import { describe, expect, it } from 'vitest';
import { OPS_PERMISSIONS, UPLOAD_KINDS, type AdminRole } from '@tempo/shared';
import { PERMISSION_OF_UPLOAD_KIND, opsMayRead } from './opsMayRead';

describe('which ops may open which upload', () => {
  it('ID photos need the verification reviewers’ permission, deposit proofs the deposit reviewers’', () => {
    // Today both permissions hold the same roles; a table where they differ shows the check is by kind.
    const table = {
      ...OPS_PERMISSIONS,
      reviewVerifications: ['superadmin'],
      reviewDeposits: ['ops'],
    } as Record<keyof typeof OPS_PERMISSIONS, readonly AdminRole[]>;
    expect(opsMayRead('ops', 'deposit-proof', table)).toBe(true);
    expect(opsMayRead('ops', 'id-front', table)).toBe(false);
    expect(opsMayRead('ops', 'id-back', table)).toBe(false);
    expect(opsMayRead('superadmin', 'id-front', table)).toBe(true);
    expect(opsMayRead('superadmin', 'deposit-proof', table)).toBe(false);
    expect(opsMayRead('support', 'deposit-proof')).toBe(false);
  });

  it('the route lets in exactly the roles that may open some kind', () => {
    const roles = new Set(UPLOAD_KINDS.flatMap((kind) => OPS_PERMISSIONS[PERMISSION_OF_UPLOAD_KIND[kind]]));
    expect([...OPS_PERMISSIONS.viewUploads].sort()).toEqual([...roles].sort());
  });
});
