// The Socket.IO protocol, both directions. The server validates every incoming payload with these
// schemas; the client and the server take their event types from here.
import { z } from 'zod';
import type { Candle, Interval, Tick } from '../domain/candles';
import type { ErrorCode } from './errors';
import type { BalanceEvent, OrderSettledEvent, OrderView } from './orders';
import { symbolField, type Ticker } from './quotes';

export const PROTOCOL_VERSION = 1;

export const MAX_SUBSCRIBED_SYMBOLS = 50;

export const subscribePayload = z.object({
  symbols: z.array(symbolField).min(1).max(MAX_SUBSCRIBED_SYMBOLS),
  /** Whether to receive every tick, or only the once-a-second ticker (a product list needs no more). */
  ticks: z.boolean().default(true),
});
export type SubscribePayload = z.input<typeof subscribePayload>;

export const unsubscribePayload = z.object({
  symbols: z.array(symbolField).min(1).max(MAX_SUBSCRIBED_SYMBOLS),
});
export type UnsubscribePayload = z.infer<typeof unsubscribePayload>;

/** What the server answers a subscription with. */
export type SubscribeAck = { ok: true; symbols: string[] } | { ok: false; code: ErrorCode; message: string };

/** A closed candle, authoritative: it replaces whatever the client folded from ticks. */
export interface CandleEvent {
  s: string;
  i: Interval;
  c: Candle;
}

/**
 * Why the server ended a socket's session: the trader logged out (this session, from any device),
 * the session was revoked (a new login password, an ops reset), or it expired. The socket is
 * disconnected right after; its token will not work again.
 */
export const sessionEndReason = z.enum(['logged-out', 'revoked', 'expired']);
export type SessionEndReason = z.infer<typeof sessionEndReason>;

export const sessionEndedEvent = z.object({ reason: sessionEndReason });
export type SessionEndedEvent = z.infer<typeof sessionEndedEvent>;

export interface SocketErrorEvent {
  code: ErrorCode;
  message: string;
}

export interface ServerToClientEvents {
  tick: (tick: Tick) => void;
  candle: (event: CandleEvent) => void;
  ticker: (ticker: Ticker) => void;
  error: (error: SocketErrorEvent) => void;
  'order:opened': (order: OrderView) => void;
  'order:settled': (event: OrderSettledEvent) => void;
  balance: (balances: BalanceEvent) => void;
  /** Sent just before the server disconnects a socket whose session ended; forget the token. */
  'session:ended': (event: SessionEndedEvent) => void;
}

export interface ClientToServerEvents {
  subscribe: (payload: SubscribePayload, ack?: (answer: SubscribeAck) => void) => void;
  unsubscribe: (payload: UnsubscribePayload, ack?: (answer: SubscribeAck) => void) => void;
}
