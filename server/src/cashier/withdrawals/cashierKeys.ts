// Every Redis key of the cashier domain, named in one place. Keys get the deployment prefix from
// the connection.
import type { IdempotentRequest } from '../../platform/idempotency';

export const cashierKeys = {
  /** A withdrawal request's claim on its idempotency key while it runs (holds the request's token). */
  withdrawalClaim: (request: IdempotentRequest) => `cashier:key:${request.scope}:${request.key}`,
};
