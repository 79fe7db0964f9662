// What a symbol's feed runs now, as far as a process deciding on real money can tell. The feed
// switches sources on its own loop, about a second after the catalogue changes (each second its
// leader reports what runs, then checks what should), so until the leader reports after a change
// the old source — a replay, a stream of an ops user's own — may still be publishing. The leader
// also reports each source the moment it starts it, before its first tick, so since the latest
// report only the source it names (or, for a stream, possibly the one before, see below) has
// published. A product leaves the sandbox only once that report names a source the real-money gate
// allows (SB6 of server/src/orders/SPEC.md).
import { setTimeout as delay } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { Queryable } from '../../platform/db/pool';
import { feedRefusedOnLeaving, readSandbox } from '../catalogue/productSandbox';
import { isFeedClaimed } from './feedClaim';
import type { FeedSourceName } from '../catalogue/Product';
import { mayPriceRealMoney, type PriceSourceChoice } from '../catalogue/realMoneySources';
import { readFeedReport } from './feedStatus';

/** A report this soon after a change may come from a leader whose catalogue has not reloaded yet. */
const RELOAD_MARGIN_MS = 250;
/**
 * Right after each report the leader checks what should feed the symbol and stops a stale source;
 * a report younger than this may still be followed by a few ticks of the source it names.
 */
const CHECK_AFTER_REPORT_MS = 100;

/** A product's feed as its catalogue row names it, with when it last changed (epoch ms, or null). */
export interface CatalogueFeed {
  source: FeedSourceName;
  options: Record<string, unknown>;
  setAt: number | null;
}

/**
 * True when `symbol`'s feed may take real money as it runs now: its leader reported at least
 * RELOAD_MARGIN_MS after the feed's last change, naming a source the gate allows (a stream's report
 * at least CHECK_AFTER_REPORT_MS old); or no leader reports at all (whoever leads next starts from
 * the catalogue as it is, which the caller checks).
 */
export async function runningFeedMayPriceRealMoney(
  redis: Redis,
  symbol: string,
  feed: CatalogueFeed,
  allowedStreams: readonly string[],
): Promise<boolean> {
  const latest = await readFeedReport(redis, symbol);
  if (!latest) return true;
  if (feed.setAt !== null && latest.writtenAt < feed.setAt + RELOAD_MARGIN_MS) return false;
  // A stream's label names no URL: the one reported may be the stream the product had before, if
  // the check that follows the report has not stopped it yet.
  const label = latest.report.source;
  if (label === 'exchange' && Date.now() - latest.writtenAt < CHECK_AFTER_REPORT_MS) return false;
  return mayPriceRealMoney(runningSourceOf(label, feed), allowedStreams);
}

/** The source a report's label names; the label of a stream names no URL: the catalogue's, if any. */
function runningSourceOf(label: string | null, feed: CatalogueFeed): PriceSourceChoice {
  if (label === 'simulator') return { source: 'simulator' };
  if (label === 'exchange') {
    return { source: 'exchange', options: feed.source === 'exchange' ? feed.options : {} };
  }
  if (label?.startsWith('external')) return { source: 'claim' };
  return { source: 'replay' };
}

/** How long a product leaving the sandbox waits for its feed: a report comes each second. */
const SETTLE_WAIT_MS = 2_500;
const SETTLE_POLL_MS = 100;

/**
 * Waits, up to SETTLE_WAIT_MS, until `symbol`'s running feed may take real money as the catalogue
 * names it now; answers whether it may. Ops who stop a replay and leave the sandbox at once would
 * otherwise be refused for the second the leader takes to report the switch. Answers at once when
 * leaving will be refused anyway (a claim, a source the gate refuses). Takes no lock: the caller
 * decides again under its own.
 */
export async function awaitFeedFitForRealMoney(
  db: Queryable,
  redis: Redis,
  symbol: string,
  allowedStreams: readonly string[],
): Promise<boolean> {
  const deadline = Date.now() + SETTLE_WAIT_MS;
  for (;;) {
    const product = await readSandbox(db, symbol);
    // Nothing to wait for when leaving will be refused whatever the feed reports.
    if (!product || feedRefusedOnLeaving(product.feed, allowedStreams)) return false;
    if (await isFeedClaimed(redis, symbol)) return false;
    if (await runningFeedMayPriceRealMoney(redis, symbol, product.feed, allowedStreams)) return true;
    if (Date.now() >= deadline) return false;
    await delay(SETTLE_POLL_MS);
  }
}
