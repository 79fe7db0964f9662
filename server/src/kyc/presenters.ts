import type { MyVerificationView, OpsVerificationView } from '@tempo/shared';
import type { VerificationRow } from './verificationsRepo';

/** An ID number with all but its first and last two characters hidden. */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length <= 4) return '*'.repeat(idNumber.length);
  return `${idNumber.slice(0, 2)}${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-2)}`;
}

/** What a trader sees of their own verification: the ID number masked, no reviewer. */
export function presentMyVerification(row: VerificationRow | null): MyVerificationView {
  if (!row) {
    return {
      status: 'none',
      name: null,
      idNumberMasked: null,
      nationality: null,
      reason: null,
      submittedAt: null,
      reviewedAt: null,
    };
  }
  return {
    status: row.status,
    name: row.name,
    idNumberMasked: maskIdNumber(row.idNumber),
    nationality: row.nationality,
    reason: row.reason,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** What ops see of a submission: everything, the photos as the routes that serve them to ops. */
export function presentOpsVerification(row: VerificationRow): OpsVerificationView {
  return {
    id: row.id,
    userId: row.userId,
    account: row.account,
    name: row.name,
    idNumber: row.idNumber,
    nationality: row.nationality,
    status: row.status,
    reason: row.reason,
    frontPhoto: `/api/admin/uploads/${row.frontUploadId}`,
    backPhoto: `/api/admin/uploads/${row.backUploadId}`,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
