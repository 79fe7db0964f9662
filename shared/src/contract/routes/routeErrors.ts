import type { ErrorCode } from '../errors';
import type { JsonRoute } from './defineRoute';

/**
 * Every error code a JSON route may answer: its own, then those its shape implies — bad input when
 * it takes any, a missing or wrong login, the idempotency key, a server fault.
 */
export function routeErrors(route: JsonRoute): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.errors);
  if (route.params || route.query || route.body) {
    for (const code of ['VALIDATION_FAILED', 'EMPTY_VALUE', 'INVALID_CHARACTERS'] as const) codes.add(code);
  }
  if (route.body) {
    codes.add('MALFORMED_JSON');
    codes.add('PAYLOAD_TOO_LARGE');
  }
  if (route.auth !== 'public') codes.add('NOT_LOGGED_IN');
  if (typeof route.auth === 'object') codes.add('FORBIDDEN');
  if (route.confirm) codes.add('SECOND_FACTOR_REQUIRED');
  if (route.confirm === 'identity') codes.add('PASSWORD_CONFIRMATION_REQUIRED');
  if (route.idempotent) {
    codes.add('IDEMPOTENCY_KEY_REQUIRED');
    codes.add('IDEMPOTENCY_KEY_REUSED');
  }
  codes.add('INTERNAL');
  return [...codes];
}
