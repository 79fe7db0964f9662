import { idParam, routes } from '@tempo/shared';
import type { Request, Response, Router } from 'express';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/AppError';
import { TableRouter, mountRawRoute, type RouteGuards } from '../platform/http/mountRoute';
import { parseInput } from '../platform/http/validate';
import { opsMayRead } from './opsMayRead';
import { postgresUploadStore, type StoredUpload, type UploadStore } from './UploadStore';

/**
 * The images of the upload pipeline, served only through these authenticated routes: a trader
 * reads their own (anyone else's is NOT_FOUND, so ids reveal nothing), ops read those of the
 * reviews they may do (ID photos: verification reviewers; deposit proofs: deposit reviewers).
 */
export function uploadsRouter(
  ctx: AppContext,
  guards: RouteGuards,
  store: UploadStore = postgresUploadStore,
): Router {
  const router = new TableRouter(guards);
  const table = routes.verification;

  const load = async (req: Request): Promise<StoredUpload> => {
    const upload = await store.find(ctx.db, parseInput(idParam, req.params.id));
    if (!upload) throw new AppError('NOT_FOUND');
    return upload;
  };

  mountRawRoute(router, table.myUpload, [
    async (req, res) => {
      const upload = await load(req);
      if (upload.ownerUserId !== req.user!.id) throw new AppError('NOT_FOUND');
      sendImage(res, upload);
    },
  ]);

  mountRawRoute(router, table.upload, [
    async (req, res) => {
      const upload = await load(req);
      // The route lets in every reviewer; each image only those of the review it belongs to.
      if (!opsMayRead(req.admin!.role, upload.kind)) throw new AppError('FORBIDDEN');
      sendImage(res, upload);
    },
  ]);

  return router.express;
}

/** An image answer no cache keeps and no browser runs as anything but an image. */
function sendImage(res: Response, upload: StoredUpload): void {
  res.setHeader('content-type', upload.contentType);
  res.setHeader('cache-control', 'private, no-store');
  res.setHeader('content-disposition', 'inline');
  res.setHeader('content-security-policy', "default-src 'none'; sandbox");
  res.setHeader('x-content-type-options', 'nosniff');
  res.end(upload.bytes);
}
