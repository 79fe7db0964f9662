// The live state of each product's feed as ops watch it, and the recordings ops upload to replay
// into a product in the sandbox (SB2 of server/src/orders/SPEC.md: never into real money).
import { z } from 'zod';
import { replaySpeedField } from './adminCatalogue';
import { text } from './fields';

/** The largest recording the ops API takes: a day of ticks at several a second fits. */
export const RECORDING_MAX_BYTES = 20 * 1024 * 1024;

/** `POST /admin/recordings` (multipart): a name, and the file as `recording`. */
export const uploadRecordingBody = z.object({ name: text().min(1).max(80) });

/** A recording as stored; times are ISO 8601. */
export const recordingView = z.object({
  id: z.number().int(),
  name: z.string(),
  format: z.enum(['csv', 'ndjson']),
  kind: z.enum(['ticks', 'bars']),
  /** Records in the file (bars before expansion) and quotes one pass replays. */
  records: z.number().int(),
  quotes: z.number().int(),
  /** Recording time of one pass at speed 1. */
  durationMs: z.number().int(),
  uploadedBy: z.string(),
  createdAt: z.string(),
});
export type RecordingView = z.infer<typeof recordingView>;

export const startReplayBody = z.object({
  recordingId: z.number({ error: 'VALIDATION_FAILED' }).int().positive(),
  speed: replaySpeedField.default(1),
  loop: z.boolean({ error: 'VALIDATION_FAILED' }).default(false),
});
export type StartReplayBody = z.infer<typeof startReplayBody>;

/** One symbol's feed now, as its leading process last reported it (about once a second). */
export const feedStatusView = z.object({
  symbol: z.string(),
  sandbox: z.boolean(),
  /** The catalogue's source: simulator, replay or exchange. */
  configured: z.enum(['simulator', 'replay', 'exchange']),
  /** Who produces the ticks now (`simulator`, `replay:<ops>`, `external:<ops>`…); null when no process leads. */
  source: z.string().nullable(),
  /** The process that leads the symbol; null when none does. */
  leader: z.string().nullable(),
  /** Epoch ms of the last tick published, and its age when this answer was made. */
  lastTickAt: z.number().int().nullable(),
  lastTickAgeMs: z.number().int().nullable(),
  ticksPerSecond: z.number(),
  /** A running replay's progress: quotes sent (all passes), quotes per pass, passes done. */
  replay: z
    .object({
      recordingId: z.number().int().nullable(),
      speed: z.union([z.number(), z.literal('max')]),
      loop: z.boolean(),
      sent: z.number().int(),
      total: z.number().int(),
      loops: z.number().int(),
      /** Whether it reached the end (without loop): the symbol stays quiet until ops choose. */
      finished: z.boolean(),
    })
    .nullable(),
});
export type FeedStatusView = z.infer<typeof feedStatusView>;
