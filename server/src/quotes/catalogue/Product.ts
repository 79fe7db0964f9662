import type { CountdownOption, Language, ProductKind } from '@tempo/shared';

export const SCHEDULE_NAMES = ['always', 'fx', 'metals'] as const;
export type ScheduleName = (typeof SCHEDULE_NAMES)[number];

export const FEED_SOURCES = ['simulator', 'replay', 'exchange'] as const;
export type FeedSourceName = (typeof FEED_SOURCES)[number];

/** A product as the server knows it, catalogue row and countdowns together. */
export interface Product {
  symbol: string;
  kind: ProductKind;
  names: Partial<Record<Language, string>>;
  /** Decimals of its price. */
  precision: number;
  schedule: ScheduleName;
  maintenance: boolean;
  enabled: boolean;
  sortOrder: number;
  /** Where a simulated market starts, its annualised volatility and the mean volume of a tick. */
  simulator: { startPrice: number; volatility: number; tickVolume: number };
  /** Which source feeds it when ops are not replaying into it, with that source's options. */
  feed: { source: FeedSourceName; options: Record<string, unknown> };
  countdowns: CountdownOption[];
}
