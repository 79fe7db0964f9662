// The settings that shape a product's prices (rule SB7 of server/src/orders/SPEC.md): its feed
// source with that source's options (an exchange stream's url and symbol, a replay's recording
// and speed), the precision its prices are rounded to, and the simulator's start price,
// volatility and tick volume. None changes while a real-balance order is open on the product, and
// every change of any of them raises the product's feed version in the same UPDATE.
import { isDeepStrictEqual } from 'node:util';
import type { UpdateProductBody } from '@tempo/shared';
import type { FeedSourceName } from './Product';

export interface PriceSettings {
  feed: { source: FeedSourceName; options: Record<string, unknown> };
  /** Decimals its prices are rounded to: fewer can turn a win into a draw. */
  precision: number;
  simulator: { startPrice: number; volatility: number; tickVolume: number };
}

/** The settings as they were and as they are after a change, each with its feed version (audited). */
export interface PriceSettingsChange {
  before: PriceSettings & { feedVersion: number };
  after: PriceSettings & { feedVersion: number };
}

/** `current` with whatever `change` sets of it. */
export function priceSettingsAfter(current: PriceSettings, change: UpdateProductBody): PriceSettings {
  return {
    feed: change.feed
      ? { source: change.feed.source, options: plainOptions(change.feed.options) }
      : current.feed,
    precision: change.precision ?? current.precision,
    simulator: { ...current.simulator, ...change.simulator },
  };
}

/** Which settings differ between `before` and `after`: the feed (source or options), the others. */
export function priceSettingsDiffer(
  before: PriceSettings,
  after: PriceSettings,
): { feed: boolean; shaping: boolean } {
  return {
    feed:
      before.feed.source !== after.feed.source ||
      !isDeepStrictEqual(plainOptions(before.feed.options), plainOptions(after.feed.options)),
    shaping: before.precision !== after.precision || !isDeepStrictEqual(before.simulator, after.simulator),
  };
}

/** Options as jsonb keeps them: an option left undefined is no option at all. */
function plainOptions(options: object | null | undefined): Record<string, unknown> {
  return JSON.parse(JSON.stringify(options ?? {})) as Record<string, unknown>;
}
