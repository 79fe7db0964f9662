// Every Redis script of the accounts domain, loaded in one place (platform/redisScripts.ts says
// how): the three steps of the password-guessing throttle (guessThrottle.ts). Their keys are
// accountsKeys'.
import { loadScripts } from '../platform/redisScripts';

/** The accounts domain's scripts on a connection; the number is how many of a script's arguments are keys. */
export const accountsScripts = loadScripts(import.meta.url, {
  reserveGuess: 5,
  recordWrongGuess: 1,
  recordRightGuess: 4,
});
