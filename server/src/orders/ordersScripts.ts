// Every Redis script of the orders domain, loaded in one place (platform/redisScripts.ts says how):
// the claim of a placement's idempotency key with its rate count, and the rate's refund. Their
// keys are orderKeys'.
import { loadScripts } from '../platform/redisScripts';

/** The orders domain's scripts on a connection; the number is how many of a script's arguments are keys. */
export const ordersScripts = loadScripts(import.meta.url, {
  claimPlacementKey: 2,
  refundPlacementRate: 1,
});
