// Every Redis script of the quotes domain, loaded in one place (platform/redisScripts.ts says how):
// the tick publish of the feed leader and the three steps of its lease. Their keys are tickKeys'.
import { loadScripts } from '../../platform/redisScripts';

/** The quotes domain's scripts on a connection; the number is how many of a script's arguments are keys. */
export const quotesScripts = loadScripts(import.meta.url, {
  publishTick: 3,
  mirrorFeedFence: 2,
  renewFeedLock: 1,
  releaseFeedLock: 1,
});
