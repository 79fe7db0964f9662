import { OPS_PERMISSIONS, type AdminRole, type UploadKind } from '@tempo/shared';

type OpsPermission = keyof typeof OPS_PERMISSIONS;

/** The permission that opens each kind of upload: the one of the review it belongs to. */
export const PERMISSION_OF_UPLOAD_KIND: Record<UploadKind, OpsPermission> = {
  'id-front': 'reviewVerifications',
  'id-back': 'reviewVerifications',
  'deposit-proof': 'reviewDeposits',
};

/**
 * Whether an ops role may open an upload of `kind`: ID photos are personal data only verification
 * reviewers see, deposit proofs go to deposit reviewers. `permissions` is the table (a test passes
 * one where the two differ, which today's does not).
 */
export function opsMayRead(
  role: AdminRole,
  kind: UploadKind,
  permissions: Record<OpsPermission, readonly AdminRole[]> = OPS_PERMISSIONS,
): boolean {
  return permissions[PERMISSION_OF_UPLOAD_KIND[kind]].includes(role);
}
