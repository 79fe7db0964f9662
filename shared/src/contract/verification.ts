// Real-name verification and the images it carries (DESIGN §6, SPEC §3–§5): what a trader submits,
// what they and ops read back, and the live event of a review.
import { z } from 'zod';
import { isChineseName, isMainlandId } from '../domain/validation';
import { idParam, requiredText, text } from './fields';

/** The largest image the upload pipeline accepts, in bytes (5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The image types the upload pipeline accepts, sniffed from the bytes, never taken from the client. */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
/** What an upload is for. */
export const UPLOAD_KINDS = ['id-front', 'id-back', 'deposit-proof'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The multipart file fields of a verification submission. */
export const VERIFICATION_PHOTO_FIELDS = ['front', 'back'] as const;

/** A nationality is an ISO 3166-1 alpha-2 code; China (CN) gets SPEC §5's mainland rules. */
export const nationalityField = requiredText()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'VALIDATION_FAILED' }));

/**
 * A name outside China: 2 to 60 letters (any script), with the spaces, dots, apostrophes and
 * hyphens names carry; no digits.
 */
export const FOREIGN_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]{0,58}[\p{L}\p{M}.]$/u;
/** An ID or passport number outside China: 5 to 30 letters and digits, dashes and spaces between. */
export const FOREIGN_ID_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{3,28})[A-Za-z0-9]$/;

/**
 * The text fields of `POST /verification` (sent as multipart/form-data with the `front` and `back`
 * photos). China: a 2–5 Chinese-character name and a 15/18-digit ID (SPEC §5); elsewhere the
 * length and character rules above.
 */
export const submitVerificationBody = z
  .object({
    name: requiredText().max(60, { error: 'INVALID_NAME' }),
    idNumber: requiredText().max(30, { error: 'INVALID_ID_NUMBER' }),
    nationality: nationalityField,
  })
  .superRefine((body, ctx) => {
    const china = body.nationality === 'CN';
    if (!(china ? isChineseName(body.name) : FOREIGN_NAME_PATTERN.test(body.name))) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'INVALID_NAME' });
    }
    if (!(china ? isMainlandId(body.idNumber) : FOREIGN_ID_PATTERN.test(body.idNumber))) {
      ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'INVALID_ID_NUMBER' });
    }
  })
  .transform((body) => ({ ...body, idNumber: body.idNumber.toUpperCase() }));
export type SubmitVerificationBody = z.infer<typeof submitVerificationBody>;

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * A trader's verification as they see it: `none` (not submitted), `pending` (Under Verification),
 * `approved` (Verification Successful) or `rejected` with the reason (submit again). The ID number
 * comes back masked; times are ISO 8601.
 */
export const myVerificationView = z.object({
  status: z.enum(['none', ...VERIFICATION_STATUSES]),
  name: z.string().nullable(),
  idNumberMasked: z.string().nullable(),
  nationality: z.string().nullable(),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type MyVerificationView = z.infer<typeof myVerificationView>;

/** `GET /admin/verifications`: the queue, newest first, pending by default. */
export const verificationQueueQuery = z.object({
  status: z.enum(VERIFICATION_STATUSES, { error: 'VALIDATION_FAILED' }).default('pending'),
  userId: idParam.optional(),
  nationality: text()
    .regex(/^[A-Za-z]{2}$/, { error: 'VALIDATION_FAILED' })
    .transform((value) => value.toUpperCase())
    .optional(),
  /** Only submissions with an id below this one (the previous page's `nextBefore`). */
  before: idParam.optional(),
  limit: z.coerce.number({ error: 'VALIDATION_FAILED' }).int().min(1).max(100).default(20),
});

/** One submission as ops see it, with the routes of its photos; times are ISO 8601. */
export const opsVerificationView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  name: z.string(),
  idNumber: z.string(),
  nationality: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.string().nullable(),
  frontPhoto: z.string(),
  backPhoto: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsVerificationView = z.infer<typeof opsVerificationView>;

export const verificationQueuePage = z.object({
  items: z.array(opsVerificationView),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});

export const rejectVerificationBody = z.object({
  reason: requiredText({ multiline: true }).max(200, { error: 'VALIDATION_FAILED' }),
});

/** The live event of a review: the trader's screens and the Verified badge follow it. */
export const verificationUpdatedEvent = z.object({
  /** The submission reviewed. */
  id: z.number().int(),
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.string().nullable(),
});
export type VerificationUpdatedEvent = z.infer<typeof verificationUpdatedEvent>;
