// The verification endpoints of the REST API, called through the route table (see @tempo/shared).
import { routes, type SubmitVerificationBody } from '@tempo/shared';
import { call } from '../../lib/apiClient';

/** The trader's verification as it stands; quiet, the page shows its own failure state. */
export const fetchMyVerification = () => call(routes.verification.mine, { hideLoading: true, quiet: true });

/**
 * Submits the details with both ID photos (multipart). Quiet: the form puts a refused field's
 * reason under that field and toasts the rest itself.
 */
export const submitVerification = (body: SubmitVerificationBody, front: Blob, back: Blob) =>
  call(routes.verification.submit, { body, files: { front, back }, hideLoading: true, quiet: true });
