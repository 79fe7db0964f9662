// The ops channel (`/ops` namespace): the ops console hears of review queue changes here (its
// session cookie authenticates it), and scripts/replay-feed pushes recorded quotes through it (its
// token). Only ops admins connect. A claim on a symbol makes its feed leader switch to the pushed
// quotes (see ExternalSource) until the claim is released or lapses; only roles that edit the
// catalogue may claim, and only a product in the sandbox (SB2, SB6 of server/src/orders/SPEC.md):
// pushed quotes never price real money, so the claim (claimProductFeed, under the product's sandbox
// lock) and every batch of quotes (pushFeedQuotes) ask the gate. This layer only delivers: it
// parses each event, calls the command and acks its answer or its error code.
import type { Namespace } from 'socket.io';
import {
  DESK_QUEUES,
  DESK_QUEUE_READERS,
  OPS_ACCOUNT_WATCHERS,
  OPS_NAMESPACE,
  OPS_PERMISSIONS,
  errorMessage,
  feedClaimPayload,
  feedQuotesPayload,
  isClientTooOld,
  languageOf,
  socketAuth,
  type AdminRole,
  type ErrorCode,
  type OpsClientToServerEvents,
  type OpsFeedAck,
  type OpsServerToClientEvents,
} from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/AppError';
import { FEED_CLAIM_TTL_MS, feedClaimant, pushFeedQuotes, releaseFeedClaim, type Catalogue } from '../quotes';
import { handshakeRefusal } from './handshakeRefusal';
import { rooms } from './rooms';
import type { OpsFeedAccess } from './OpsFeedAccess';
import type { TempoServer } from './TempoServer';

type OpsNamespace = Namespace<
  OpsClientToServerEvents,
  OpsServerToClientEvents,
  Record<string, never>,
  { adminId: number; sessionId: number; username: string; role: AdminRole; lang: string | undefined }
>;

/** Serves the `/ops` namespace on `io`; `access` answers for the ops domain (logins, claims, audit). */
export function attachOpsNamespace(
  ctx: AppContext,
  io: TempoServer,
  catalogue: Catalogue,
  access: OpsFeedAccess,
): void {
  // The namespace speaks its own protocol, not the quote events of the main one.
  const ops = io.of(OPS_NAMESPACE) as unknown as OpsNamespace;

  ops.use(async (socket, next) => {
    const auth = socketAuth.safeParse(socket.handshake.auth ?? {});
    const lang: unknown = socket.handshake.auth?.lang;
    if (!auth.success) return next(handshakeRefusal('VALIDATION_FAILED', lang));
    if (isClientTooOld(auth.data.protocol)) return next(handshakeRefusal('CLIENT_TOO_OLD', lang));
    const token = auth.data.token ?? access.tokenOfCookie(socket.handshake.headers.cookie);
    const admin = token ? await access.findAdmin(token).catch(() => null) : null;
    if (!admin) return next(handshakeRefusal('NOT_LOGGED_IN', lang));
    socket.data.lang = auth.data.lang;
    socket.data.adminId = admin.id;
    socket.data.username = admin.username;
    socket.data.role = admin.role;
    socket.data.sessionId = admin.sessionId;
    next();
  });

  ops.on('connection', (socket) => {
    const { adminId, role } = socket.data;
    // Where a logout or an account change finds this console to end it (DeskEvents.endOpsAccess).
    void socket.join([rooms.opsAdmin(adminId), rooms.opsSession(socket.data.sessionId)]);
    for (const queue of DESK_QUEUES) {
      if (DESK_QUEUE_READERS[queue].includes(role)) void socket.join(rooms.desk(queue));
    }
    // A role change disconnects the console (DeskEvents.endOpsAccess), so the rooms follow the role.
    if (OPS_ACCOUNT_WATCHERS.includes(role)) void socket.join(rooms.opsAccounts);
    const feeders: readonly AdminRole[] = OPS_PERMISSIONS.editCatalogue;
    const mayFeed = feeders.includes(role);
    // The username travels with the claim: ticks it feeds are labelled `external:<username>`.
    const claimant = feedClaimant(socket.data.username, `${adminId}:${socket.id}`);
    const lang = socket.data.lang;
    // A client may emit without an ack; answering must not throw then.
    const fail = (ack: unknown, code: ErrorCode) => {
      if (typeof ack === 'function') ack({ ok: false, code, message: errorMessage(code, languageOf(lang)) });
    };
    /** Acks what `command` answers, or the code of the AppError it throws (INTERNAL, logged, for any other). */
    const deliver = async (ack: unknown, symbol: string, command: () => Promise<OpsFeedAck>) => {
      let answer: OpsFeedAck;
      try {
        answer = await command();
      } catch (error) {
        if (error instanceof AppError) return fail(ack, error.code);
        ctx.logger.error({ err: error, symbol }, 'ops feed event failed');
        return fail(ack, 'INTERNAL');
      }
      if (typeof ack === 'function') ack(answer);
    };

    socket.on('feed:claim', async (payload, ack) => {
      if (!mayFeed) return fail(ack, 'FORBIDDEN');
      const parsed = feedClaimPayload.safeParse(payload);
      if (!parsed.success || !catalogue.get(parsed.data.symbol)) return fail(ack, 'UNKNOWN_SYMBOL');
      const { symbol } = parsed.data;
      // The claim asks the real-money gate under the product's sandbox lock (claimProductFeed).
      await deliver(ack, symbol, async () => {
        await access.claimFeed({ adminId, symbol, claimant, ttlMs: FEED_CLAIM_TTL_MS });
        return { ok: true };
      });
    });

    socket.on('feed:quotes', async (payload, ack) => {
      const parsed = feedQuotesPayload.safeParse(payload);
      if (!parsed.success) return fail(ack, 'VALIDATION_FAILED');
      const { symbol, quotes } = parsed.data;
      await deliver(ack, symbol, async () => {
        const accepted = await pushFeedQuotes(ctx, { symbol, claimant, quotes });
        return { ok: true, accepted };
      });
    });

    socket.on('feed:release', async (payload, ack) => {
      const parsed = feedClaimPayload.safeParse(payload);
      if (!parsed.success) return fail(ack, 'UNKNOWN_SYMBOL');
      const { symbol } = parsed.data;
      await deliver(ack, symbol, async () => {
        await releaseFeedClaim(ctx, { symbol, claimant });
        await access.feedReleased(adminId, symbol);
        return { ok: true };
      });
    });
  });
}
