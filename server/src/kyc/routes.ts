import { routes } from '@tempo/shared';
import type { Router } from 'express';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/AppError';
import { addressRateLimit } from '../platform/http/addressRateLimit';
import { TableRouter, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { userRateLimit } from '../platform/http/userRateLimit';
import type { Actor } from '../audit';
import { postgresUploadStore, type UploadStore } from '../uploads';
import type { VerificationNotifier } from './VerificationNotifier';
import { reviewVerification, type Review } from './commands/reviewVerification';
import { submitVerification } from './commands/submitVerification';
import { presentMyVerification, presentOpsVerification } from './presenters';
import { findLatestVerification, findVerification, listVerifications } from './verificationsRepo';

/** Real-name verification: the trader's submission and status, the ops queue and its reviews. */
export function kycRouter(
  ctx: AppContext,
  notify: VerificationNotifier,
  guards: RouteGuards,
  store: UploadStore = postgresUploadStore,
): Router {
  const router = new TableRouter(guards);
  const table = routes.verification;

  const { VERIFICATION_SUBMITS_PER_USER, VERIFICATION_SUBMITS_PER_ADDRESS } = ctx.config;
  const windowSeconds = ctx.config.VERIFICATION_SUBMIT_WINDOW_SECONDS;
  mountRoute(
    router,
    table.submit,
    async ({ user, body, files }) => {
      await submitVerification(ctx.db, {
        userId: user.id,
        details: body,
        front: files.front,
        back: files.back,
        store,
      });
      const submitted = await findLatestVerification(ctx.db, user.id);
      // The owner's screens and the ops review queue hear of it.
      if (submitted)
        notify.verificationUpdated(user.id, { id: submitted.id, status: submitted.status, reason: null });
      return presentMyVerification(submitted);
    },
    {
      // Each submission decodes two images of up to 5 MB: counted per trader and per address
      // (many accounts behind one client) before the handler decodes anything.
      before: [
        userRateLimit(ctx.redis, {
          name: 'verification-submit',
          limit: VERIFICATION_SUBMITS_PER_USER,
          windowSeconds,
        }),
        addressRateLimit(ctx.redis, {
          name: 'verification-submit',
          limit: VERIFICATION_SUBMITS_PER_ADDRESS,
          windowSeconds,
        }),
      ],
    },
  );

  mountRoute(router, table.mine, async ({ user }) =>
    presentMyVerification(await findLatestVerification(ctx.db, user.id)),
  );

  mountRoute(router, table.queue, async ({ query }) => {
    const rows = await listVerifications(ctx.db, query);
    const last = rows.at(-1);
    return {
      items: rows.map(presentOpsVerification),
      nextBefore: rows.length === query.limit && last ? last.id : null,
    };
  });

  mountRoute(router, table.submission, async ({ params }) => {
    const row = await findVerification(ctx.db, params.id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentOpsVerification(row);
  });

  /** Reviews, then tells the trader once it is committed, and answers the submission as it is now. */
  const review = async (reviewer: Actor, id: number, decision: Review) => {
    const { userId } = await reviewVerification(ctx.db, reviewer, id, decision);
    const row = (await findVerification(ctx.db, id))!;
    notify.verificationUpdated(userId, { id: row.id, status: row.status, reason: row.reason });
    return presentOpsVerification(row);
  };

  mountRoute(router, table.approve, async ({ actor, params }) =>
    review(actor, params.id, { decision: 'approve' }),
  );

  mountRoute(router, table.reject, async ({ actor, params, body }) =>
    review(actor, params.id, { decision: 'reject', reason: body.reason }),
  );

  return router.express;
}
