// Every Redis script of the cashier domain, loaded in one place (platform/redisScripts.ts says how):
// the release of a withdrawal's claim on its idempotency key. Its keys are cashierKeys'.
import { loadScripts } from '../../platform/redisScripts';

/** The cashier domain's scripts on a connection; the number is how many of a script's arguments are keys. */
export const cashierScripts = loadScripts(import.meta.url, {
  releaseWithdrawalKey: 1,
});
