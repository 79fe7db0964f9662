// Latency figures of one measured quantity: an HDR histogram for the percentiles, a coarse
// histogram per second for the latency-over-time plot, and log-spaced buckets for the histogram
// plot. Values are milliseconds (fractions kept: the histograms count microseconds).
import { build, type Histogram } from 'hdr-histogram-js';

/** Percentiles of one quantity, in milliseconds. */
export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
  mean: number;
}

/** One second of the latency-over-time plot: seconds since the run's origin, figures in ms. */
export interface LatencyPoint {
  second: number;
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** One bar of the histogram plot: values up to `upToMs` (from the previous bar's bound). */
export interface LatencyBucket {
  upToMs: number;
  count: number;
}

export interface LatencyReport {
  summary: LatencySummary;
  series: LatencyPoint[];
  buckets: LatencyBucket[];
}

const FIRST_BUCKET_MS = 0.1;
const BUCKET_GROWTH = 1.25;

export class LatencyRecorder {
  private readonly histogram: Histogram = build({ numberOfSignificantValueDigits: 3 });
  private readonly perSecond = new Map<number, Histogram>();
  private readonly bucketCounts: number[] = [];

  /** @param originMs epoch ms that second 0 of the time series starts at. */
  constructor(private readonly originMs: number) {}

  /** Records one value (ms) observed at `atMs` (epoch ms). Negative values count as 0. */
  record(valueMs: number, atMs: number = Date.now()): void {
    const micros = Math.max(0, Math.round(valueMs * 1000));
    this.histogram.recordValue(micros);
    const second = Math.max(0, Math.floor((atMs - this.originMs) / 1000));
    let slot = this.perSecond.get(second);
    if (!slot) {
      slot = build({ numberOfSignificantValueDigits: 2 });
      this.perSecond.set(second, slot);
    }
    slot.recordValue(micros);
    const index =
      micros <= FIRST_BUCKET_MS * 1000
        ? 0
        : Math.ceil(Math.log(micros / (FIRST_BUCKET_MS * 1000)) / Math.log(BUCKET_GROWTH));
    this.bucketCounts[index] = (this.bucketCounts[index] ?? 0) + 1;
  }

  get count(): number {
    return this.histogram.totalCount;
  }

  summary(): LatencySummary {
    const h = this.histogram;
    // HDR answers a bucket's upper bound, which may pass the largest value recorded.
    const ms = (micros: number) => Math.round(Math.min(micros, h.maxValue)) / 1000;
    if (h.totalCount === 0) return { count: 0, p50: NaN, p90: NaN, p99: NaN, p999: NaN, max: NaN, mean: NaN };
    return {
      count: h.totalCount,
      p50: ms(h.getValueAtPercentile(50)),
      p90: ms(h.getValueAtPercentile(90)),
      p99: ms(h.getValueAtPercentile(99)),
      p999: ms(h.getValueAtPercentile(99.9)),
      max: ms(h.maxValue),
      mean: ms(h.mean),
    };
  }

  report(): LatencyReport {
    const series = [...this.perSecond.entries()]
      .sort(([a], [b]) => a - b)
      .map(([second, h]) => ({
        second,
        count: h.totalCount,
        p50: h.getValueAtPercentile(50) / 1000,
        p99: h.getValueAtPercentile(99) / 1000,
        max: h.maxValue / 1000,
      }));
    const buckets = Array.from(this.bucketCounts, (count, index) => ({
      upToMs: Number((FIRST_BUCKET_MS * BUCKET_GROWTH ** index).toPrecision(3)),
      count: count ?? 0,
    }));
    return { summary: this.summary(), series, buckets };
  }
}
