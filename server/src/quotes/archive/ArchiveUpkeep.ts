// The tick archive's upkeep, run once a second by each feed process for the symbols it leads:
// seals the minutes that closed (sealMinutes.ts) and, hourly, keeps the daily partitions ahead and
// drops those past the retention. The ticks themselves are written before they are published
// (tickJournal.ts), so a minute's ticks are all in the table once it has closed and its last
// tick was published; sealing waits `sealDelayMs` past the minute's end for a tick of the
// minute's last instant still on its way through a leader's publish.
import { minuteOf } from '@tempo/shared';
import type { AppContext } from '../../platform/context';
import { sealMinutes } from './sealMinutes';
import { dropExpiredTickPartitions, ensureTickPartitions } from './tickPartitions';

export interface UpkeepOptions {
  /** A minute is sealed this long after it ends (ms): room for a tick still being published. */
  sealDelayMs?: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export class ArchiveUpkeep {
  /** Symbols led, with the end (epoch ms) of the minutes sealed so far. */
  private readonly sealedThrough = new Map<string, number>();
  private maintainedAt = 0;
  private readonly sealDelayMs: number;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'logger' | 'config'>,
    options: UpkeepOptions = {},
  ) {
    this.sealDelayMs = options.sealDelayMs ?? 5_000;
  }

  /** Seals the closed minutes of the symbols this process leads; hourly, the partitions. */
  async maintain(leading: readonly string[], now = Date.now()): Promise<void> {
    for (const symbol of this.sealedThrough.keys()) {
      if (!leading.includes(symbol)) this.sealedThrough.delete(symbol);
    }
    try {
      if (now - this.maintainedAt >= HOUR_MS) {
        await ensureTickPartitions(this.ctx.db, [now, now + DAY_MS, now + 2 * DAY_MS]);
        const dropped = await dropExpiredTickPartitions(
          this.ctx.db,
          now,
          this.ctx.config.TICK_ARCHIVE_RETENTION_DAYS,
        );
        if (dropped.length)
          this.ctx.logger.info({ dropped }, 'tick archive: partitions past the retention dropped');
        this.maintainedAt = now;
      }
      const until = now - this.sealDelayMs;
      for (const symbol of leading) {
        if (minuteOf(until) > (this.sealedThrough.get(symbol) ?? 0)) {
          this.sealedThrough.set(symbol, (await sealMinutes(this.ctx.db, symbol, until)).through);
        }
      }
    } catch (error) {
      this.ctx.logger.warn({ err: error }, 'tick archive: upkeep failed; the next pass retries');
    }
  }
}
