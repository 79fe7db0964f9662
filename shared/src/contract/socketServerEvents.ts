// Socket.IO events from the server to the client. The client decodes each one with its schema
// here, once, as it arrives (client/src/lib/socket.ts); the server takes its emit types from them.
import { z } from 'zod';
import { INTERVALS, type Tick } from '../domain/candles';
import { inboxBroadcastEvent } from './content';
import { depositUpdatedEvent } from './deposits';
import { inboxMessageEvent } from './inbox';
import { balanceEvent, ordersSettledEvent, orderView, salePricesEvent } from './orders';
import { candleView, tickerView } from './quotes';
import { savingsRolledEvent, savingsUpdatedEvent } from './savings';
import { socketErrorEvent } from './socket';
import { verificationUpdatedEvent } from './verification';
import { withdrawalUpdatedEvent } from './withdrawals';

/** One price change: symbol, price, server time (epoch ms) and traded volume. Also the ticks bus message. */
export const tickEvent = z.object({
  s: z.string(),
  p: z.number(),
  t: z.number().int(),
  v: z.number(),
}) satisfies z.ZodType<Tick>;

/** A closed candle, authoritative: it replaces whatever the client folded from ticks. */
export const candleEvent = z.object({ s: z.string(), i: z.enum(INTERVALS), c: candleView });
export type CandleEvent = z.infer<typeof candleEvent>;

/**
 * The market data a client is due, batched: about one frame per short window (QUOTE_BATCH_MS on
 * the server) with what arrived for its subscriptions meanwhile, so a client watching ten products
 * gets a few frames a second rather than one per tick. Apply `ticks` first (in order), then `candles`
 * (each closes a minute or hour whose ticks came before it), then `tickers`. `gap` marks a batch
 * sent after the socket fell behind: it holds only the latest tick, candle and ticker per symbol of
 * what was skipped, so a chart reloads its history to fill the gap.
 */
export const quotesEvent = z.object({
  ticks: z.array(tickEvent).optional(),
  candles: z.array(candleEvent).optional(),
  tickers: z.array(tickerView).optional(),
  gap: z.literal(true).optional(),
});
export type QuotesEvent = z.infer<typeof quotesEvent>;

/**
 * Why the server ended a socket's session: the trader logged out (this session, from any device),
 * the session was revoked (a new login password, an ops reset), or it expired. The socket is
 * disconnected right after; its token will not work again.
 */
export const sessionEndReason = z.enum(['logged-out', 'revoked', 'expired']);
export type SessionEndReason = z.infer<typeof sessionEndReason>;

export const sessionEndedEvent = z.object({ reason: sessionEndReason });
export type SessionEndedEvent = z.infer<typeof sessionEndedEvent>;

/** Every server → client event with its payload's schema. */
export const serverEvents = {
  /** Ticks, closed candles and tickers of the subscribed symbols, batched (above). */
  quotes: quotesEvent,
  /** A request of this socket was refused (a malformed or unknown subscription). */
  error: socketErrorEvent,
  'order:opened': orderView,
  /** The owner's orders a settlement pass closed, with the balances after them. */
  'orders:settled': ordersSettledEvent,
  balance: balanceEvent,
  /** The sale prices of the orders this socket watches (`sale:watch`), paced like the quote frames. */
  'sale:prices': salePricesEvent,
  /** Ops reviewed the trader's real-name verification: approved, or rejected with the reason. */
  'verification:updated': verificationUpdatedEvent,
  /** A deposit of the user was confirmed or rejected. */
  'deposit:updated': depositUpdatedEvent,
  /** One of the user's withdrawals changed status (approved, rejected); a `balance` event follows. */
  'withdrawal:updated': withdrawalUpdatedEvent,
  /** The trader's savings changed (a transfer from any device): the new summary. */
  'savings:updated': savingsUpdatedEvent,
  /** The savings day roll ran (lots confirmed, earnings credited), sent to everyone: fetch again. */
  'savings:rolled': savingsRolledEvent,
  /** A message arrived in the user's inbox, with the new unread count. */
  'inbox:message': inboxMessageEvent,
  /** Ops sent a system message to every inbox, sent to everyone: refetch the unread count. */
  'inbox:broadcast': inboxBroadcastEvent,
  /** Sent just before the server disconnects a socket whose session ended; forget the token. */
  'session:ended': sessionEndedEvent,
};

export type ServerEventName = keyof typeof serverEvents;
/** The payload of server event `E`, as decoded. */
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEvents)[E]>;

/** The Socket.IO event map, inferred from the schemas. */
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerEventPayload<E>) => void;
};

/** Whether `name` is an event the server sends. */
export function isServerEventName(name: string): name is ServerEventName {
  return Object.hasOwn(serverEvents, name);
}
