// The load generator's own CPU (process.cpuUsage) over a phase, as a share of one core. Above
// ~70% the generator, not the server, may be what the figures measure: DESIGN §8 calls such a
// run invalid.
export const GENERATOR_CPU_LIMIT = 0.7;

export interface CpuFigure {
  /** Average share of one core over the phase. */
  share: number;
  /** The highest one-second share seen. */
  peak: number;
  valid: boolean;
}

export class GeneratorCpu {
  private readonly start = process.cpuUsage();
  private readonly wallStart = performance.now();
  private last = process.cpuUsage();
  private lastWall = performance.now();
  private peak = 0;
  private readonly timer = setInterval(() => this.sample(), 1_000);

  private sample(): void {
    const now = performance.now();
    const used = process.cpuUsage(this.last);
    this.peak = Math.max(this.peak, (used.user + used.system) / 1000 / (now - this.lastWall));
    this.last = process.cpuUsage();
    this.lastWall = now;
  }

  /** The share of one core used since construction. */
  current(): number {
    const used = process.cpuUsage(this.start);
    return (used.user + used.system) / 1000 / Math.max(1, performance.now() - this.wallStart);
  }

  stop(): CpuFigure {
    clearInterval(this.timer);
    const share = this.current();
    return { share, peak: Math.max(this.peak, share), valid: share <= GENERATOR_CPU_LIMIT };
  }
}
