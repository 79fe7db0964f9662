// The ops view of the feeds: each symbol's live state as its leader reports it, and the price
// recordings ops upload to replay (checked line by line before they are kept, audited).
import { routes, type FeedStatusView, type RecordingView } from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { withTransaction } from '../platform/db/transaction';
import { AppError } from '../platform/AppError';
import { mountRoute, type TableRouter } from '../platform/http/mountRoute';
import {
  RecordingError,
  findRecordingRow,
  insertRecording,
  listRecordingRows,
  readFeedStatuses,
  readRecordingBytes,
  type Catalogue,
  type RecordingRow,
} from '../quotes';
import { writeAuditLog } from '../audit';

export function mountFeedRoutes(ctx: AppContext, router: TableRouter, catalogue: Catalogue): void {
  const table = routes.feeds;

  mountRoute(router, table.status, async () => {
    const products = catalogue.list();
    const reports = await readFeedStatuses(
      ctx.redis,
      products.map((product) => product.symbol),
    );
    const now = Date.now();
    return products.map((product, index): FeedStatusView => {
      const report = reports[index];
      return {
        symbol: product.symbol,
        sandbox: product.sandbox,
        configured: product.feed.source,
        source: report?.source ?? null,
        leader: report?.leader ?? null,
        lastTickAt: report?.lastTickAt ?? null,
        lastTickAgeMs: report?.lastTickAt ? Math.max(now - report.lastTickAt, 0) : null,
        ticksPerSecond: report?.ticksPerSecond ?? 0,
        replay: report?.replay ?? null,
      };
    });
  });

  mountRoute(router, table.recordings, async () => (await listRecordingRows(ctx.db)).map(presentRecording));

  mountRoute(router, table.uploadRecording, async ({ admin, actor, body, files }) => {
    const bytes = files.recording;
    if (!bytes?.length) throw new AppError('EMPTY_FILE', { field: 'recording' });
    const recording = await readRecordingBytes(bytes).catch((error: unknown) => {
      throw error instanceof RecordingError
        ? new AppError('INVALID_RECORDING', { field: 'recording', cause: error })
        : error;
    });
    const id = await withTransaction(ctx.db, async (tx) => {
      const id = await insertRecording(tx, { name: body.name, bytes, recording, adminId: admin.id });
      await writeAuditLog(tx, {
        ...actor,
        action: 'recording.upload',
        target: { type: 'recording', id },
        details: { name: body.name, quotes: recording.quotes.length, bytes: bytes.length },
      });
      return id;
    });
    return presentRecording((await findRecordingRow(ctx.db, id))!);
  });
}

function presentRecording(row: RecordingRow): RecordingView {
  return {
    id: Number(row.id),
    name: row.name,
    format: row.format,
    kind: row.kind,
    records: row.records,
    quotes: row.quotes,
    durationMs: row.durationMs,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}
