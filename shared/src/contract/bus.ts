// The Redis bus between Tempo's processes: every channel once, with the schema of its messages
// (JSON). Publishers and subscribers both go through this table (the server's PubSub), so a
// publisher cannot send what a subscriber cannot decode; a subscriber decodes each message once
// per process and drops a malformed one. Channel names get the deployment's prefix from PubSub.
import { z } from 'zod';
import { ordersSettledEvent } from './orders';
import { tickerView } from './quotes';
import { candleEvent, sessionEndReason, tickEvent } from './socketServerEvents';

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

/**
 * Orders one settlement chunk closed, grouped by owner: each owner's `orders:settled` event. One
 * message per chunk, however many owners it touched, so a burst costs the bus a message per
 * thousands of orders rather than one per trader.
 */
export const ordersSettledMessage = z.object({
  owners: z.array(z.object({ userId: z.number().int().positive(), event: ordersSettledEvent })),
});
export type OrdersSettledMessage = z.infer<typeof ordersSettledMessage>;
export type OwnerSettlement = OrdersSettledMessage['owners'][number];

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
  /** From the settlement workers to every realtime node, which tells the owners' sockets it holds. */
  ordersSettled: { name: 'orders:settled', schema: ordersSettledMessage },
  /** Every process forgets these sessions and ends their sockets. */
  sessionsRevoked: { name: 'sessions:revoked', schema: sessionsRevokedMessage },
} satisfies Record<string, BusChannel>;
