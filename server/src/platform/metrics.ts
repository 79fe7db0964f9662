// Every Prometheus metric of a Tempo process, defined in one place. Each process has its own
// registry (tests start several in one Node process); the api role serves it at /api/metrics, a
// worker or feed process on METRICS_PORT.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics() {
  const registry = new Registry();
  // CPU, RSS, event-loop delay (nodejs_eventloop_lag_*), heap and GC.
  collectDefaultMetrics({ register: registry });
  const metric = { registers: [registry] };
  return {
    registry,
    http: new Histogram({
      name: 'tempo_http_request_seconds',
      help: 'REST requests by route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      ...metric,
    }),
    ticksPublished: new Counter({
      name: 'tempo_ticks_published_total',
      help: 'Ticks this process published as a feed leader',
      labelNames: ['symbol'] as const,
      ...metric,
    }),
    ticksArchived: new Counter({
      name: 'tempo_ticks_archived_total',
      help: 'Published ticks this process wrote to the PostgreSQL tick archive',
      ...metric,
    }),
    tickArchiveLag: new Histogram({
      name: 'tempo_tick_archive_lag_seconds',
      help: 'From publishing a tick to its archive write committing (oldest tick of each batch)',
      buckets: LATENCY_BUCKETS,
      ...metric,
    }),
    tickArchiveBacklog: new Gauge({
      name: 'tempo_tick_archive_backlog',
      help: 'Published ticks waiting for the archive in this process',
      ...metric,
    }),
    ticksFannedOut: new Counter({
      name: 'tempo_ticks_fanned_out_total',
      help: 'Ticks this node broadcast to its subscribed sockets',
      ...metric,
    }),
    quoteFrames: new Counter({
      name: 'tempo_quote_frames_total',
      help: 'Batches of market data this node broadcast, one per subscription set and batching window',
      ...metric,
    }),
    socketsFallenBehind: new Counter({
      name: 'tempo_sockets_fallen_behind_total',
      help: "Times a socket's send queue passed QUOTE_BACKLOG_LIMIT and its market data was conflated",
      ...metric,
    }),
    socketClients: new Gauge({
      name: 'tempo_socket_clients',
      help: 'Socket.IO clients connected to this node',
      ...metric,
    }),
    ordersPlaced: new Counter({
      name: 'tempo_orders_placed_total',
      help: 'Orders opened',
      labelNames: ['account'] as const,
      ...metric,
    }),
    ordersRefused: new Counter({
      name: 'tempo_orders_refused_total',
      help: 'Orders refused, by error code',
      labelNames: ['code'] as const,
      ...metric,
    }),
    placementSeconds: new Histogram({
      name: 'tempo_order_placement_seconds',
      help: 'Order placement time, including the wait for the entry tick',
      buckets: LATENCY_BUCKETS,
      ...metric,
    }),
    ordersSettled: new Counter({
      name: 'tempo_orders_settled_total',
      help: 'Orders settled, by outcome',
      labelNames: ['status'] as const,
      ...metric,
    }),
    settlementLag: new Histogram({
      name: 'tempo_settlement_lag_seconds',
      help: "From the moment an order's exit became final (the first tick after its expiry, or the feed's watermark past it) to its settlement being announced",
      buckets: LATENCY_BUCKETS,
      ...metric,
    }),
    queueJobs: new Gauge({
      name: 'tempo_queue_jobs',
      help: 'BullMQ jobs by queue and state',
      labelNames: ['queue', 'state'] as const,
      ...metric,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
