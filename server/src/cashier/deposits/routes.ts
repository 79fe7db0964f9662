import { routes } from '@tempo/shared';
import type { Router } from 'express';
import { presentBalances } from '../../ledger';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/AppError';
import { addressRateLimit } from '../../platform/http/addressRateLimit';
import { TableRouter, mountRoute, type RouteGuards } from '../../platform/http/mountRoute';
import { userRateLimit } from '../../platform/http/userRateLimit';
import { postgresUploadStore, type UploadStore } from '../../uploads';
import { attachProof } from './commands/attachProof';
import { attachTxHash } from './commands/attachTxHash';
import { requestDeposit } from './commands/requestDeposit';
import { confirmDeposit, rejectDeposit } from './commands/reviewDeposit';
import { createDepositChannel, updateDepositChannel } from './commands/saveDepositChannel';
import { findDepositChannel, listDepositChannels } from './depositChannelsRepo';
import { findDeposit, listDeposits } from './depositsRepo';
import type { DepositNotifier } from './DepositNotifier';
import { adminChannelView, adminDepositView, ownerDepositView, traderChannelView } from './presenters';

/** Deposits: a trader's requests and list (their own only), the ops review queue and the channels. */
export function depositsRouter(
  ctx: AppContext,
  notify: DepositNotifier,
  guards: RouteGuards,
  store: UploadStore = postgresUploadStore,
): Router {
  const router = new TableRouter(guards);
  const table = routes.deposits;

  mountRoute(router, table.channels, async () =>
    (await listDepositChannels(ctx.db, false)).map(traderChannelView),
  );

  // A new request, a hash or a proof: the owner's screens and the ops review queue hear it.
  mountRoute(router, table.request, async ({ user, body, idempotencyKey }) => {
    const deposit = await requestDeposit(ctx.db, user.id, body, idempotencyKey, ctx.config.PLATFORM_TZ);
    notify.depositUpdated(user.id, deposit);
    return deposit;
  });

  mountRoute(router, table.list, async ({ user, query }) => {
    const deposits = await listDeposits(ctx.db, { ...query, userId: user.id, order: 'newest' });
    return {
      deposits: deposits.map(ownerDepositView),
      nextCursor: deposits.length === query.limit ? deposits.at(-1)!.id : null,
    };
  });

  mountRoute(router, table.detail, async ({ user, params }) => {
    const deposit = await findDeposit(ctx.db, params.id, user.id);
    if (!deposit) throw new AppError('NOT_FOUND');
    return ownerDepositView(deposit);
  });

  mountRoute(router, table.attachTxHash, async ({ user, params, body }) => {
    const deposit = ownerDepositView(await attachTxHash(ctx.db, user.id, params.id, body.txHash));
    notify.depositUpdated(user.id, deposit);
    return deposit;
  });

  const { DEPOSIT_PROOFS_PER_USER, DEPOSIT_PROOFS_PER_ADDRESS, DEPOSIT_PROOF_WINDOW_SECONDS } = ctx.config;
  mountRoute(
    router,
    table.attachProof,
    async ({ user, params, files }) => {
      const deposit = ownerDepositView(
        await attachProof(ctx.db, {
          userId: user.id,
          depositId: params.id,
          bytes: files.proof,
          store,
        }),
      );
      notify.depositUpdated(user.id, deposit);
      return deposit;
    },
    {
      // Each proof is an image of up to 5 MB to decode: counted per trader and per address (many
      // accounts behind one client) before the handler decodes anything.
      before: [
        userRateLimit(ctx.redis, {
          name: 'deposit-proof',
          limit: DEPOSIT_PROOFS_PER_USER,
          windowSeconds: DEPOSIT_PROOF_WINDOW_SECONDS,
        }),
        addressRateLimit(ctx.redis, {
          name: 'deposit-proof',
          limit: DEPOSIT_PROOFS_PER_ADDRESS,
          windowSeconds: DEPOSIT_PROOF_WINDOW_SECONDS,
        }),
      ],
    },
  );

  mountRoute(router, table.adminQueue, async ({ query }) => {
    // The pending queue by default; a reference finds its deposit whatever its status (D15).
    const status = query.status ?? (query.reference ? undefined : 'pending');
    // Pending requests are worked oldest first; reviewed ones are looked up newest first.
    const order = status === 'pending' ? 'oldest' : 'newest';
    const deposits = await listDeposits(ctx.db, { ...query, status, order });
    return {
      deposits: deposits.map(adminDepositView),
      nextCursor: deposits.length === query.limit ? deposits.at(-1)!.id : null,
    };
  });

  mountRoute(router, table.adminDetail, async ({ params }) => {
    const deposit = await findDeposit(ctx.db, params.id);
    if (!deposit) throw new AppError('NOT_FOUND');
    return adminDepositView(deposit);
  });

  mountRoute(router, table.confirm, async ({ actor, params }) => {
    const { deposit, balances } = await confirmDeposit(ctx.db, actor, params.id);
    notify.depositUpdated(deposit.userId, ownerDepositView(deposit));
    notify.balance(deposit.userId, presentBalances(balances));
    return { deposit: adminDepositView(deposit), balances: presentBalances(balances) };
  });

  mountRoute(router, table.reject, async ({ actor, params, body }) => {
    const deposit = await rejectDeposit(ctx.db, actor, params.id, body.reason);
    notify.depositUpdated(deposit.userId, ownerDepositView(deposit));
    return adminDepositView(deposit);
  });

  mountRoute(router, table.adminChannels, async () =>
    (await listDepositChannels(ctx.db, true)).map(adminChannelView),
  );

  mountRoute(router, table.createChannel, async ({ actor, body }) =>
    adminChannelView(await createDepositChannel(ctx.db, actor, body)),
  );

  mountRoute(router, table.updateChannel, async ({ actor, params, body }) => {
    if (!(await findDepositChannel(ctx.db, params.id))) throw new AppError('NOT_FOUND');
    return adminChannelView(await updateDepositChannel(ctx.db, actor, params.id, body));
  });

  return router.express;
}
