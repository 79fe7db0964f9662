// Reads a recorded price file for the replay: CSV or NDJSON, of ticks or of 1-minute bars, with
// timestamps in epoch seconds, epoch ms or ISO 8601. Line by line, so a large file never sits in
// memory as text, and strict: a bad line stops the read with its number rather than leaving a
// silent hole in the replay.
import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { expandBar, type MinuteBar } from './expandBar';
import type { RecordedQuote } from './RecordedQuote';
import { loopPeriodMs } from './replayTimeline';

const MINUTE_MS = 60_000;

export type RecordingFormat = 'csv' | 'ndjson';
export type RecordingKind = 'ticks' | 'bars';

/** A recording ready to replay, with what the ops CLI reports about it. */
export interface Recording {
  format: RecordingFormat;
  kind: RecordingKind;
  /** Ticks in time order; bars are already expanded into ticks inside their minute. */
  quotes: RecordedQuote[];
  /** Records in the file: ticks, or bars before expansion. */
  records: number;
  /** Epoch ms of the earliest record, which is offset 0. */
  startMs: number;
  /** Recording time of one pass: to the end of the last bar's minute, or the last tick plus a typical gap. */
  durationMs: number;
  /** Records with the same timestamp as the record before them; kept, in file order. */
  duplicates: number;
  /** Whether the file was out of time order and had to be sorted. */
  sorted: boolean;
}

/** A line of a recording that cannot be read; `line` is 1-based. */
export class RecordingError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = 'RecordingError';
  }
}

/** Reads the recording at `path`; the extension (.csv, .ndjson, .jsonl) or else the content says the format. */
export async function parseRecording(path: string): Promise<Recording> {
  return readRecording(createReadStream(path, { encoding: 'utf8' }), formatOfName(path));
}

/** Reads a recording from a stream; without `format`, a first record starting with `{` means NDJSON. */
export async function readRecording(input: Readable, format?: RecordingFormat): Promise<Recording> {
  const reader = new RecordReader(format);
  let lineNumber = 0;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    lineNumber++;
    reader.read(lineNumber === 1 ? line.replace(/^\uFEFF/, '') : line, lineNumber);
  }
  return reader.finish();
}

function formatOfName(path: string): RecordingFormat | undefined {
  const extension = extname(path).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.ndjson' || extension === '.jsonl') return 'ndjson';
  return undefined;
}

type Field = 'ts' | 'price' | 'volume' | 'open' | 'high' | 'low' | 'close';

/** Column and key names each field goes by, compared lower-case with anything but letters and digits removed. */
const FIELD_NAMES: Record<Field, string[]> = {
  ts: ['ts', 't', 'time', 'timestamp', 'date', 'datetime', 'opentime'],
  price: ['price', 'p', 'last', 'lastprice'],
  volume: ['volume', 'v', 'vol', 'qty', 'quantity', 'q', 'size', 'amount'],
  open: ['open', 'o'],
  high: ['high', 'h'],
  low: ['low', 'l'],
  close: ['close', 'c'],
};
const BAR_FIELDS = ['open', 'high', 'low', 'close'] as const;
const TICK_COLUMNS: Field[] = ['ts', 'price', 'volume'];
const BAR_COLUMNS: Field[] = ['ts', 'open', 'high', 'low', 'close', 'volume'];

function fieldOfName(name: string): Field | undefined {
  const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (Object.keys(FIELD_NAMES) as Field[]).find((field) => FIELD_NAMES[field].includes(key));
}

/** One record before sorting: its time and either a tick or a bar. */
interface Row {
  ts: number;
  price: number;
  volume: number;
  bar?: MinuteBar;
}

/** Where each field sits in a CSV row, and how many columns a row has. */
interface CsvLayout {
  delimiter: string;
  columns: Partial<Record<Field, number>>;
  /** Columns a row must have: exactly `min` with a header, `min`–`max` without. */
  min: number;
  max: number;
}

class RecordReader {
  private kind: RecordingKind | undefined;
  private layout: CsvLayout | undefined;
  private readonly rows: Row[] = [];
  private sorted = false;

  constructor(private format: RecordingFormat | undefined) {}

  read(line: string, lineNumber: number): void {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) return;
    this.format ??= text.startsWith('{') ? 'ndjson' : 'csv';
    const row = this.format === 'csv' ? this.csvRow(text, lineNumber) : this.jsonRow(text, lineNumber);
    if (!row) return;
    const previous = this.rows.at(-1);
    if (previous && row.ts < previous.ts) this.sorted = true;
    this.rows.push(row);
  }

  finish(): Recording {
    const { rows, kind, format } = this;
    if (!kind || !format || rows.length === 0) throw new RecordingError('the file holds no records');
    // Array sort is stable, so records with the same time keep their file order.
    if (this.sorted) rows.sort((a, b) => a.ts - b.ts);
    const startMs = rows[0]!.ts;
    let duplicates = 0;
    for (let index = 1; index < rows.length; index++)
      if (rows[index]!.ts === rows[index - 1]!.ts) duplicates++;

    let quotes: RecordedQuote[];
    let durationMs: number;
    if (kind === 'ticks') {
      quotes = rows.map((row) => ({ offsetMs: row.ts - startMs, price: row.price, volume: row.volume }));
      durationMs = loopPeriodMs(quotes);
    } else {
      quotes = [];
      rows.forEach((row, index) => {
        const next = rows[index + 1];
        // A bar closer than a minute to the next (or a duplicate) plays its ticks before the next opens.
        const spanMs = next ? Math.min(MINUTE_MS, next.ts - row.ts) : MINUTE_MS;
        for (const tick of expandBar(row.bar!, spanMs)) {
          quotes.push({ ...tick, offsetMs: row.ts - startMs + tick.offsetMs });
        }
      });
      durationMs = rows.at(-1)!.ts - startMs + MINUTE_MS;
    }
    return {
      format,
      kind,
      quotes,
      records: rows.length,
      startMs,
      durationMs,
      duplicates,
      sorted: this.sorted,
    };
  }

  private csvRow(text: string, lineNumber: number): Row | undefined {
    if (!this.layout) {
      const delimiter = [',', '\t', ';'].find((candidate) => text.includes(candidate)) ?? ',';
      const cells = splitCsv(text, delimiter);
      // Data rows start with a number or an ISO date; a letter means column names.
      if (cells.some((cell) => /^[a-z_]/i.test(cell))) {
        this.layout = this.headerLayout(cells, delimiter, lineNumber);
        return undefined;
      }
      this.layout = this.positionalLayout(cells.length, delimiter, lineNumber);
    }
    const { delimiter, columns, min, max } = this.layout;
    const cells = splitCsv(text, delimiter);
    if (cells.length < min || cells.length > max) {
      const expected = min === max ? `${min}` : `${min}–${max}`;
      throw new RecordingError(`expected ${expected} columns, found ${cells.length}`, lineNumber);
    }
    const cell = (field: Field) => {
      const index = columns[field];
      return index === undefined ? undefined : cells[index];
    };
    return this.row(cell, lineNumber);
  }

  private headerLayout(cells: string[], delimiter: string, lineNumber: number): CsvLayout {
    const columns: Partial<Record<Field, number>> = {};
    cells.forEach((name, index) => {
      const field = fieldOfName(name);
      if (field && columns[field] === undefined) columns[field] = index;
    });
    this.kind = this.kindOfFields(columns, lineNumber);
    return { delimiter, columns, min: cells.length, max: cells.length };
  }

  private positionalLayout(count: number, delimiter: string, lineNumber: number): CsvLayout {
    let fields: Field[];
    if (count === 2 || count === 3) {
      this.kind = 'ticks';
      fields = TICK_COLUMNS;
    } else if (count === 5 || count === 6) {
      this.kind = 'bars';
      fields = BAR_COLUMNS;
    } else {
      throw new RecordingError(
        `found ${count} columns and no header: expected ts,price[,volume] or ts,open,high,low,close[,volume]`,
        lineNumber,
      );
    }
    const columns = Object.fromEntries(fields.map((field, index) => [field, index]));
    return { delimiter, columns, min: fields.length - 1, max: fields.length };
  }

  private jsonRow(text: string, lineNumber: number): Row {
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      throw new RecordingError('not valid JSON', lineNumber);
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      throw new RecordingError('expected a JSON object', lineNumber);
    }
    const values: Partial<Record<Field, unknown>> = {};
    for (const [key, value] of Object.entries(record)) {
      const field = fieldOfName(key);
      if (field && !(field in values)) values[field] = value;
    }
    this.kind ??= this.kindOfFields(values, lineNumber);
    return this.row((field) => {
      const value = values[field];
      if (value === undefined || value === null) return undefined;
      if (typeof value === 'number') return String(value);
      if (typeof value === 'string') return value.trim();
      throw new RecordingError(`${field} must be a number or a string`, lineNumber);
    }, lineNumber);
  }

  /** Ticks when there is a price, bars when there are open, high, low and close; needs a time either way. */
  private kindOfFields(fields: Partial<Record<Field, unknown>>, lineNumber: number): RecordingKind {
    if (!('ts' in fields)) {
      throw new RecordingError('no timestamp field (ts, time, timestamp or date)', lineNumber);
    }
    const barFields = BAR_FIELDS.filter((field) => field in fields);
    if ('price' in fields && barFields.length > 0) {
      throw new RecordingError('both a price and open/high/low/close: ticks or bars?', lineNumber);
    }
    if ('price' in fields) return 'ticks';
    if (barFields.length === BAR_FIELDS.length) return 'bars';
    const missing = BAR_FIELDS.filter((field) => !(field in fields));
    throw new RecordingError(
      barFields.length > 0
        ? `bars need open, high, low and close; missing ${missing.join(', ')}`
        : 'no price field (ticks) nor open, high, low and close (bars)',
      lineNumber,
    );
  }

  /** Checks and converts one record whose fields `cell` gives as text. */
  private row(cell: (field: Field) => string | undefined, lineNumber: number): Row {
    const required = (field: Field) => {
      const text = cell(field);
      if (text === undefined || text === '') throw new RecordingError(`${field} is missing`, lineNumber);
      return text;
    };
    const positive = (field: Field) => {
      const value = parseDecimal(required(field));
      if (value === undefined || value <= 0) {
        throw new RecordingError(`${field} "${cell(field)}" is not a positive number`, lineNumber);
      }
      return value;
    };
    const ts = parseTimestamp(required('ts'));
    if (ts === undefined) {
      throw new RecordingError(
        `timestamp "${cell('ts')}" is not epoch seconds, epoch ms or ISO 8601`,
        lineNumber,
      );
    }
    const volumeText = cell('volume');
    const volume = volumeText === undefined || volumeText === '' ? 0 : parseDecimal(volumeText);
    if (volume === undefined || volume < 0) {
      throw new RecordingError(`volume "${volumeText}" is not a number ≥ 0`, lineNumber);
    }
    if (this.kind === 'ticks') return { ts, price: positive('price'), volume };

    const bar = {
      open: positive('open'),
      high: positive('high'),
      low: positive('low'),
      close: positive('close'),
      volume,
    };
    if (bar.low > Math.min(bar.open, bar.close) || bar.high < Math.max(bar.open, bar.close)) {
      throw new RecordingError(
        `bar breaks low ≤ open, close ≤ high (open ${bar.open}, high ${bar.high}, low ${bar.low}, close ${bar.close})`,
        lineNumber,
      );
    }
    return { ts, price: bar.close, volume, bar };
  }
}

/** Splits a CSV line; quotes around a cell are dropped (recordings hold no delimiters inside cells). */
function splitCsv(text: string, delimiter: string): string[] {
  return text.split(delimiter).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A plain decimal number; Number() alone would also take "", "0x1f" and "Infinity". */
function parseDecimal(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const ISO_8601 =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Epoch ms of a timestamp. A number is read by its size: below 1e11 seconds (until the year 5138),
 * below 1e14 ms, below 1e17 µs, else ns. An ISO 8601 time without a zone is UTC.
 */
export function parseTimestamp(text: string): number | undefined {
  const number = parseDecimal(text);
  if (number !== undefined) {
    if (number < 0) return undefined;
    // Rounded to the µs so seconds with decimals do not carry float noise into the offsets.
    if (number < 1e11) return Math.round(number * 1e6) / 1e3;
    if (number < 1e14) return number;
    if (number < 1e17) return number / 1e3;
    return number / 1e6;
  }
  const match = ISO_8601.exec(text);
  if (!match) return undefined;
  const [, date, time = '00:00', fraction = '', zone = 'Z'] = match;
  const whole = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}${isoZone(zone)}`);
  if (Number.isNaN(whole)) return undefined;
  // Date.parse keeps only ms; the fraction is added separately so µs recordings keep their order.
  return fraction === '' ? whole : whole + Number(`0.${fraction}`) * 1_000;
}

/** `Z`, `+02`, `+0200` or `+02:00` as the `Z` / `+02:00` that Date.parse reads everywhere. */
function isoZone(zone: string): string {
  if (zone.toUpperCase() === 'Z') return 'Z';
  const digits = zone.slice(1).replace(':', '');
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2) || '00'}`;
}
