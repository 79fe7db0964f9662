// The ops channel (`/ops` namespace) that scripts/replay-feed pushes recorded quotes through. Only
// ops admins connect; a claim on a symbol makes its feed leader switch to these quotes (see
// ExternalSource) until the claim is released or lapses. Only a product in the sandbox may be
// claimed (SB2 of server/src/orders/SPEC.md): pushed quotes never price real money.
import type { Namespace } from 'socket.io';
import {
  OPS_NAMESPACE,
  errorMessage,
  feedClaimPayload,
  feedQuotesPayload,
  isClientTooOld,
  languageOf,
  socketAuth,
  type ErrorCode,
  type OpsClientToServerEvents,
  type OpsFeedAck,
} from '@tempo/shared';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/http/AppError';
import { feedClaimant, tickKeys, type Catalogue } from '../quotes';
import { handshakeRefusal } from './handshakeRefusal';
import type { OpsFeedAccess } from './OpsFeedAccess';
import type { TempoServer } from './TempoServer';

/** A claim lapses this long after its last batch, so a crashed replay hands the symbol back. */
const CLAIM_TTL_MS = 30_000;
/** A replay may run at most this far ahead of publishing before it is told to slow down. */
const MAX_INBOX = 50_000;
const RELEASE_DRAIN_MS = 10_000;

type OpsNamespace = Namespace<
  OpsClientToServerEvents,
  Record<string, never>,
  Record<string, never>,
  { adminId: number; username: string; lang: string | undefined }
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
    const { token } = auth.data;
    const admin = token ? await access.findAdmin(token).catch(() => null) : null;
    if (!admin || (admin.role !== 'superadmin' && admin.role !== 'ops')) {
      return next(handshakeRefusal('NOT_LOGGED_IN', lang));
    }
    socket.data.lang = auth.data.lang;
    socket.data.adminId = admin.id;
    socket.data.username = admin.username;
    next();
  });

  ops.on('connection', (socket) => {
    const adminId = socket.data.adminId;
    // The username travels with the claim: ticks it feeds are labelled `external:<username>`.
    const claimant = feedClaimant(socket.data.username, `${adminId}:${socket.id}`);
    const lang = socket.data.lang;
    // A client may emit without an ack; answering must not throw then.
    const fail = (ack: unknown, code: ErrorCode) => {
      if (typeof ack === 'function') ack({ ok: false, code, message: errorMessage(code, languageOf(lang)) });
    };
    const succeed = (ack: unknown, answer: OpsFeedAck) => {
      if (typeof ack === 'function') ack(answer);
    };

    socket.on('feed:claim', async (payload, ack) => {
      const parsed = feedClaimPayload.safeParse(payload);
      if (!parsed.success || !catalogue.get(parsed.data.symbol)) return fail(ack, 'UNKNOWN_SYMBOL');
      const { symbol } = parsed.data;
      try {
        await access.claimFeed({ adminId, symbol, claimant, ttlMs: CLAIM_TTL_MS });
      } catch (error) {
        if (error instanceof AppError) return fail(ack, error.code);
        ctx.logger.error({ err: error, symbol }, 'feed claim failed');
        return fail(ack, 'INTERNAL');
      }
      succeed(ack, { ok: true });
    });

    socket.on('feed:quotes', async (payload, ack) => {
      const parsed = feedQuotesPayload.safeParse(payload);
      if (!parsed.success) return fail(ack, 'VALIDATION_FAILED');
      const { symbol, quotes } = parsed.data;
      if ((await ctx.redis.get(tickKeys.feedClaim(symbol))) !== claimant) return fail(ack, 'FORBIDDEN');
      if ((await ctx.redis.llen(tickKeys.feedInbox(symbol))) > MAX_INBOX) return fail(ack, 'RATE_LIMITED');
      await ctx.redis
        .multi()
        .rpush(tickKeys.feedInbox(symbol), ...quotes.map((quote) => JSON.stringify(quote)))
        .pexpire(tickKeys.feedClaim(symbol), CLAIM_TTL_MS)
        .exec();
      succeed(ack, { ok: true, accepted: quotes.length });
    });

    socket.on('feed:release', async (payload, ack) => {
      const parsed = feedClaimPayload.safeParse(payload);
      if (!parsed.success) return fail(ack, 'UNKNOWN_SYMBOL');
      const { symbol } = parsed.data;
      if ((await ctx.redis.get(tickKeys.feedClaim(symbol))) !== claimant) return fail(ack, 'FORBIDDEN');
      // Let the feed publish what is queued before the symbol goes back to its own source.
      const deadline = Date.now() + RELEASE_DRAIN_MS;
      while (Date.now() < deadline && (await ctx.redis.llen(tickKeys.feedInbox(symbol))) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await ctx.redis.del(tickKeys.feedClaim(symbol), tickKeys.feedInbox(symbol));
      await access.feedReleased(adminId, symbol);
      succeed(ack, { ok: true });
    });
  });
}
