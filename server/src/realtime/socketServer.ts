// The `realtime` role: Socket.IO on the API's HTTP server. Quotes come off the Redis bus and each
// node delivers them to its own sockets (io.local), so a tick crosses Redis once per node, not
// once per client; QuoteFanout batches them per subscription set and conflates them for sockets
// that fall behind. Settled orders arrive the same way, a chunk of them per bus message
// (settledDelivery.ts). Everything else for one user goes through the Redis adapter, so an emit
// from any process reaches the user on whichever node holds the socket. A trader's
// socket lives as long as its session: a revocation announced on the bus, or the session's expiry,
// ends it on whichever node it is (SessionSockets). A client whose protocol version is older than
// the server speaks (or that sends none) is refused at the handshake with CLIENT_TOO_OLD: it is
// told to reload rather than left to misread events.
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { connectRedis } from '../platform/redis';
import { Server } from 'socket.io';
import {
  OPS_SESSION_COOKIE,
  busChannels,
  errorMessage,
  isClientTooOld,
  languageOf,
  saleWatchPayload,
  socketAuth,
  subscribePayload,
  unsubscribePayload,
  type ClockAck,
  type ErrorCode,
  type SaleWatchAck,
  type SubscribeAck,
  type Ticker,
} from '@tempo/shared';
import type { SessionCache } from '../accounts';
import type { AppContext } from '../platform/context';
import { onTick, readTickers, TickStore, type Catalogue } from '../quotes';
import { attachOpsNamespace } from './opsNamespace';
import type { OpsFeedAccess } from './OpsFeedAccess';
import { rooms } from './rooms';
import { SessionSockets } from './SessionSockets';
import { handshakeRefusal } from './handshakeRefusal';
import { deliverOwnerEvents } from './owners/deliverOwnerEvents';
import { NodePresence } from './owners/NodePresence';
import { QuoteFanout } from './quotes/QuoteFanout';
import { SaleWatch } from './SaleWatch';
import type { TempoServer, TempoSocket } from './TempoServer';

export interface Realtime {
  io: TempoServer;
  /** This node in the owner directory: the traders whose sockets it holds. */
  presence: NodePresence;
  close(): Promise<void>;
}

/** What a socket keeps of its first request: an ops console's cookie, no more. */
interface KeptRequest {
  headers: { cookie: string };
  connection: { encrypted: boolean };
}

export async function startRealtime(
  ctx: AppContext,
  http: HttpServer,
  catalogue: Catalogue,
  sessions: SessionCache,
  opsAccess: OpsFeedAccess,
): Promise<Realtime> {
  const presence = new NodePresence(ctx.redis, ctx.logger);
  await presence.start();
  const adapterPub = connectRedis(ctx.config, { maxRetriesPerRequest: null });
  // The adapter's subscriber skips the ready check: INFO is not allowed once it subscribes.
  const adapterSub = adapterPub.duplicate({ enableReadyCheck: false });
  for (const connection of [adapterPub, adapterSub]) {
    connection.on('error', (error) => ctx.logger.warn({ err: error }, 'Socket.IO adapter Redis error'));
  }
  const io: TempoServer = new Server(http, {
    serveClient: false,
    cors: ctx.config.CORS_ORIGINS.length ? { origin: ctx.config.CORS_ORIGINS } : undefined,
    // Quote payloads are tiny; compressing each one costs CPU on every socket for nothing.
    perMessageDeflate: false,
    adapter: createAdapter(adapterPub, adapterSub, { key: `${ctx.config.REDIS_PREFIX}socket.io` }),
  });

  // Socket.IO keeps each session's first HTTP request for middleware such as express-session,
  // which Tempo does not use (traders' sockets authenticate with `auth`); dropping it saves a few
  // KB per connected client. An ops console authenticates with its session cookie: of its request,
  // that header alone is kept (the `/ops` namespace reads it from the handshake).
  io.engine.on('connection', (rawSocket: { request: IncomingMessage | KeptRequest | null }) => {
    const cookie = rawSocket.request?.headers.cookie;
    rawSocket.request = cookie?.includes(`${OPS_SESSION_COOKIE}=`)
      ? { headers: { cookie }, connection: { encrypted: false } }
      : null;
  });

  io.use(async (socket, next) => {
    const auth = socketAuth.safeParse(socket.handshake.auth ?? {});
    const refuse = (code: ErrorCode) => next(handshakeRefusal(code, socket.handshake.auth?.lang));
    if (!auth.success) return refuse('VALIDATION_FAILED');
    if (isClientTooOld(auth.data.protocol)) return refuse('CLIENT_TOO_OLD');
    const { token, lang } = auth.data;
    socket.data.lang = lang;
    socket.data.userId = null;
    socket.data.sessionId = null;
    socket.data.sessionExpiresAt = null;
    // Quotes are public: a missing or stale token connects as a guest rather than failing.
    if (token) {
      const session = await sessions.lookup(token).catch(() => null);
      if (session) {
        socket.data.userId = session.user.id;
        socket.data.sessionId = session.user.sessionId;
        socket.data.sessionExpiresAt = session.expiresAt;
        await holdOwner(socket, session.user.id);
      }
    }
    next();
  });

  /**
   * Lists this node as holding `userId` before the socket is accepted: an event that comes once
   * the app sees itself connected finds this node (what came before, the app reads on connecting).
   */
  async function holdOwner(socket: TempoSocket, userId: number): Promise<void> {
    await presence.hold(userId).catch((error) => ctx.logger.warn({ err: error }, 'owner not listed'));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      presence.release(userId);
    };
    socket.once('disconnect', release);
    // A client gone before its socket was accepted never disconnects: its link closing releases it.
    socket.conn.once('close', release);
  }

  // Between the lookup above and this handler nothing else runs (the same turn of the event loop),
  // so a revocation either made the lookup fail (or the cache refuse it) or finds the socket here.
  const sessionSockets = new SessionSockets();
  const fanout = new QuoteFanout(io, ctx.metrics, {
    batchMs: ctx.config.QUOTE_BATCH_MS,
    backlogLimit: ctx.config.QUOTE_BACKLOG_LIMIT,
  });
  const saleWatch = new SaleWatch(
    { db: ctx.db, ticks: new TickStore(ctx.redis, { archive: ctx.db }), staleMs: ctx.config.FEED_STALE_MS },
    { batchMs: ctx.config.QUOTE_BATCH_MS, backlogLimit: ctx.config.QUOTE_BACKLOG_LIMIT },
    ctx.logger,
  );
  const stopEndingRevoked = sessions.onRevoked((revocation) =>
    sessionSockets.end(revocation.sessionIds, revocation.reason),
  );

  io.on('connection', (socket: TempoSocket) => {
    ctx.metrics.socketClients.inc();
    const { userId, sessionId, sessionExpiresAt } = socket.data;
    socket.on('disconnect', () => {
      ctx.metrics.socketClients.dec();
      fanout.remove(socket);
      saleWatch.remove(socket);
      if (sessionId !== null) sessionSockets.remove(sessionId, socket);
    });
    if (userId !== null && sessionId !== null) {
      void socket.join(rooms.user(userId));
      sessionSockets.add(sessionId, sessionExpiresAt ?? 0, socket);
    }
    // The client's clock follows the server's: it times this answer as NTP does.
    socket.on('clock', (ack: unknown) => {
      if (typeof ack === 'function') (ack as (answer: ClockAck) => void)({ serverTs: Date.now() });
    });
    socket.on('subscribe', (payload, ack) => void subscribe(socket, payload, ack));
    socket.on('unsubscribe', (payload, ack) => {
      const parsed = unsubscribePayload.safeParse(payload);
      if (!parsed.success) return refuse(socket, 'VALIDATION_FAILED', ack);
      fanout.unsubscribe(socket, parsed.data.symbols);
      reply(ack, { ok: true, symbols: parsed.data.symbols });
    });
    socket.on('sale:watch', (payload, ack) => void watchSales(socket, payload, ack));
  });

  /** E1–E5: the sale prices of the trader's own open orders this socket shows. */
  async function watchSales(socket: TempoSocket, payload: unknown, ack?: (answer: SaleWatchAck) => void) {
    const answer = (reply: SaleWatchAck) => typeof ack === 'function' && ack(reply);
    const parsed = saleWatchPayload.safeParse(payload);
    const { userId } = socket.data;
    const code: ErrorCode | null = !parsed.success
      ? 'VALIDATION_FAILED'
      : userId === null
        ? 'NOT_LOGGED_IN'
        : null;
    if (code) {
      const message = errorMessage(code, languageOf(socket.data.lang));
      socket.emit('error', { code, message });
      return answer({ ok: false, code, message });
    }
    try {
      answer({ ok: true, orderIds: await saleWatch.watch(socket, userId!, parsed.data!.orderIds) });
    } catch (error) {
      ctx.logger.warn({ err: error }, 'sale watch not set');
      const message = errorMessage('INTERNAL', languageOf(socket.data.lang));
      answer({ ok: false, code: 'INTERNAL', message });
    }
  }

  async function subscribe(socket: TempoSocket, payload: unknown, ack?: (answer: SubscribeAck) => void) {
    const parsed = subscribePayload.safeParse(payload);
    if (!parsed.success) return refuse(socket, 'VALIDATION_FAILED', ack);
    const { symbols, ticks } = parsed.data;
    if (symbols.some((symbol) => !catalogue.get(symbol))) return refuse(socket, 'UNKNOWN_SYMBOL', ack);
    fanout.subscribe(socket, symbols, ticks);
    reply(ack, { ok: true, symbols });
    // The latest ticker at once, so a screen has numbers before the next second's push.
    const latest = await readTickers(ctx.redis).catch(() => new Map<string, Ticker>());
    const tickers = symbols.flatMap((symbol) => latest.get(symbol) ?? []);
    if (tickers.length && socket.connected) fanout.sendTo(socket, { tickers });
  }

  const unsubscribers = await Promise.all([
    onTick(ctx.pubsub, (tick) => {
      fanout.tick(tick);
      saleWatch.tick(tick);
    }),
    ctx.pubsub.subscribe(busChannels.candles, (event) => fanout.candle(event)),
    ctx.pubsub.subscribe(busChannels.tickers, (tickers) => fanout.tickers(tickers)),
    deliverOwnerEvents(ctx.pubsub, io, presence.nodeId),
  ]);

  attachOpsNamespace(ctx, io, catalogue, opsAccess);

  return {
    io,
    presence,
    async close() {
      stopEndingRevoked();
      sessionSockets.close();
      await Promise.all(unsubscribers.map((unsubscribe) => unsubscribe()));
      fanout.close();
      saleWatch.close();
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await presence.close();
      await Promise.allSettled([adapterPub.quit(), adapterSub.quit()]);
    },
  };
}

function reply(ack: ((answer: SubscribeAck) => void) | undefined, answer: SubscribeAck) {
  if (typeof ack === 'function') ack(answer);
}

/** Answers a bad request with an error event (and a failed ack) and changes nothing. */
function refuse(socket: TempoSocket, code: ErrorCode, ack?: (answer: SubscribeAck) => void) {
  const message = errorMessage(code, languageOf(socket.data.lang));
  socket.emit('error', { code, message });
  reply(ack, { ok: false, code, message });
}
