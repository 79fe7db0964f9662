// The tamper-evident tick record: each minute's ticks of a symbol are hashed in publishing order
// and chained to the symbol's previous sealed minute with SHA-256. The server seals minutes with
// these functions and scripts/verify-ticks checks them with the same code; the exact format is
// written down in server/src/quotes/archive/FORMAT.md.
import { fromHex, sha256, toHex, utf8Bytes } from './sha256';

/** First element of a minute's header line, by format: 1 for unnumbered ticks, 2 for numbered ones. */
export const TICK_CHAIN_VERSIONS = { 1: 'tempo-ticks/1', 2: 'tempo-ticks/2' } as const;
export type TickChainFormat = keyof typeof TICK_CHAIN_VERSIONS;
/** The previous hash of a symbol's first sealed minute: 32 zero bytes. */
export const GENESIS_HASH = '0'.repeat(64);
export const MINUTE_MS = 60_000;
/** A SHA-256 hash as hex; the chain writes lower case, fromHex reads either. */
const HASH_HEX = /^[0-9a-f]{64}$/i;

/** A tick as archived: what was published, in which order, and who produced it under which settings. */
export interface ArchivedTick {
  /** Server timestamp, epoch ms. */
  t: number;
  /** Order among the symbol's ticks of the same millisecond (0 for the first). */
  seq: number;
  /**
   * The tick's number among its symbol's ticks, consecutive from 1: a number missing from a
   * range is a tick missing from it. Null for ticks archived before numbering (format 1).
   */
  n: number | null;
  p: number;
  v: number;
  /** `simulator`, `exchange`, `replay[:<ops user>]` or `external:<ops user>`. */
  source: string;
  /** Version of the product's feed settings the tick was produced under; null before versions. */
  feedVersion: number | null;
}

/** The fields of a tick a seal commits to. */
export type SealedTick = Pick<ArchivedTick, 'n' | 't' | 'p' | 'v' | 'source' | 'feedVersion'>;

/** One sealed minute of one symbol: the link to the previous sealed minute and this minute's hash. */
export interface TickSeal {
  /** Start of the minute, epoch ms (a multiple of 60,000). */
  minute: number;
  /** Start of the symbol's previous sealed minute; null for its first (genesis). Minutes between had no ticks. */
  prevMinute: number | null;
  /** Hash of the previous sealed minute (GENESIS_HASH for the first), lower-case hex. */
  prevHash: string;
  /**
   * Number of the previous sealed minute's last tick, which this minute's numbers continue
   * (format 2 after a format 2 minute), else null.
   */
  prevLastN: number | null;
  /** Ticks in the minute. */
  count: number;
  /** SHA-256 of prevHash's bytes followed by the minute's canonical bytes, lower-case hex. */
  hash: string;
  /** 2 when every tick of the minute is numbered, else 1. */
  format: TickChainFormat;
  /** Number of the minute's last tick (format 2), else null. */
  lastN: number | null;
}

/** What a seal needs of the seal before it. */
export type PreviousSeal = Pick<TickSeal, 'minute' | 'hash' | 'lastN'>;

/** The seal before `seal` as `seal` itself names it. */
function namedPrevious(seal: TickSeal): PreviousSeal | null {
  return seal.prevMinute === null
    ? null
    : { minute: seal.prevMinute, hash: seal.prevHash, lastN: seal.prevLastN };
}

/** The start (epoch ms) of the minute holding `ts`. */
export function minuteOf(ts: number): number {
  return Math.floor(ts / MINUTE_MS) * MINUTE_MS;
}

/** Format 2 when every tick carries its number. */
function formatOf(ticks: readonly SealedTick[]): TickChainFormat {
  return ticks.length > 0 && ticks.every((tick) => tick.n !== null) ? 2 : 1;
}

/**
 * The canonical text of one minute, one JSON array per line, each ending "\n".
 * Format 1: header `["tempo-ticks/1",symbol,minute,prevMinute]`, then `[t,p,v,source]` per tick.
 * Format 2: header `["tempo-ticks/2",symbol,minute,prevMinute,prevLastN]`, then
 * `[n,t,p,v,source,feedVersion]` per tick, so the hash commits to every number and to the
 * number the minute continues from.
 */
export function minutePayload(
  symbol: string,
  minute: number,
  previous: Pick<TickSeal, 'minute' | 'lastN'> | null,
  ticks: readonly SealedTick[],
  format: TickChainFormat = formatOf(ticks),
): string {
  const prevMinute = previous?.minute ?? null;
  if (format === 1) {
    let text = `${JSON.stringify([TICK_CHAIN_VERSIONS[1], symbol, minute, prevMinute])}\n`;
    for (const tick of ticks) text += `${JSON.stringify([tick.t, tick.p, tick.v, tick.source])}\n`;
    return text;
  }
  let text = `${JSON.stringify([TICK_CHAIN_VERSIONS[2], symbol, minute, prevMinute, previous?.lastN ?? null])}\n`;
  for (const tick of ticks) {
    text += `${JSON.stringify([tick.n, tick.t, tick.p, tick.v, tick.source, tick.feedVersion])}\n`;
  }
  return text;
}

/** Seals one minute of `symbol` after `previous` (null: the symbol's first sealed minute). */
export function sealMinute(
  symbol: string,
  minute: number,
  previous: PreviousSeal | null,
  ticks: readonly SealedTick[],
): TickSeal {
  const prevHash = previous?.hash ?? GENESIS_HASH;
  const prevMinute = previous?.minute ?? null;
  const format = formatOf(ticks);
  const payload = utf8Bytes(minutePayload(symbol, minute, previous, ticks, format));
  const input = new Uint8Array(32 + payload.length);
  input.set(fromHex(prevHash));
  input.set(payload, 32);
  return {
    minute,
    prevMinute,
    prevHash,
    prevLastN: format === 2 ? (previous?.lastN ?? null) : null,
    count: ticks.length,
    hash: toHex(sha256(input)),
    format,
    lastN: format === 2 ? ticks.at(-1)!.n : null,
  };
}

/** A place where a tick's number is not the one after its predecessor's. */
export interface NumberBreak {
  /** The number the tick should have had. */
  expected: number;
  /** The number it has: above `expected` when ticks are missing, at or below it when repeated. */
  found: number;
  /** The tick's time (epoch ms). */
  t: number;
}

/**
 * Where a run of ticks breaks the numbering that should continue after `after` (null: no number
 * to continue from). Unnumbered ticks (format 1) end the run.
 */
export function tickNumberBreaks(
  after: number | null,
  ticks: readonly Pick<ArchivedTick, 'n' | 't'>[],
): NumberBreak[] {
  const breaks: NumberBreak[] = [];
  let last = after;
  for (const { n, t } of ticks) {
    if (n !== null && last !== null && n !== last + 1) breaks.push({ expected: last + 1, found: n, t });
    last = n;
  }
  return breaks;
}

/** How a break in the numbering reads in a report. */
export function describeNumberBreak({ expected, found }: NumberBreak): string {
  return found > expected
    ? `gap: ${found - expected} tick${found - expected === 1 ? '' : 's'} missing (numbers ${expected}–${found - 1})`
    : `tick number ${found} repeated or out of order (expected ${expected})`;
}

export interface ChainProblem {
  /** The minute at fault (epoch ms). */
  minute: number;
  reason: string;
}

export interface ChainCheck {
  /** Sealed minutes whose hash and link were checked and hold. */
  verified: number;
  problems: ChainProblem[];
  /** Minutes holding ticks after the last seal: not sealed yet, so neither proven nor disproven. */
  unsealed: number[];
}

/**
 * Checks ticks of `symbol` against their seals: every seal's hash is recomputed from the ticks
 * of its minute, every link must name the seal before it (`previous` is the seal before the first,
 * when known), no ticks may sit in a minute a later seal skipped, and numbered ticks must follow
 * each other without a gap (format 2). `ticks` are in publishing order and cover whole minutes;
 * `seals` are in minute order.
 */
export function checkTickChain(
  symbol: string,
  ticks: readonly ArchivedTick[],
  seals: readonly TickSeal[],
  previous: TickSeal | null,
): ChainCheck {
  const byMinute = new Map<number, ArchivedTick[]>();
  for (const tick of ticks) {
    const minute = minuteOf(tick.t);
    const list = byMinute.get(minute);
    if (list) list.push(tick);
    else byMinute.set(minute, [tick]);
  }
  const problems: ChainProblem[] = [];
  let verified = 0;
  let before = previous;
  for (const seal of seals) {
    const linkOk = before
      ? seal.prevMinute === before.minute &&
        seal.prevHash === before.hash &&
        (seal.format === 1 || seal.prevLastN === before.lastN)
      : seal.prevMinute !== null || seal.prevHash === GENESIS_HASH;
    if (!linkOk) {
      problems.push({
        minute: seal.minute,
        reason: before
          ? `link broken: names ${seal.prevHash.slice(0, 12)}… of minute ${seal.prevMinute} ending at tick ${seal.prevLastN}, the seal before is ${before.hash.slice(0, 12)}… of minute ${before.minute} ending at tick ${before.lastN}`
          : 'a first seal whose previous hash is not the genesis value',
      });
    }
    const own = byMinute.get(seal.minute) ?? [];
    if (!HASH_HEX.test(seal.prevHash)) {
      // A downloaded seal is untrusted input: a hash that is not hex is reported, not thrown on.
      problems.push({ minute: seal.minute, reason: 'previous hash is not 64 hex digits' });
      before = seal;
      continue;
    }
    const recomputed = sealMinute(symbol, seal.minute, namedPrevious(seal), own);
    if (recomputed.hash !== seal.hash || recomputed.count !== seal.count) {
      problems.push({
        minute: seal.minute,
        reason: `hash mismatch: ${own.length} ticks hash to ${recomputed.hash.slice(0, 12)}…, sealed ${seal.count} ticks as ${seal.hash.slice(0, 12)}…`,
      });
    } else if (linkOk) verified++;
    before = seal;
  }
  // Numbers run on across minutes, sealed or not: a break anywhere is a tick missing or repeated.
  // They continue the anchor's only where the range's first seal links to it: a range that starts
  // in minutes not sealed yet may follow ticks it did not download.
  const anchored = previous && seals[0]?.prevMinute === previous.minute ? previous.lastN : null;
  for (const gap of tickNumberBreaks(anchored, ticks)) {
    problems.push({ minute: minuteOf(gap.t), reason: describeNumberBreak(gap) });
  }
  const sealed = new Set(seals.map((seal) => seal.minute));
  const lastSealed = seals.at(-1)?.minute ?? previous?.minute ?? -Infinity;
  const unsealed: number[] = [];
  for (const minute of [...byMinute.keys()].sort((a, b) => a - b)) {
    if (sealed.has(minute)) continue;
    if (minute < lastSealed) {
      problems.push({ minute, reason: `${byMinute.get(minute)!.length} ticks in a minute no seal covers` });
    } else unsealed.push(minute);
  }
  problems.sort((a, b) => a.minute - b.minute);
  return { verified, problems, unsealed };
}
