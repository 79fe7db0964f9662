// The platform's vital signs for the ops console's health page: each running process's report
// (about every 2 s) and the totals across them, with the depth of each job queue.
import { z } from 'zod';

/** A window's latency figures: upper bounds of the histogram buckets the quantiles fall in. */
const latencyWindow = z.object({
  count: z.number().int(),
  p50Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
});

export const processVitals = z.object({
  id: z.string(),
  roles: z.array(z.string()),
  /** Sockets connected to this process (realtime role). */
  sockets: z.number().int(),
  ticksPerSecond: z.number(),
  settledPerSecond: z.number(),
  /** Settlement lag of the orders this process settled in the last window (worker role). */
  settlementLag: latencyWindow,
  eventLoopP99Ms: z.number().nullable(),
  rssBytes: z.number().int(),
  /** Epoch ms of the report. */
  at: z.number().int(),
});
export type ProcessVitals = z.infer<typeof processVitals>;

export const healthView = z.object({
  at: z.number().int(),
  processes: z.array(processVitals),
  totals: z.object({
    sockets: z.number().int(),
    ticksPerSecond: z.number(),
    settledPerSecond: z.number(),
    /** The worst p99 of the processes that settled orders in the window; null when none did. */
    settlementLagP99Ms: z.number().nullable(),
  }),
  queues: z.array(
    z.object({
      name: z.string(),
      waiting: z.number().int(),
      active: z.number().int(),
      delayed: z.number().int(),
      failed: z.number().int(),
    }),
  ),
});
export type HealthView = z.infer<typeof healthView>;
