// The server's clock as this device can know it. Countdowns end at the server's `expiryTs`, and a
// phone's clock may be seconds off. The estimate comes from exchanges over the socket, as NTP
// measures: the client asks for the server's time and times the answer; with symmetric paths the
// server answered halfway through the round trip, and the exchange with the shortest round trip
// is the least disturbed. Until an exchange has been made, every tick (stamped by the server) is a
// sample of server − client, late by its delivery; the median of the recent ones ignores the odd
// late packet.

/** How many recent samples the estimate is the median of. */
const SAMPLES = 31;

/** One exchange: the client's send and receive times and the server's answer between them. */
export interface ClockExchange {
  sentAt: number;
  serverTs: number;
  receivedAt: number;
}

export class ClockOffset {
  private readonly samples: number[] = [];
  /** The shortest-round-trip exchange since the connection was made, if any. */
  private best: { roundTrip: number; offset: number } | null = null;

  constructor(private readonly size: number = SAMPLES) {}

  /** A server timestamp `serverTs` received at this device's time `receivedAt` (both epoch ms). */
  add(serverTs: number, receivedAt: number): void {
    if (!Number.isFinite(serverTs) || !Number.isFinite(receivedAt)) return;
    this.samples.push(serverTs - receivedAt);
    if (this.samples.length > this.size) this.samples.shift();
  }

  /** One timed exchange with the server; the one with the shortest round trip is kept. */
  addExchange({ sentAt, serverTs, receivedAt }: ClockExchange): void {
    const roundTrip = receivedAt - sentAt;
    if (![sentAt, serverTs, receivedAt].every(Number.isFinite) || roundTrip < 0) return;
    if (this.best && this.best.roundTrip <= roundTrip) return;
    this.best = { roundTrip, offset: Math.round(serverTs - (sentAt + receivedAt) / 2) };
  }

  /** A new connection (another path, maybe another server): exchanges are made again. */
  forgetExchanges(): void {
    this.best = null;
  }

  /**
   * Server time minus device time, in ms: the best exchange's, else the median of the recent tick
   * samples, 0 before the first.
   */
  get offset(): number {
    if (this.best) return this.best.offset;
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

/** The app's estimate, fed by exchanges on each connection and the tick stream (see orderEvents.ts). */
export const serverClock = new ClockOffset();

/** The server's time now, as far as this device can tell (epoch ms). */
export function serverNow(): number {
  return Date.now() + serverClock.offset;
}
