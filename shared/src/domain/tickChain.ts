// The tamper-evident tick record: each minute's ticks of a symbol are hashed in publishing order
// and chained to the symbol's previous sealed minute with SHA-256. The server seals minutes with
// these functions and scripts/verify-ticks checks them with the same code; the exact format is
// written down in server/src/quotes/archive/FORMAT.md.
import { fromHex, sha256, toHex, utf8Bytes } from './sha256';

/** First element of every minute's header line; a new encoding would get a new version. */
export const TICK_CHAIN_VERSION = 'tempo-ticks/1';
/** The previous hash of a symbol's first sealed minute: 32 zero bytes. */
export const GENESIS_HASH = '0'.repeat(64);
export const MINUTE_MS = 60_000;

/** A tick as archived: what was published, in which order, and who produced it. */
export interface ArchivedTick {
  /** Server timestamp, epoch ms. */
  t: number;
  /** Order among the symbol's ticks of the same millisecond (0 for the first). */
  seq: number;
  p: number;
  v: number;
  /** `simulator`, `exchange`, `replay`, `external` or `external:<ops user>`. */
  source: string;
}

/** One sealed minute of one symbol: the link to the previous sealed minute and this minute's hash. */
export interface TickSeal {
  /** Start of the minute, epoch ms (a multiple of 60,000). */
  minute: number;
  /** Start of the symbol's previous sealed minute; null for its first (genesis). Minutes between had no ticks. */
  prevMinute: number | null;
  /** Hash of the previous sealed minute (GENESIS_HASH for the first), lower-case hex. */
  prevHash: string;
  /** Ticks in the minute. */
  count: number;
  /** SHA-256 of prevHash's bytes followed by the minute's canonical bytes, lower-case hex. */
  hash: string;
}

/** The start (epoch ms) of the minute holding `ts`. */
export function minuteOf(ts: number): number {
  return Math.floor(ts / MINUTE_MS) * MINUTE_MS;
}

/**
 * The canonical text of one minute: a header line `["tempo-ticks/1",symbol,minute,prevMinute]`,
 * then one line `[t,p,v,source]` per tick in publishing order; JSON arrays, each line ending "\n".
 */
export function minutePayload(
  symbol: string,
  minute: number,
  prevMinute: number | null,
  ticks: readonly Pick<ArchivedTick, 't' | 'p' | 'v' | 'source'>[],
): string {
  let text = `${JSON.stringify([TICK_CHAIN_VERSION, symbol, minute, prevMinute])}\n`;
  for (const tick of ticks) text += `${JSON.stringify([tick.t, tick.p, tick.v, tick.source])}\n`;
  return text;
}

/** Seals one minute of `symbol` after `previous` (null: the symbol's first sealed minute). */
export function sealMinute(
  symbol: string,
  minute: number,
  previous: Pick<TickSeal, 'minute' | 'hash'> | null,
  ticks: readonly Pick<ArchivedTick, 't' | 'p' | 'v' | 'source'>[],
): TickSeal {
  const prevHash = previous?.hash ?? GENESIS_HASH;
  const prevMinute = previous?.minute ?? null;
  const payload = utf8Bytes(minutePayload(symbol, minute, prevMinute, ticks));
  const input = new Uint8Array(32 + payload.length);
  input.set(fromHex(prevHash));
  input.set(payload, 32);
  return { minute, prevMinute, prevHash, count: ticks.length, hash: toHex(sha256(input)) };
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
 * when known), and no ticks may sit in a minute a later seal skipped. `ticks` are in publishing
 * order and cover whole minutes; `seals` are in minute order.
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
      ? seal.prevMinute === before.minute && seal.prevHash === before.hash
      : seal.prevMinute !== null || seal.prevHash === GENESIS_HASH;
    if (!linkOk) {
      problems.push({
        minute: seal.minute,
        reason: before
          ? `link broken: names ${seal.prevHash.slice(0, 12)}… of minute ${seal.prevMinute}, the seal before is ${before.hash.slice(0, 12)}… of minute ${before.minute}`
          : 'a first seal whose previous hash is not the genesis value',
      });
    }
    const own = byMinute.get(seal.minute) ?? [];
    const recomputed = sealMinute(
      symbol,
      seal.minute,
      seal.prevMinute === null ? null : { minute: seal.prevMinute, hash: seal.prevHash },
      own,
    );
    if (recomputed.hash !== seal.hash || recomputed.count !== seal.count) {
      problems.push({
        minute: seal.minute,
        reason: `hash mismatch: ${own.length} ticks hash to ${recomputed.hash.slice(0, 12)}…, sealed ${seal.count} ticks as ${seal.hash.slice(0, 12)}…`,
      });
    } else if (linkOk) verified++;
    before = seal;
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
