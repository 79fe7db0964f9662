// The ops feed channel: the Socket.IO namespace `/ops` through which scripts/replay-feed pushes
// recorded quotes into a running Tempo. Ops admins only (auth: { token, protocol } of an ops
// session, as socket.ts's handshake). Clients only send here; the server answers with acks.
import { z } from 'zod';
import { errorCodeField } from './socket';
import { symbolField } from './quotes';

export const OPS_NAMESPACE = '/ops';
export const MAX_QUOTES_PER_BATCH = 5_000;

export const feedClaimPayload = z.object({ symbol: symbolField });
export type FeedClaimPayload = z.infer<typeof feedClaimPayload>;

export const feedQuotesPayload = z.object({
  symbol: symbolField,
  quotes: z
    .array(z.object({ p: z.number().positive().finite(), v: z.number().min(0).finite() }))
    .min(1)
    .max(MAX_QUOTES_PER_BATCH),
});
export type FeedQuotesPayload = z.infer<typeof feedQuotesPayload>;

/** What the server answers every ops event with; `accepted` counts the quotes a batch queued. */
export const opsFeedAck = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), accepted: z.number().int().optional() }),
  z.object({ ok: z.literal(false), code: errorCodeField, message: z.string() }),
]);
export type OpsFeedAck = z.infer<typeof opsFeedAck>;

/** Every client → server event of the namespace with its payload's schema. */
export const opsClientEvents = {
  /** Takes a symbol over: its feed publishes only what this connection sends until release. */
  'feed:claim': feedClaimPayload,
  /** Queues quotes for the claimed symbol; the feed stamps and publishes them in order. */
  'feed:quotes': feedQuotesPayload,
  /** Hands the symbol back to its own source once the queued quotes are published. */
  'feed:release': feedClaimPayload,
};

/** The namespace's Socket.IO event map, inferred from the schemas: every event is acknowledged. */
export type OpsClientToServerEvents = {
  [E in keyof typeof opsClientEvents]: (
    payload: z.input<(typeof opsClientEvents)[E]>,
    ack: (answer: OpsFeedAck) => void,
  ) => void;
};
