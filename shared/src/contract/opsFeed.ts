// The ops feed channel: the Socket.IO namespace `/ops` through which scripts/replay-feed pushes
// recorded quotes into a running Tempo. Ops admins only (auth: { token } of an ops session).
import { z } from 'zod';
import type { ErrorCode } from './errors';
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

export type OpsFeedAck = { ok: true; accepted?: number } | { ok: false; code: ErrorCode; message: string };

export interface OpsClientToServerEvents {
  /** Takes a symbol over: its feed publishes only what this connection sends until release. */
  'feed:claim': (payload: FeedClaimPayload, ack: (answer: OpsFeedAck) => void) => void;
  /** Queues quotes for the claimed symbol; the feed stamps and publishes them in order. */
  'feed:quotes': (payload: FeedQuotesPayload, ack: (answer: OpsFeedAck) => void) => void;
  /** Hands the symbol back to its own source once the queued quotes are published. */
  'feed:release': (payload: FeedClaimPayload, ack: (answer: OpsFeedAck) => void) => void;
}
