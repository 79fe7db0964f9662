// Uploaded price recordings: the file as sent, with what reading it found. Reading one back gives
// the same Recording the replay plays from a file on disk.
import { Readable } from 'node:stream';
import type { Queryable } from '../../platform/db/pool';
import { readRecording, type Recording, type RecordingFormat } from './parseRecording';

export interface RecordingRow {
  id: number;
  name: string;
  format: RecordingFormat;
  kind: Recording['kind'];
  records: number;
  quotes: number;
  durationMs: number;
  uploadedBy: string;
  createdAt: Date;
}

const COLUMNS = `r.id, r.name, r.format, r.kind, r.records, r.quotes, r.duration_ms::float8 AS "durationMs",
  a.username AS "uploadedBy", r.created_at AS "createdAt"`;

/** Reads `bytes` as a recording (throws RecordingError at the first bad line). */
export function readRecordingBytes(bytes: Buffer, format?: RecordingFormat): Promise<Recording> {
  return readRecording(Readable.from([bytes.toString('utf8')]), format);
}

export async function insertRecording(
  db: Queryable,
  entry: { name: string; bytes: Buffer; recording: Recording; adminId: number },
): Promise<number> {
  const { recording } = entry;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO feed_recordings (name, format, kind, records, quotes, duration_ms, content, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      entry.name,
      recording.format,
      recording.kind,
      recording.records,
      recording.quotes.length,
      Math.round(recording.durationMs),
      entry.bytes,
      entry.adminId,
    ],
  );
  return Number(rows[0]!.id);
}

export async function findRecordingRow(db: Queryable, id: number): Promise<RecordingRow | null> {
  const { rows } = await db.query<RecordingRow>(
    `SELECT ${COLUMNS} FROM feed_recordings r JOIN admins a ON a.id = r.uploaded_by WHERE r.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listRecordingRows(db: Queryable, limit = 200): Promise<RecordingRow[]> {
  const { rows } = await db.query<RecordingRow>(
    `SELECT ${COLUMNS} FROM feed_recordings r JOIN admins a ON a.id = r.uploaded_by ORDER BY r.id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

/** The recording `id` read back for the replay, or null when there is none. */
export async function loadRecording(db: Queryable, id: number): Promise<Recording | null> {
  const { rows } = await db.query<{ content: Buffer; format: RecordingFormat }>(
    'SELECT content, format FROM feed_recordings WHERE id = $1',
    [id],
  );
  return rows[0] ? readRecordingBytes(rows[0].content, rows[0].format) : null;
}
