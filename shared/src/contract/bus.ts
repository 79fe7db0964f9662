// The Redis bus between Tempo's processes: every channel once, with the schema of its messages
// (JSON). Publishers and subscribers both go through this table (the server's PubSub), so a
// publisher cannot send what a subscriber cannot decode; a subscriber decodes each message once
// per process and drops a malformed one. Channel names get the deployment's prefix from PubSub.
import { z } from 'zod';
import type { OrdersSettledEvent } from './orders';
import { tickerView } from './quotes';
import {
  candleEvent,
  serverEvents,
  sessionEndReason,
  tickEvent,
  type ServerEventName,
} from './socketServerEvents';

/** A bus channel: its name and the schema of its messages. */
export interface BusChannel<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly schema: S;
}

/** The sessions a logout, a new login password or an ops reset ended, announced after the revocation commits. */
export const sessionsRevokedMessage = z.object({
  userId: z.number().int().positive(),
  sessionIds: z.array(z.number().int().positive()),
  /** An expiry is never announced: each process sees it coming. */
  reason: sessionEndReason.exclude(['expired']),
});
export type SessionsRevoked = z.infer<typeof sessionsRevokedMessage>;

/** An expiry of a symbol that now has orders to settle: its time (epoch ms) and second (epoch seconds). */
export const ordersDueMessage = z.object({
  symbol: z.string(),
  second: z.number().int().nonnegative(),
  expiryTs: z.number().int().nonnegative(),
});
export type OrdersDue = z.infer<typeof ordersDueMessage>;

/**
 * A feed leader's watermark (S11 of server/src/orders/SPEC.md): every tick of `s` stamped at or
 * before `w` (epoch ms) is published, and no later tick will be stamped there.
 */
export const watermarkMessage = z.object({
  s: z.string(),
  w: z.number().int().nonnegative(),
});
export type Watermark = z.infer<typeof watermarkMessage>;

/** A settlement chunk's news for one owner: their orders it closed and the balances after them. */
export interface OwnerSettlement {
  userId: number;
  event: OrdersSettledEvent;
}

/** The events of a trader's own, sent only to the realtime nodes that hold the trader's sockets. */
export const OWNER_EVENT_NAMES = [
  'order:opened',
  'orders:settled',
  'balance',
  'verification:updated',
  'deposit:updated',
  'withdrawal:updated',
  'savings:updated',
  'inbox:message',
] as const satisfies readonly ServerEventName[];
export type OwnerEventName = (typeof OWNER_EVENT_NAMES)[number];

function ownerEvent<N extends OwnerEventName>(name: N) {
  return z.object({
    userId: z.number().int().positive(),
    name: z.literal(name),
    payload: serverEvents[name],
  });
}

const ownerEventSchema = z.discriminatedUnion('name', [
  ownerEvent('order:opened'),
  ownerEvent('orders:settled'),
  ownerEvent('balance'),
  ownerEvent('verification:updated'),
  ownerEvent('deposit:updated'),
  ownerEvent('withdrawal:updated'),
  ownerEvent('savings:updated'),
  ownerEvent('inbox:message'),
]);
/** One event for one owner's sockets: a server event's name and its payload. */
export type OwnerEvent = z.infer<typeof ownerEventSchema>;

/**
 * The message on one realtime node's own channel: events of the owners it holds, in the order they
 * happened. A settlement chunk is one message per node that holds any of its owners, so a burst
 * costs the bus a message per node and thousands of orders rather than one per trader.
 */
export const ownerEventsMessage = z.object({ events: z.array(ownerEventSchema) });
export type OwnerEventsMessage = z.infer<typeof ownerEventsMessage>;

/** The channel of the realtime node named `name` (built by the server's realtime key module). */
export function ownerEventsChannel(name: string): BusChannel<typeof ownerEventsMessage> {
  return { name, schema: ownerEventsMessage };
}

export const busChannels = {
  /** Every published tick, from the feed leader (publishTick.lua); the hot path: decoded once per process. */
  ticks: { name: 'quotes:ticks', schema: tickEvent },
  /** Each candle a feed leader closes. */
  candles: { name: 'quotes:candles', schema: candleEvent },
  /** Once a second, the 24h tickers of the symbols a feed process leads. */
  tickers: { name: 'quotes:tickers', schema: z.array(tickerView) },
  /** A feed leader's watermark, published once it passed an expiry placement announced (S11). */
  watermarks: { name: 'quotes:watermarks', schema: watermarkMessage },
  /** The product catalogue or the holidays changed (when, epoch ms): every process reloads. */
  catalogue: { name: 'catalogue', schema: z.number().int() },
  /** Placement's word to the settlement workers that an expiry second is due. */
  ordersDue: { name: 'orders:due', schema: ordersDueMessage },
  /** Every process forgets these sessions and ends their sockets. */
  sessionsRevoked: { name: 'sessions:revoked', schema: sessionsRevokedMessage },
} satisfies Record<string, BusChannel>;
