// Each process's vital signs for ops, reported to Redis about every two seconds and read back by
// the api (GET /admin/health): sockets held, ticks published and orders settled per second, the
// settlement lag of the last window, event-loop delay and memory. Figures come from the process's
// own Prometheus metrics, so what the health page charts is what /metrics says. A report lapses
// a few seconds after its process stops.
import type { ProcessVitals } from '@tempo/shared';
import type { Redis } from 'ioredis';
import type { Metrics } from './metrics';
import { platformKeys } from './platformKeys';

const REPORT_EVERY_MS = 2_000;
const REPORT_TTL_MS = 6_000;
/** Sorted set of reporting processes, scored by their last report. */
const PROCESSES_KEY = platformKeys.vitalsProcesses();
const reportKey = platformKeys.vitalsReport;

interface Sample {
  at: number;
  ticks: number;
  settled: number;
  /** Cumulative settlement lag bucket counts by upper bound (seconds), +Inf last. */
  lagBuckets: [number, number][];
}

export class VitalsReporter {
  private timer: NodeJS.Timeout | null = null;
  private previous: Sample | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly metrics: Metrics,
    private readonly id: string,
    private readonly roles: readonly string[],
  ) {}

  start(): void {
    const tick = () => void this.report().catch(() => undefined);
    tick();
    this.timer = setInterval(tick, REPORT_EVERY_MS).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.redis
      .multi()
      .del(reportKey(this.id))
      .zrem(PROCESSES_KEY, this.id)
      .exec()
      .catch(() => undefined);
  }

  /** Measures the window since the last report and writes it. */
  async report(): Promise<ProcessVitals> {
    const sample = await this.sample();
    const previous = this.previous ?? sample;
    this.previous = sample;
    const seconds = Math.max((sample.at - previous.at) / 1000, 0.001);
    const perSecond = (now: number, before: number) => Math.round(((now - before) / seconds) * 10) / 10;
    const vitals: ProcessVitals = {
      id: this.id,
      roles: [...this.roles],
      sockets: Math.round(await total(this.metrics.socketClients)),
      ticksPerSecond: perSecond(sample.ticks, previous.ticks),
      settledPerSecond: perSecond(sample.settled, previous.settled),
      settlementLag: windowLatency(sample.lagBuckets, previous.lagBuckets),
      eventLoopP99Ms: await this.eventLoopP99Ms(),
      rssBytes: process.memoryUsage().rss,
      at: sample.at,
    };
    await this.redis
      .multi()
      .set(reportKey(this.id), JSON.stringify(vitals), 'PX', REPORT_TTL_MS)
      .zadd(PROCESSES_KEY, sample.at, this.id)
      .zremrangebyscore(PROCESSES_KEY, '-inf', sample.at - REPORT_TTL_MS)
      .exec();
    return vitals;
  }

  private async sample(): Promise<Sample> {
    const lag = await this.metrics.settlementLag.get();
    const lagBuckets = lag.values
      .filter((value) => value.metricName?.endsWith('_bucket'))
      .map((value): [number, number] => [
        value.labels.le === '+Inf' ? Infinity : Number(value.labels.le),
        value.value,
      ]);
    return {
      at: Date.now(),
      ticks: await total(this.metrics.ticksPublished),
      settled: await total(this.metrics.ordersSettled),
      lagBuckets,
    };
  }

  private async eventLoopP99Ms(): Promise<number | null> {
    const metric = this.metrics.registry.getSingleMetric('nodejs_eventloop_lag_p99_seconds');
    const value = metric ? (await metric.get()).values[0]?.value : undefined;
    return value === undefined ? null : Math.round(value * 1000 * 10) / 10;
  }
}

/** A counter's or gauge's value summed over its labels. */
async function total(metric: { get(): Promise<{ values: { value: number }[] }> }): Promise<number> {
  return (await metric.get()).values.reduce((sum, value) => sum + value.value, 0);
}

/** The count and quantiles of the observations between two cumulative bucket samples. */
function windowLatency(now: [number, number][], before: [number, number][]): ProcessVitals['settlementLag'] {
  const counts = now.map(([bound, count], index) => [bound, count - (before[index]?.[1] ?? 0)] as const);
  const total = counts.at(-1)?.[1] ?? 0;
  const quantile = (q: number) => {
    if (total === 0) return null;
    // Past the last finite bucket, the quantile is at least that bound: reported as it.
    const finite = counts.filter(([bound]) => Number.isFinite(bound));
    const bound = finite.find(([, count]) => count >= q * total)?.[0] ?? finite.at(-1)?.[0] ?? null;
    return bound === null ? null : bound * 1000;
  };
  return { count: total, p50Ms: quantile(0.5), p99Ms: quantile(0.99) };
}

/** Every process's latest report, those that stopped reporting left out. */
export async function readVitals(redis: Redis): Promise<ProcessVitals[]> {
  const ids = await redis.zrangebyscore(PROCESSES_KEY, Date.now() - REPORT_TTL_MS, '+inf');
  if (ids.length === 0) return [];
  const reports = await redis.mget(ids.map(reportKey));
  return reports.flatMap((report) => (report ? [JSON.parse(report) as ProcessVitals] : []));
}
