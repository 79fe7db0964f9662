// The server's clock as this device can know it. Countdowns end at the server's `expiryTs`, and a
// phone's clock may be seconds off, so every tick (stamped by the server) is a sample of
// server − client; the median of the recent ones ignores the odd late packet.

/** How many recent samples the estimate is the median of. */
const SAMPLES = 31;

export class ClockOffset {
  private readonly samples: number[] = [];

  constructor(private readonly size: number = SAMPLES) {}

  /** A server timestamp `serverTs` received at this device's time `receivedAt` (both epoch ms). */
  add(serverTs: number, receivedAt: number): void {
    if (!Number.isFinite(serverTs) || !Number.isFinite(receivedAt)) return;
    this.samples.push(serverTs - receivedAt);
    if (this.samples.length > this.size) this.samples.shift();
  }

  /** Server time minus device time, in ms: the median of the recent samples, 0 before the first. */
  get offset(): number {
    const n = this.samples.length;
    if (n === 0) return 0;
    const sorted = [...this.samples].sort((a, b) => a - b);
    const middle = n >> 1;
    return n % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
  }

  get sampleCount(): number {
    return this.samples.length;
  }
}

/** The app's estimate, fed by the tick stream (see orderEvents.ts). */
export const serverClock = new ClockOffset();

/** The server's time now, as far as this device can tell (epoch ms). */
export function serverNow(): number {
  return Date.now() + serverClock.offset;
}
