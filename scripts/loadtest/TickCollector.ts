// What N receiving clients saw of a tick stream, for Tempo and for the bare baselines alike:
// delivery latency (server timestamp `t` → receipt here), the spread between the first and the
// last client to receive each tick, and the ticks a client missed. Only ticks stamped inside the
// measuring window count; the collector keeps listening a moment after it so late deliveries of
// in-window ticks still arrive.
import { LatencyRecorder, type LatencyReport } from './LatencyRecorder';

export interface FanoutMeasure {
  /** Clients connected when the window opened (the ones every tick was expected at). */
  clientsAtStart: number;
  /** Distinct ticks stamped in the window that any client received. */
  ticks: number;
  deliveries: number;
  /** Deliveries expected: ticks × clients subscribed to the tick's symbol and connected at start. */
  expected: number;
  /** Expected deliveries that never came. */
  drops: number;
  /** Clients connected at start that received no tick at all in the window. */
  clientsWithoutTicks: number;
  /** The fewest ticks one client (connected at start) received. */
  fewestTicksPerClient: number;
  /** Ticks per second each client received on average (the rate a baseline repeats). */
  ticksPerSecondPerClient: number;
  latency: LatencyReport;
  spread: LatencyReport;
}

interface TickSeen {
  t: number;
  symbol: string;
  first: number;
  last: number;
  count: number;
}

/** Wall time in epoch ms with sub-millisecond precision. */
export const nowMs = (): number => performance.timeOrigin + performance.now();

export class TickCollector {
  private readonly seen = new Map<string, TickSeen>();
  private readonly perClient: Uint32Array;
  private readonly connectedAtStart: Uint8Array;
  private readonly symbolsOf: (client: number) => readonly string[];
  private windowStart = Infinity;
  private windowEnd = Infinity;
  private readonly latency: LatencyRecorder;

  /**
   * @param clients how many clients will report ticks (indexes 0..clients-1)
   * @param symbolsOf the symbols a client subscribed to
   * @param originMs epoch ms that the latency-over-time plot starts at
   */
  constructor(
    clients: number,
    symbolsOf: (client: number) => readonly string[],
    private readonly originMs: number,
  ) {
    this.perClient = new Uint32Array(clients);
    this.connectedAtStart = new Uint8Array(clients);
    this.symbolsOf = symbolsOf;
    this.latency = new LatencyRecorder(originMs);
  }

  /** Opens the window now; `isConnected` tells which clients are expected to get every tick. */
  open(isConnected: (client: number) => boolean): void {
    for (let i = 0; i < this.perClient.length; i++) this.connectedAtStart[i] = isConnected(i) ? 1 : 0;
    this.windowStart = Date.now();
  }

  /** Closes the window: ticks stamped from now on no longer count. */
  close(): void {
    this.windowEnd = Date.now();
  }

  /** One tick (`symbol`, server time `t` in epoch ms) received by `client`. */
  receive(client: number, symbol: string, t: number): void {
    if (t < this.windowStart || t >= this.windowEnd) return;
    const at = nowMs();
    this.latency.record(at - t, at);
    this.perClient[client] = (this.perClient[client] ?? 0) + 1;
    const key = `${symbol}\u0000${t}`;
    const tick = this.seen.get(key);
    if (tick) {
      tick.last = at;
      tick.count++;
    } else this.seen.set(key, { t, symbol, first: at, last: at, count: 1 });
  }

  result(): FanoutMeasure {
    const spread = new LatencyRecorder(this.originMs);
    const expectedBySymbol = new Map<string, number>();
    let clientsAtStart = 0;
    let clientsWithoutTicks = 0;
    let fewest = Infinity;
    let deliveries = 0;
    for (let i = 0; i < this.perClient.length; i++) {
      if (!this.connectedAtStart[i]) continue;
      clientsAtStart++;
      for (const symbol of this.symbolsOf(i))
        expectedBySymbol.set(symbol, (expectedBySymbol.get(symbol) ?? 0) + 1);
      const got = this.perClient[i]!;
      if (got === 0) clientsWithoutTicks++;
      fewest = Math.min(fewest, got);
    }
    let expected = 0;
    let delivered = 0;
    for (const tick of this.seen.values()) {
      const receivers = expectedBySymbol.get(tick.symbol) ?? 0;
      expected += receivers;
      delivered += Math.min(tick.count, receivers);
      deliveries += tick.count;
      if (tick.count > 1) spread.record(tick.last - tick.first, tick.t);
    }
    const windowSeconds = Math.max(0.001, (Math.min(this.windowEnd, Date.now()) - this.windowStart) / 1000);
    return {
      clientsAtStart,
      ticks: this.seen.size,
      deliveries,
      expected,
      drops: expected - delivered,
      clientsWithoutTicks,
      fewestTicksPerClient: Number.isFinite(fewest) ? fewest : 0,
      ticksPerSecondPerClient: clientsAtStart ? deliveries / clientsAtStart / windowSeconds : 0,
      latency: this.latency.report(),
      spread: spread.report(),
    };
  }
}
