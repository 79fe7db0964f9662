// The default price source: a seeded random walk (geometric Brownian motion) with the product's
// own volatility, 4–5 ticks a second, publishing only while the market is open. The same seed
// and start price give the same prices, tick after tick.
import { roundPrice } from '@tempo/shared';
import { sleep, type EmitQuote, type PriceSource } from './PriceSource';

const SECONDS_PER_YEAR = 365 * 24 * 3600;

export interface SimulatorOptions {
  seed: number;
  startPrice: number;
  /** Annualised volatility, e.g. 0.6 for 60%. */
  volatility: number;
  /** Mean traded quantity per tick. */
  tickVolume: number;
  precision: number;
  /** Whether the market is open now; closed markets get no ticks. */
  isOpen: () => boolean;
  /** Range of the pause between ticks in ms (4–5 ticks a second by default). */
  intervalMs?: [number, number];
}

/** A small, fast, seedable PRNG (mulberry32): uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A stable 32-bit seed from text (FNV-1a), so each symbol walks its own path. */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The walk itself: each call gives the next price, volume and pause, driven only by the seed. */
export function createWalk(options: Omit<SimulatorOptions, 'isOpen'>) {
  const random = seededRandom(options.seed);
  const [minGap, maxGap] = options.intervalMs ?? [200, 250];
  const gaussian = () => {
    // Box–Muller; 1 - random() keeps the logarithm away from zero.
    const u = 1 - random();
    const v = random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  let price = options.startPrice;
  return () => {
    const gapMs = minGap + random() * (maxGap - minGap);
    const dt = gapMs / 1000 / SECONDS_PER_YEAR;
    const sigma = options.volatility;
    price *= Math.exp(-0.5 * sigma * sigma * dt + sigma * Math.sqrt(dt) * gaussian());
    // Volumes are log-normal around the product's typical tick size.
    const volume = options.tickVolume * Math.exp(0.8 * gaussian() - 0.32);
    return {
      gapMs,
      price: roundPrice(price, options.precision),
      volume: Math.round(volume * 1e6) / 1e6,
    };
  };
}

export class SimulatorSource implements PriceSource {
  readonly kind = 'simulator';
  readonly sourceLabel = 'simulator';

  constructor(private readonly options: SimulatorOptions) {}

  async run(emit: EmitQuote, signal: AbortSignal): Promise<void> {
    const next = createWalk(this.options);
    // The first step is published at once: a leader taking over a symbol continues its prices
    // without waiting a tick's gap more than the handover already cost.
    let wait = 0;
    while (!signal.aborted) {
      const step = next();
      await sleep(wait, signal);
      wait = step.gapMs;
      if (signal.aborted) return;
      if (!this.options.isOpen()) continue;
      await emit({ price: step.price, volume: step.volume });
    }
  }
}
