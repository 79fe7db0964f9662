import { describe, expect, it } from 'vitest';
import { sha256, toHex, utf8Bytes } from './sha256';
import { checkTickChain, GENESIS_HASH, minutePayload, sealMinute, type ArchivedTick } from './tickChain';

const hex = (text: string) => toHex(sha256(utf8Bytes(text)));

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(hex('a'.repeat(1000))).toBe('41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3');
  });

  it('encodes text as UTF-8', () => {
    expect([...utf8Bytes('aé€😀')]).toEqual([0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]);
  });
});

const M = 1_800_000_000_000 - (1_800_000_000_000 % 60_000);
const tick = (
  t: number,
  p: number,
  source = 'simulator',
  seq = 0,
  n: number | null = null,
): ArchivedTick => ({
  t,
  seq,
  n,
  p,
  v: 1,
  source,
  feedVersion: null,
});

function chainOf(minutes: Record<number, ArchivedTick[]>) {
  const seals = [];
  let previous = null;
  for (const [minute, ticks] of Object.entries(minutes)) {
    previous = sealMinute('BTCUSDT', Number(minute), previous, ticks);
    seals.push(previous);
  }
  return seals;
}

describe('tick chain, format 1 (unnumbered ticks)', () => {
  const minutes = {
    [M]: [tick(M + 10, 100), tick(M + 10, 101, 'simulator', 1), tick(M + 59_999, 102)],
    [M + 60_000]: [tick(M + 60_000, 103, 'external:ops1')],
    // Minute M + 120,000 had no ticks: the next seal links past it.
    [M + 180_000]: [tick(M + 180_500, 104)],
  };
  const ticks = Object.values(minutes).flat();
  const seals = chainOf(minutes);

  it('writes a minute as a header line and one JSON line per tick', () => {
    expect(minutePayload('BTCUSDT', M, null, minutes[M]!)).toBe(
      `["tempo-ticks/1","BTCUSDT",${M},null]\n[${M + 10},100,1,"simulator"]\n[${M + 10},101,1,"simulator"]\n[${M + 59_999},102,1,"simulator"]\n`,
    );
  });

  it('starts from the genesis value and links each sealed minute to the one before', () => {
    expect(seals[0]).toMatchObject({ prevMinute: null, prevHash: GENESIS_HASH, count: 3 });
    expect(seals[2]).toMatchObject({ prevMinute: M + 60_000, prevHash: seals[1]!.hash, count: 1 });
    expect(checkTickChain('BTCUSDT', ticks, seals, null)).toEqual({
      verified: 3,
      problems: [],
      unsealed: [],
    });
  });

  it('names the minute whose ticks changed', () => {
    const changed = ticks.map((each) => (each.t === M + 60_000 ? { ...each, p: 103.5 } : each));
    const check = checkTickChain('BTCUSDT', changed, seals, null);
    expect(check.problems.map((problem) => problem.minute)).toEqual([M + 60_000]);
    expect(check.problems[0]!.reason).toMatch(/hash mismatch/);
  });

  it('notices reordered, removed and inserted ticks, and a broken link', () => {
    const reordered = [ticks[1]!, ticks[0]!, ...ticks.slice(2)];
    expect(checkTickChain('BTCUSDT', reordered, seals, null).problems[0]!.minute).toBe(M);
    expect(checkTickChain('BTCUSDT', ticks.slice(1), seals, null).problems[0]!.minute).toBe(M);
    const inserted = [...ticks.slice(0, 4), tick(M + 130_000, 99), ticks[4]!];
    expect(checkTickChain('BTCUSDT', inserted, seals, null).problems).toEqual([
      { minute: M + 120_000, reason: '1 ticks in a minute no seal covers' },
    ]);
    const relinked = [seals[0]!, { ...seals[1]!, prevHash: GENESIS_HASH }, seals[2]!];
    expect(checkTickChain('BTCUSDT', ticks, relinked, null).problems.map((p) => p.minute)).toEqual([
      M + 60_000,
      M + 60_000,
    ]);
  });

  it('reports a seal whose previous hash is not hex instead of failing on it', () => {
    for (const prevHash of ['zz'.repeat(32), 'abc', '']) {
      const garbled = [seals[0]!, { ...seals[1]!, prevHash }, seals[2]!];
      expect(checkTickChain('BTCUSDT', ticks, garbled, null).problems).toContainEqual({
        minute: M + 60_000,
        reason: 'previous hash is not 64 hex digits',
      });
    }
  });

  it('checks the first link against the seal before the range, and leaves ticks after the last seal unsealed', () => {
    const later = ticks.slice(3);
    expect(checkTickChain('BTCUSDT', later, seals.slice(1), seals[0]!).verified).toBe(2);
    expect(
      checkTickChain('BTCUSDT', later, seals.slice(1), { ...seals[0]!, hash: GENESIS_HASH }).problems,
    ).toHaveLength(1);
    const open = [...ticks, tick(M + 240_001, 105)];
    expect(checkTickChain('BTCUSDT', open, seals, null).unsealed).toEqual([M + 240_000]);
  });
});

describe('tick chain, format 2 (numbered ticks)', () => {
  const numbered = (n: number, t: number, p: number, feedVersion = 4): ArchivedTick => ({
    ...tick(t, p, 'simulator', 0, n),
    feedVersion,
  });
  const minutes = {
    [M]: [numbered(1, M + 10, 100), numbered(2, M + 20, 101)],
    [M + 60_000]: [numbered(3, M + 60_000, 102)],
    [M + 180_000]: [numbered(4, M + 180_500, 103, 5)],
  };
  const ticks = Object.values(minutes).flat();
  const seals = chainOf(minutes);

  it('writes the number each minute continues from in its header, and each tick with its number and feed version', () => {
    expect(seals.map((seal) => [seal.format, seal.prevLastN, seal.lastN])).toEqual([
      [2, null, 2],
      [2, 2, 3],
      [2, 3, 4],
    ]);
    expect(minutePayload('BTCUSDT', M + 60_000, seals[0]!, minutes[M + 60_000]!)).toBe(
      `["tempo-ticks/2","BTCUSDT",${M + 60_000},${M},2]\n[3,${M + 60_000},102,1,"simulator",4]\n`,
    );
    expect(checkTickChain('BTCUSDT', ticks, seals, null)).toEqual({
      verified: 3,
      problems: [],
      unsealed: [],
    });
  });

  it('reports a gap in the numbers as a failure, sealed or not, even where every hash holds', () => {
    // Tick 3 never reached the archive: the minutes are sealed as they are, and the gap shows.
    const gapped = { [M]: minutes[M]!, [M + 180_000]: minutes[M + 180_000]! };
    const gappedSeals = chainOf(gapped);
    const check = checkTickChain('BTCUSDT', Object.values(gapped).flat(), gappedSeals, null);
    expect(check.problems).toEqual([{ minute: M + 180_000, reason: 'gap: 1 tick missing (numbers 3–3)' }]);
    expect(check.verified).toBe(2);
    // Unsealed ticks after the last seal are checked for gaps too.
    const open = [...ticks, numbered(7, M + 240_001, 104)];
    expect(checkTickChain('BTCUSDT', open, seals, null).problems).toEqual([
      { minute: M + 240_000, reason: 'gap: 2 ticks missing (numbers 5–6)' },
    ]);
    const repeated = [...ticks, numbered(4, M + 240_001, 104)];
    expect(checkTickChain('BTCUSDT', repeated, seals, null).problems[0]!.reason).toBe(
      'tick number 4 repeated or out of order (expected 5)',
    );
  });

  it('continues the numbers from the seal before the range, and catches a seal that names another', () => {
    const later = ticks.slice(2);
    expect(checkTickChain('BTCUSDT', later, seals.slice(1), seals[0]!)).toEqual({
      verified: 2,
      problems: [],
      unsealed: [],
    });
    const lyingAnchor = { ...seals[0]!, lastN: 1 };
    expect(
      checkTickChain('BTCUSDT', later, seals.slice(1), lyingAnchor).problems.map((p) => p.reason),
    ).toEqual([expect.stringMatching(/^link broken/), 'gap: 1 tick missing (numbers 2–2)']);
  });

  it('follows format 1 minutes with a format 2 one that starts the numbers afresh', () => {
    const old = { [M]: [tick(M + 10, 100)], [M + 60_000]: [numbered(1, M + 60_010, 101)] };
    const mixed = chainOf(old);
    expect(mixed.map((seal) => [seal.format, seal.prevLastN, seal.lastN])).toEqual([
      [1, null, null],
      [2, null, 1],
    ]);
    expect(checkTickChain('BTCUSDT', Object.values(old).flat(), mixed, null).problems).toEqual([]);
  });
});
