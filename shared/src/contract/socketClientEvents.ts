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
};
