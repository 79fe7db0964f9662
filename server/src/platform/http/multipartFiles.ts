// Multipart bodies of the routes that take files (the table's `files`): read into memory with hard
// limits before any handler runs, so a huge or endless upload is cut off while it streams in rather
// than after it filled the disk or the heap. Multipart rather than base64 JSON: the JSON body limit
// stays small for every other route, and an image does not grow by a third on the wire.
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { UPLOAD_MAX_BYTES, type ErrorCode } from '@tempo/shared';
import { AppError } from '../AppError';

/**
 * Parses a multipart body: text fields into `req.body`, each of `fields` as at most one file of at
 * most `limit.bytes` (an image's limit unless told), refused past it with `limit.error`.
 */
export function multipartFiles(
  fields: readonly string[],
  limit: { bytes: number; error: ErrorCode } = { bytes: UPLOAD_MAX_BYTES, error: 'FILE_TOO_LARGE' },
): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: limit.bytes,
      files: fields.length,
      fields: 20,
      fieldSize: 4_096,
      parts: fields.length + 20,
      headerPairs: 100,
    },
  }).fields(fields.map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    parse(req, res, (error: unknown) => next(error ? toAppError(error, limit.error) : undefined));
  };
}

/** The bytes of file field `field` of a multipart request, or undefined when it sent none. */
export function receivedFile(req: Request, field: string): Buffer | undefined {
  const files = req.files as Record<string, Express.Multer.File[] | undefined> | undefined;
  return files?.[field]?.[0]?.buffer;
}

function toAppError(error: unknown, tooLarge: ErrorCode): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new AppError(tooLarge, { field: error.field });
    return new AppError('VALIDATION_FAILED', error.field ? { field: error.field } : {});
  }
  // Busboy's own failures: a body that is not the multipart it claims to be.
  return new AppError('MALFORMED_JSON', { cause: error });
}
