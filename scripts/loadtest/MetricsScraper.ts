// The server's own figures, read from its Prometheus endpoint `GET {url}/api/metrics` (ops bearer
// token) at start, every few seconds and at the end: CPU, RSS, event-loop delay, sockets, ticks
// published, orders placed and the settlement-lag histogram. A node without the endpoint (or a
// refused scrape) is reported as "n/a", never as a failure of the run.
import type { TempoApi } from './TempoApi';

export interface MetricsSample {
  /** Epoch ms of the scrape. */
  at: number;
  cpuSeconds: number | null;
  rssBytes: number | null;
  eventLoopLagP99Sec: number | null;
  socketClients: number | null;
  ticksPublished: number | null;
  ordersPlaced: number | null;
  /** Cumulative settlement-lag buckets: upper bound (s) → count. */
  settlementLag: [number, number][];
}

export interface NodeMetrics {
  url: string;
  available: boolean;
  /** Why the endpoint gave nothing, when it did not. */
  problem: string | null;
  samples: MetricsSample[];
  /** Server CPU over the run, share of one core (Δ cpu seconds / Δ wall seconds). */
  cpuShare: number | null;
  /** The highest share between two consecutive scrapes. */
  cpuShareMax: number | null;
  rssMaxBytes: number | null;
  rssStartBytes: number | null;
  eventLoopLagP99MaxSec: number | null;
  socketClientsMax: number | null;
  ticksPublished: number | null;
  ordersPlaced: number | null;
  /** p99 of the server's own settlement-lag histogram over the run (bucket bound, s). */
  settlementLagP99Sec: number | null;
}

/** Parses Prometheus text format into name → [labels, value] pairs. */
export function parsePrometheus(text: string): Map<string, { labels: string; value: number }[]> {
  const metrics = new Map<string, { labels: string; value: number }[]>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const value = Number(match[3]);
    if (Number.isNaN(value)) continue;
    const list = metrics.get(match[1]!) ?? [];
    list.push({ labels: match[2] ?? '', value });
    metrics.set(match[1]!, list);
  }
  return metrics;
}

function sampleOf(text: string, at: number): MetricsSample {
  const metrics = parsePrometheus(text);
  const sum = (name: string) => {
    const list = metrics.get(name);
    return list ? list.reduce((total, { value }) => total + value, 0) : null;
  };
  const buckets = new Map<number, number>();
  for (const { labels, value } of metrics.get('tempo_settlement_lag_seconds_bucket') ?? []) {
    const le = /le="([^"]+)"/.exec(labels)?.[1];
    if (le === undefined) continue;
    const bound = le === '+Inf' ? Infinity : Number(le);
    buckets.set(bound, (buckets.get(bound) ?? 0) + value);
  }
  return {
    at,
    cpuSeconds: sum('process_cpu_seconds_total'),
    rssBytes: sum('process_resident_memory_bytes'),
    eventLoopLagP99Sec: sum('nodejs_eventloop_lag_p99_seconds'),
    socketClients: sum('tempo_socket_clients'),
    ticksPublished: sum('tempo_ticks_published_total'),
    ordersPlaced: sum('tempo_orders_placed_total'),
    settlementLag: [...buckets.entries()].sort(([a], [b]) => a - b),
  };
}

function histogramP99(first: MetricsSample, last: MetricsSample): number | null {
  const before = new Map(first.settlementLag);
  const deltas = last.settlementLag.map(
    ([bound, count]) => [bound, count - (before.get(bound) ?? 0)] as const,
  );
  const total = deltas.at(-1)?.[1] ?? 0;
  if (!total) return null;
  return deltas.find(([, count]) => count >= total * 0.99)?.[0] ?? null;
}

export class MetricsScraper {
  private readonly nodes: { api: TempoApi; samples: MetricsSample[]; problem: string | null }[];
  private timer: NodeJS.Timeout | null = null;
  private token: string | null = null;

  constructor(apis: TempoApi[]) {
    this.nodes = apis.map((api) => ({ api, samples: [], problem: null }));
  }

  /** Takes the first sample of every node and keeps sampling every `everySec` seconds. */
  async start(opsToken: string | null, everySec: number): Promise<void> {
    this.token = opsToken;
    await this.scrape();
    this.timer = setInterval(() => void this.scrape(), everySec * 1000);
  }

  /** Takes the last sample and stops. */
  async stop(): Promise<NodeMetrics[]> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.scrape();
    return this.nodes.map(({ api, samples, problem }) => summarise(api.baseUrl, samples, problem));
  }

  /** The CPU seconds every node has used so far, summed (null when a node cannot tell). */
  async cpuSecondsNow(): Promise<number | null> {
    await this.scrape();
    const perNode = this.nodes.map(({ samples }) => samples.at(-1)?.cpuSeconds ?? null);
    return perNode.every((cpu) => cpu !== null) ? perNode.reduce<number>((sum, cpu) => sum + cpu!, 0) : null;
  }

  /** The latest RSS of each node (null where unknown), for the memory-per-client figure. */
  async rssNow(): Promise<(number | null)[]> {
    await this.scrape();
    return this.nodes.map(({ samples }) => samples.at(-1)?.rssBytes ?? null);
  }

  private async scrape(): Promise<void> {
    await Promise.all(
      this.nodes.map(async (node) => {
        if (!this.token) {
          node.problem = 'no ops token (ops login failed)';
          return;
        }
        try {
          const at = Date.now();
          const { http, text } = await node.api.raw('GET', '/api/metrics', { bearer: this.token });
          if (http !== 200 || !text.includes('process_cpu_seconds_total')) {
            node.problem = `GET /api/metrics answered HTTP ${http}`;
            return;
          }
          node.samples.push(sampleOf(text, at));
        } catch (error) {
          node.problem = `GET /api/metrics failed: ${(error as Error).message}`;
        }
      }),
    );
  }
}

function summarise(url: string, samples: MetricsSample[], problem: string | null): NodeMetrics {
  const first = samples[0];
  const last = samples.at(-1);
  const max = (pick: (sample: MetricsSample) => number | null) => {
    const values = samples.map(pick).filter((value): value is number => value !== null);
    return values.length ? Math.max(...values) : null;
  };
  const share = (a: MetricsSample, b: MetricsSample) =>
    a.cpuSeconds !== null && b.cpuSeconds !== null && b.at > a.at
      ? (b.cpuSeconds - a.cpuSeconds) / ((b.at - a.at) / 1000)
      : null;
  // process_cpu_seconds_total moves in coarse steps: only intervals of a second or more count.
  const shares = samples
    .slice(1)
    .map((sample, i) => (sample.at - samples[i]!.at >= 1_000 ? share(samples[i]!, sample) : null))
    .filter((value): value is number => value !== null);
  // A labelled counter has no series until its first increment: missing at the start counts as 0.
  const delta = (pick: (sample: MetricsSample) => number | null) =>
    first && last && pick(last) !== null ? pick(last)! - (pick(first) ?? 0) : null;
  return {
    url,
    available: samples.length > 0,
    problem: samples.length ? null : problem,
    samples,
    cpuShare: first && last ? share(first, last) : null,
    cpuShareMax: shares.length ? Math.max(...shares) : null,
    rssMaxBytes: max((sample) => sample.rssBytes),
    rssStartBytes: first?.rssBytes ?? null,
    eventLoopLagP99MaxSec: max((sample) => sample.eventLoopLagP99Sec),
    socketClientsMax: max((sample) => sample.socketClients),
    ticksPublished: delta((sample) => sample.ticksPublished),
    ordersPlaced: delta((sample) => sample.ordersPlaced),
    settlementLagP99Sec: first && last ? histogramP99(first, last) : null,
  };
}
