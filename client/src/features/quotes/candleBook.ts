// The candles of one symbol and interval as the chart shows them: history from REST with live
// ticks folded on top, closed candles from the server replacing the folded ones, older pages
// prepended and the latest page merged back after a reconnect. Pure and synchronous: the live
// feed (liveCandleFeed.ts) does the I/O and hands everything to this book.
import { bucketStart, foldTick, type Candle, type Interval, type Tick } from '@tempo/shared';

/**
 * What a change did to `candles`, so the chart redraws no more than it must: nothing, the
 * candles from `index` on (a bar changed in place or was appended), or everything (`keepView`
 * when older candles were prepended and the visible range should stay where it is).
 */
export type BookChange =
  { kind: 'none' } | { kind: 'from'; index: number } | { kind: 'reset'; keepView: boolean };

export const NO_CHANGE: BookChange = { kind: 'none' };

/** A page of candles, oldest first, and the server time of the last tick it includes. */
export interface CandlePage {
  candles: readonly Candle[];
  lastTickTs: number | null;
}

type Buffered = { tick: Tick } | { closed: Candle };

export class CandleBook {
  /** The candles, oldest first; changed in place, so hold the book, not a copy of this array. */
  candles: Candle[] = [];
  /** Whether a first page has arrived. */
  loaded = false;
  /** Ticks at or before this server time are already in the candles of the last page. */
  private boundaryTs: number | null = null;
  /** Server time of the newest tick applied, so an out-of-order tick cannot rewind a bar. */
  private lastTs: number | null = null;
  /** Live events held while a page of the latest candles is on its way, or null when live. */
  private buffer: Buffered[] | null = [];

  constructor(readonly interval: Interval) {}

  /** Whether live events are being held for a page in flight. */
  get buffering(): boolean {
    return this.buffer !== null;
  }

  /** Holds live events from now on until `applyLatest` (or `stopBuffering`); called before fetching. */
  startBuffering(): void {
    this.buffer ??= [];
  }

  /** Gives up waiting for a page (it failed): held events are applied to what is there. */
  stopBuffering(): BookChange {
    return this.replay();
  }

  /**
   * Merges the newest page (fetched without `before`) by open time: the page wins where both
   * have a candle, no open time appears twice. Then the held events newer than the page's
   * `lastTickTs` are applied on top, so history and the live stream meet with no gap.
   */
  applyLatest(page: CandlePage): BookChange {
    const incoming = sortedUnique(page.candles);
    const first = incoming[0];
    const last = this.candles[this.candles.length - 1];
    const wasLoaded = this.loaded;
    if (!wasLoaded || !last) this.candles = incoming;
    else if (first && first.t > last.t) {
      // No overlap (a long disconnection): what lies between is unknown, so start again from the
      // page; older candles come back by scrolling left.
      this.candles = incoming;
    } else if (first) this.candles = mergeByOpenTime(this.candles, incoming);
    this.loaded = true;
    if (page.lastTickTs !== null) {
      this.boundaryTs = page.lastTickTs;
      this.lastTs = Math.max(this.lastTs ?? page.lastTickTs, page.lastTickTs);
    }
    this.replay();
    // The first page scrolls the chart to now; a refill leaves the view where the person put it.
    return { kind: 'reset', keepView: wasLoaded };
  }

  /** Prepends an older page (fetched with `before` = the first open time); returns how many were new. */
  prependOlder(candles: readonly Candle[]): { change: BookChange; added: number } {
    const first = this.candles[0];
    const older = sortedUnique(candles).filter((candle) => !first || candle.t < first.t);
    if (older.length === 0) return { change: NO_CHANGE, added: 0 };
    this.candles = older.concat(this.candles);
    return { change: { kind: 'reset', keepView: true }, added: older.length };
  }

  /** A live tick: held while a page is on its way, else folded into the last candle. */
  applyTick(tick: Tick): BookChange {
    if (this.buffer) {
      this.buffer.push({ tick });
      return NO_CHANGE;
    }
    return this.fold(tick);
  }

  /** A closed candle from the server: authoritative, it replaces the bar folded from ticks. */
  applyClosed(candle: Candle): BookChange {
    if (this.buffer) {
      this.buffer.push({ closed: candle });
      return NO_CHANGE;
    }
    return this.replace(candle);
  }

  private fold(tick: Tick): BookChange {
    if (this.boundaryTs !== null && tick.t <= this.boundaryTs) return NO_CHANGE;
    if (this.lastTs !== null && tick.t < this.lastTs) return NO_CHANGE;
    const lastIndex = this.candles.length - 1;
    const live = this.candles[lastIndex] ?? null;
    // A tick of a bucket before the live candle's: that candle is closed; its server copy decides.
    if (live && bucketStart(tick.t, this.interval) < live.t) return NO_CHANGE;
    this.lastTs = tick.t;
    const { live: next } = foldTick(live, tick, this.interval);
    if (live && next.t === live.t) {
      this.candles[lastIndex] = next;
      return { kind: 'from', index: lastIndex };
    }
    this.candles.push(next);
    return { kind: 'from', index: this.candles.length - 1 };
  }

  private replace(candle: Candle): BookChange {
    const candles = this.candles;
    const last = candles[candles.length - 1];
    if (!last || candle.t > last.t) {
      candles.push(candle);
      return { kind: 'from', index: candles.length - 1 };
    }
    const first = candles[0]!;
    if (candle.t < first.t) return NO_CHANGE;
    // Usually the last or the one before it: search from the end.
    for (let i = candles.length - 1; i >= 0; i--) {
      const t = candles[i]!.t;
      if (t === candle.t) {
        candles[i] = candle;
        return { kind: 'from', index: i };
      }
      if (t < candle.t) {
        // A bar that was missing (no tick reached us in that bucket): insert it.
        candles.splice(i + 1, 0, candle);
        return { kind: 'reset', keepView: true };
      }
    }
    return NO_CHANGE;
  }

  private replay(): BookChange {
    const held = this.buffer ?? [];
    this.buffer = null;
    let change: BookChange = NO_CHANGE;
    for (const event of held) {
      change = combine(change, 'tick' in event ? this.fold(event.tick) : this.replace(event.closed));
    }
    return change;
  }
}

/** The smaller of two changes' reach: a reset beats an index, a lower index beats a higher one. */
export function combine(a: BookChange, b: BookChange): BookChange {
  if (a.kind === 'none') return b;
  if (b.kind === 'none') return a;
  if (a.kind === 'reset')
    return b.kind === 'reset' ? { kind: 'reset', keepView: a.keepView && b.keepView } : a;
  if (b.kind === 'reset') return b;
  return { kind: 'from', index: Math.min(a.index, b.index) };
}

/**
 * Two sorted candle lists merged by open time, `incoming` winning on equal times. O(n + m);
 * the result is sorted and has each open time once.
 */
export function mergeByOpenTime(existing: readonly Candle[], incoming: readonly Candle[]): Candle[] {
  const out: Candle[] = [];
  let i = 0;
  let j = 0;
  while (i < existing.length || j < incoming.length) {
    const a = existing[i];
    const b = incoming[j];
    if (b && (!a || b.t <= a.t)) {
      if (a && a.t === b.t) i++;
      j++;
      if (out[out.length - 1]?.t !== b.t) out.push(b);
    } else if (a) {
      i++;
      if (out[out.length - 1]?.t !== a.t) out.push(a);
    }
  }
  return out;
}

function sortedUnique(candles: readonly Candle[]): Candle[] {
  let sorted = true;
  for (let i = 1; i < candles.length; i++) {
    if (candles[i]!.t <= candles[i - 1]!.t) {
      sorted = false;
      break;
    }
  }
  if (sorted) return candles.slice();
  return mergeByOpenTime(
    [],
    [...candles].sort((a, b) => a.t - b.t),
  );
}
