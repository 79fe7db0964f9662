// Real-name verification (trader and ops) and the images of the upload pipeline, which only their
// owner and ops read, through these authenticated routes, never from a public URL.
import { z } from 'zod';
import { idParam } from '../fields';
import { OPS_PERMISSIONS } from '../opsPermissions';
import {
  VERIFICATION_PHOTO_FIELDS,
  myVerificationView,
  opsVerificationView,
  rejectVerificationBody,
  submitVerificationBody,
  verificationQueuePage,
  verificationQueueQuery,
} from '../verification';
import { defineRoute } from './defineRoute';

const idParams = z.object({ id: idParam });
const imageTypes = 'image/jpeg, image/png or image/webp';

export const verificationRoutes = {
  submit: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/verification',
    summary: 'Submit name, ID number, nationality and the ID photos `front` and `back` (multipart/form-data)',
    auth: 'trader',
    body: submitVerificationBody,
    files: VERIFICATION_PHOTO_FIELDS,
    successStatus: 201,
    response: myVerificationView,
    errors: [
      'INVALID_NAME',
      'INVALID_ID_NUMBER',
      'PHOTO_REQUIRED',
      'UNSUPPORTED_FILE_TYPE',
      'FILE_TOO_LARGE',
      'EMPTY_FILE',
      'VERIFICATION_PENDING',
      'ALREADY_VERIFIED',
      'RATE_LIMITED',
    ],
  }),
  mine: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/verification',
    summary: "The trader's real-name verification status",
    auth: 'trader',
    response: myVerificationView,
    errors: [],
  }),
  myUpload: defineRoute({
    kind: 'raw',
    method: 'GET',
    path: '/uploads/:id',
    summary: `One of the trader's own uploaded images (${imageTypes})`,
    auth: 'trader',
    contentType: 'image/*',
  }),
  queue: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/verifications',
    summary: 'The verification queue, newest first, by status (pending by default)',
    auth: { ops: OPS_PERMISSIONS.reviewVerifications },
    query: verificationQueueQuery,
    response: verificationQueuePage,
    errors: [],
  }),
  submission: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/verifications/:id',
    summary: 'One verification submission with the routes of its photos',
    auth: { ops: OPS_PERMISSIONS.reviewVerifications },
    params: idParams,
    response: opsVerificationView,
    errors: ['NOT_FOUND'],
  }),
  approve: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/verifications/:id/approve',
    summary: 'Approve a pending verification: the trader becomes Verified',
    auth: { ops: OPS_PERMISSIONS.reviewVerifications },
    params: idParams,
    response: opsVerificationView,
    errors: ['NOT_FOUND', 'VERIFICATION_ALREADY_REVIEWED'],
  }),
  reject: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/verifications/:id/reject',
    summary: 'Reject a pending verification with a reason; the trader may submit again',
    auth: { ops: OPS_PERMISSIONS.reviewVerifications },
    params: idParams,
    body: rejectVerificationBody,
    response: opsVerificationView,
    errors: ['NOT_FOUND', 'VERIFICATION_ALREADY_REVIEWED'],
  }),
  upload: defineRoute({
    kind: 'raw',
    method: 'GET',
    path: '/admin/uploads/:id',
    summary:
      `An uploaded image, for review (${imageTypes}): ID photos to verification reviewers, ` +
      'deposit proofs to deposit reviewers',
    auth: { ops: OPS_PERMISSIONS.viewUploads },
    contentType: 'image/*',
  }),
};
