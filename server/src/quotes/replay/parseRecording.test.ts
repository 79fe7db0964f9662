import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecording, parseTimestamp, readRecording, RecordingError } from './parseRecording';

const read = (text: string) => readRecording(Readable.from([text]));

async function readError(text: string): Promise<RecordingError> {
  const error = await read(text).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RecordingError);
  return error as RecordingError;
}

const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);

describe('timestamps', () => {
  it('reads epoch ms, epoch seconds (with decimals) and ISO 8601', () => {
    expect(parseTimestamp(String(T0))).toBe(T0);
    expect(parseTimestamp(String(T0 / 1000))).toBe(T0);
    expect(parseTimestamp(`${T0 / 1000}.25`)).toBe(T0 + 250);
    expect(parseTimestamp('2024-05-01T12:00:00Z')).toBe(T0);
    expect(parseTimestamp('2024-05-01T12:00:00.5Z')).toBe(T0 + 500);
    expect(parseTimestamp('2024-05-01T14:00:00+02:00')).toBe(T0);
    expect(parseTimestamp('2024-05-01T14:00:00+0200')).toBe(T0);
  });

  it('takes an ISO time without a zone as UTC, with a space or a T', () => {
    expect(parseTimestamp('2024-05-01 12:00:00')).toBe(T0);
    expect(parseTimestamp('2024-05-01T12:00')).toBe(T0);
  });

  it('keeps sub-millisecond fractions and reads µs and ns epochs', () => {
    expect(parseTimestamp('2024-05-01T12:00:00.000250Z')).toBeCloseTo(T0 + 0.25, 6);
    expect(parseTimestamp(String(T0 * 1000))).toBe(T0);
    expect(parseTimestamp(`${T0}000000`)).toBe(T0);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'yesterday', '2024-13-01T00:00:00Z', '-5', '0x10', '12:00:00']) {
      expect(parseTimestamp(text)).toBeUndefined();
    }
  });
});

describe('CSV ticks', () => {
  it('reads a header with price as ticks, offsets from the first record', async () => {
    const recording = await read(
      [
        'timestamp,price,volume',
        `${T0},67000.5,0.01`,
        `${T0 + 250},67001,0.2`,
        `${T0 + 1000},66999.75,0`,
      ].join('\n'),
    );
    expect(recording).toMatchObject({ format: 'csv', kind: 'ticks', records: 3, startMs: T0, duplicates: 0 });
    expect(recording.quotes).toEqual([
      { offsetMs: 0, price: 67000.5, volume: 0.01 },
      { offsetMs: 250, price: 67001, volume: 0.2 },
      { offsetMs: 1000, price: 66999.75, volume: 0 },
    ]);
  });

  it('reads two or three columns without a header as ticks, volume 0 when absent', async () => {
    const recording = await read(`${T0 / 1000},1.08\n${T0 / 1000 + 1},1.0801,5\n`);
    expect(recording.kind).toBe('ticks');
    expect(recording.quotes).toEqual([
      { offsetMs: 0, price: 1.08, volume: 0 },
      { offsetMs: 1000, price: 1.0801, volume: 5 },
    ]);
  });

  it('finds columns by name in any order and ignores unknown ones, with ISO times and CRLF', async () => {
    const recording = await read(
      'symbol,qty,time,price\r\nBTCUSDT,0.5,2024-05-01T12:00:00Z,67000\r\nBTCUSDT,1,2024-05-01T12:00:02.5Z,67010\r\n',
    );
    expect(recording.quotes).toEqual([
      { offsetMs: 0, price: 67000, volume: 0.5 },
      { offsetMs: 2500, price: 67010, volume: 1 },
    ]);
  });

  it('sorts out-of-order records stably and reports duplicates without dropping them', async () => {
    const recording = await read(
      ['ts,price,volume', `${T0 + 2000},3,1`, `${T0},1,1`, `${T0 + 2000},4,1`, `${T0 + 1000},2,1`].join('\n'),
    );
    expect(recording.sorted).toBe(true);
    expect(recording.duplicates).toBe(1);
    expect(recording.quotes.map((quote) => [quote.offsetMs, quote.price])).toEqual([
      [0, 1],
      [1000, 2],
      [2000, 3],
      [2000, 4],
    ]);
  });

  it('skips blank lines and # comments, and a byte-order mark', async () => {
    const recording = await read(`\uFEFFts,price\n# exported 2024-05-01\n\n${T0},10\n\n${T0 + 1},11\n`);
    expect(recording.quotes.map((quote) => quote.price)).toEqual([10, 11]);
  });
});

describe('CSV bars', () => {
  it('reads a header with open/high/low/close as bars and expands each within its minute', async () => {
    const recording = await read(
      [
        'time,open,high,low,close,volume',
        `${T0},1.08,1.081,1.0795,1.0805,120`,
        `${T0 + 60_000},1.0805,1.0806,1.08,1.0801,60`,
      ].join('\n'),
    );
    expect(recording).toMatchObject({ kind: 'bars', records: 2, durationMs: 120_000 });
    const first = recording.quotes.filter((quote) => quote.offsetMs < 60_000);
    const second = recording.quotes.filter((quote) => quote.offsetMs >= 60_000);
    expect(first[0]).toMatchObject({ offsetMs: 0, price: 1.08 });
    expect(first.at(-1)!.price).toBe(1.0805);
    expect(Math.max(...first.map((quote) => quote.price))).toBe(1.081);
    expect(Math.min(...first.map((quote) => quote.price))).toBe(1.0795);
    expect(second[0]).toMatchObject({ offsetMs: 60_000, price: 1.0805 });
    expect(second.at(-1)!.price).toBe(1.0801);
    expect(second.reduce((sum, quote) => sum + quote.volume, 0)).toBeCloseTo(60, 9);
  });

  it('reads five or six columns without a header as bars', async () => {
    const five = await read(`${T0},10,12,9,11\n`);
    const six = await read(`${T0},10,12,9,11,30\n`);
    expect(five.kind).toBe('bars');
    expect(six.kind).toBe('bars');
    expect(five.quotes.every((quote) => quote.volume === 0)).toBe(true);
    expect(six.quotes.reduce((sum, quote) => sum + quote.volume, 0)).toBe(30);
  });

  it('plays a duplicated bar right after the first, keeping the offsets in order', async () => {
    const recording = await read(`${T0},10,12,9,11\n${T0},11,11,11,11\n${T0 + 60_000},11,13,10,12\n`);
    expect(recording.duplicates).toBe(1);
    const offsets = recording.quotes.map((quote) => quote.offsetMs);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});

describe('NDJSON', () => {
  it('reads ticks with numbers or numeric strings and ISO times', async () => {
    const recording = await read(
      [
        '{"ts":"2024-05-01T12:00:00Z","price":"67000.10","volume":"0.003"}',
        '{"ts":"2024-05-01T12:00:01Z","price":67001.2}',
      ].join('\n'),
    );
    expect(recording).toMatchObject({ format: 'ndjson', kind: 'ticks' });
    expect(recording.quotes).toEqual([
      { offsetMs: 0, price: 67000.1, volume: 0.003 },
      { offsetMs: 1000, price: 67001.2, volume: 0 },
    ]);
  });

  it('reads bars with short keys and epoch seconds', async () => {
    const recording = await read(
      [
        `{"t":${T0 / 1000},"o":1.08,"h":1.081,"l":1.079,"c":1.0802,"v":10}`,
        `{"t":${T0 / 1000 + 60},"o":1.0802,"h":1.0802,"l":1.08,"c":1.08,"v":4}`,
      ].join('\n'),
    );
    expect(recording).toMatchObject({ format: 'ndjson', kind: 'bars', records: 2 });
    expect(recording.quotes[0]).toMatchObject({ offsetMs: 0, price: 1.08 });
    expect(recording.quotes.at(-1)!.price).toBe(1.08);
  });

  it('fails on a record of the other kind, with its line number', async () => {
    const error = await readError(
      `{"ts":${T0},"price":1}\n{"ts":${T0 + 1},"open":1,"high":1,"low":1,"close":1}\n`,
    );
    expect(error.line).toBe(2);
    expect(error.message).toBe('line 2: price is missing');
  });
});

describe('bad input', () => {
  it('names the line and the problem', async () => {
    const cases: [string, number, RegExp][] = [
      [`ts,price\n${T0},1\n${T0 + 1},abc\n`, 3, /price "abc" is not a positive number/],
      [`ts,price\n${T0},1\n${T0 + 1},-2\n`, 3, /price "-2" is not a positive number/],
      [`ts,price\n${T0},1\nnot-a-time,2\n`, 3, /timestamp "not-a-time" is not/],
      [`ts,price\n${T0},1\n${T0 + 1},2,3\n`, 3, /expected 2 columns, found 3/],
      [`${T0},1\n${T0 + 1}\n`, 2, /expected 2–3 columns, found 1/],
      [`${T0},1,2,3\n`, 1, /found 4 columns and no header/],
      [`ts,price,volume\n${T0},1,-1\n`, 2, /volume "-1" is not a number ≥ 0/],
      [`ts,open,high,low,close\n${T0},10,9,8,11\n`, 2, /bar breaks low ≤ open, close ≤ high/],
      [`ts,open,high,close\n`, 1, /missing low/],
      [`time,bid\n`, 1, /no price field/],
      [`price,volume\n`, 1, /no timestamp field/],
      [`{"ts":${T0},"price":1}\n{"ts":${T0 + 1},"price":2\n`, 2, /not valid JSON/],
      [`{"ts":${T0},"price":1}\n[${T0},2]\n`, 2, /expected a JSON object/],
      [`{"ts":${T0},"price":true}\n`, 1, /price must be a number or a string/],
    ];
    for (const [text, line, message] of cases) {
      const error = await readError(text);
      expect(error.line, text).toBe(line);
      expect(error.message, text).toMatch(message);
      expect(error.message, text).toMatch(new RegExp(`^line ${line}: `));
    }
  });

  it('refuses a file with no records', async () => {
    expect((await readError('ts,price\n\n')).message).toBe('the file holds no records');
    expect((await readError('')).message).toBe('the file holds no records');
  });
});

describe('files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tempo-recording-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('detects the format by extension, or by content for other names', async () => {
    const json = `{"ts":${T0},"price":1}\n`;
    await writeFile(join(dir, 'a.jsonl'), json);
    await writeFile(join(dir, 'b.ndjson'), json);
    await writeFile(join(dir, 'c.txt'), json);
    await writeFile(join(dir, 'd.csv'), `${T0},1\n`);
    await writeFile(join(dir, 'e.dat'), `${T0},1\n`);
    expect((await parseRecording(join(dir, 'a.jsonl'))).format).toBe('ndjson');
    expect((await parseRecording(join(dir, 'b.ndjson'))).format).toBe('ndjson');
    expect((await parseRecording(join(dir, 'c.txt'))).format).toBe('ndjson');
    expect((await parseRecording(join(dir, 'd.csv'))).format).toBe('csv');
    expect((await parseRecording(join(dir, 'e.dat'))).format).toBe('csv');
  });

  it('trusts the extension: JSON in a .csv file is a bad CSV line', async () => {
    await writeFile(join(dir, 'wrong.csv'), `{"ts":${T0},"price":1}\n`);
    await expect(parseRecording(join(dir, 'wrong.csv'))).rejects.toThrow(/^line 1: /);
  });

  it('streams a large file', async () => {
    const lines = ['ts,price,volume'];
    for (let index = 0; index < 100_000; index++)
      lines.push(`${T0 + index * 10},${67000 + (index % 7)},0.001`);
    await writeFile(join(dir, 'large.csv'), lines.join('\n'));
    const recording = await parseRecording(join(dir, 'large.csv'));
    expect(recording.records).toBe(100_000);
    expect(recording.quotes.at(-1)!.offsetMs).toBe(999_990);
  });

  it('fails with the system error for a missing file', async () => {
    await expect(parseRecording(join(dir, 'missing.csv'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
