// Socket.IO events from the client to the server, and the answers (acks) they get. The server
// validates every payload with its schema here and answers a bad one with an `error` event.
import { z } from 'zod';
import { errorCodeField } from './socket';
import { symbolField } from './quotes';

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

/** What the server answers a subscription (or an unsubscription) with. */
export const subscribeAck = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), symbols: z.array(z.string()) }),
  z.object({ ok: z.literal(false), code: errorCodeField, message: z.string() }),
]);
export type SubscribeAck = z.infer<typeof subscribeAck>;

/**
 * What the server answers `clock` with: its time as it answered (epoch ms). With the send and
 * receive times the client measures its offset from the server's clock as NTP does.
 */
export const clockAck = z.object({ serverTs: z.number().int().nonnegative() });
export type ClockAck = z.infer<typeof clockAck>;

/** Open orders one socket may watch the sale price of at once (a screen shows no more). */
export const MAX_WATCHED_SALES = 20;

/**
 * The open orders whose sale price this socket shows now (E1–E5 of server/src/orders/SPEC.md):
 * replaces what it watched before; an empty list stops. Only the owner's open orders placed with
 * early-close terms are watched; the ack names them.
 */
export const saleWatchPayload = z.object({
  orderIds: z.array(z.number().int().positive()).max(MAX_WATCHED_SALES),
});
export type SaleWatchPayload = z.infer<typeof saleWatchPayload>;

export const saleWatchAck = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), orderIds: z.array(z.number().int()) }),
  z.object({ ok: z.literal(false), code: errorCodeField, message: z.string() }),
]);
export type SaleWatchAck = z.infer<typeof saleWatchAck>;

/** Every client → server event with its payload's schema. */
export const clientEvents = {
  subscribe: subscribePayload,
  unsubscribe: unsubscribePayload,
};

/** The Socket.IO event map, inferred from the schemas: each event may ask for an ack. */
export type ClientToServerEvents = {
  [E in keyof typeof clientEvents]: (
    payload: z.input<(typeof clientEvents)[E]>,
    ack?: (answer: SubscribeAck) => void,
  ) => void;
} & {
  /** Asks for the server's time; takes no payload. */
  clock: (ack: (answer: ClockAck) => void) => void;
  /** Sets the orders whose sale prices this socket receives (`sale:prices`). */
  'sale:watch': (payload: SaleWatchPayload, ack?: (answer: SaleWatchAck) => void) => void;
};
