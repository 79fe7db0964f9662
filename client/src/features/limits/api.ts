// The limits endpoints of the REST API, called through the route table (see @tempo/shared).
import { routes, type LimitKey, type TakeBreakBody } from '@tempo/shared';
import { call } from '../../lib/apiClient';

/** Every limit of the trader: in force, and any loosening waiting. */
export const fetchLimits = () => call(routes.limits.list, { hideLoading: true, quiet: true });

/** Sets `key` to `value` (null: remove); the server decides whether it applies now or in 24 hours. */
export const saveLimit = (key: LimitKey, value: number | null) =>
  call(routes.limits.set, { body: { key, value } });

/** Cancels the loosening waiting on `key`. */
export const cancelPendingLimit = (key: LimitKey) => call(routes.limits.cancelPending, { params: { key } });

/** The time-out or exclusion in force, if any. */
export const fetchBreak = () => call(routes.limits.breakState, { hideLoading: true, quiet: true });

/** Starts a break (or lengthens the one in force); the server ends every session of the trader. */
export const takeBreak = (body: TakeBreakBody) => call(routes.limits.takeBreak, { body });

/** When this session began and its result on real orders, for the reality check. */
export const fetchSessionResult = () => call(routes.orders.sessionResult, { hideLoading: true, quiet: true });
