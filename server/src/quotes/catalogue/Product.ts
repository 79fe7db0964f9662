import type { CountdownOption, EarlyCloseTerms, Language, ProductKind } from '@tempo/shared';

export const SCHEDULE_NAMES = ['always', 'fx', 'metals'] as const;
export type ScheduleName = (typeof SCHEDULE_NAMES)[number];

export const FEED_SOURCES = ['simulator', 'replay', 'exchange'] as const;
export type FeedSourceName = (typeof FEED_SOURCES)[number];
// Which of them may price real money is the gate's answer alone (realMoneySources.ts, SB6).

/** A product as the server knows it, catalogue row and countdowns together. */
export interface Product {
  symbol: string;
  kind: ProductKind;
  names: Partial<Record<Language, string>>;
  /** Decimals of its price. */
  precision: number;
  schedule: ScheduleName;
  maintenance: boolean;
  /** Ops may replay or push quotes into it; it then takes demo orders only (SB1–SB4). */
  sandbox: boolean;
  enabled: boolean;
  sortOrder: number;
  /** Where a simulated market starts, its annualised volatility and the mean volume of a tick. */
  simulator: { startPrice: number; volatility: number; tickVolume: number };
  /**
   * Which source feeds it when ops are not pushing quotes into it, with that source's options, and
   * the ops username who chose it (null for the seeded catalogue).
   */
  feed: { source: FeedSourceName; options: Record<string, unknown>; setBy: string | null };
  /**
   * Version of the settings that shape its prices (the feed and its options, the precision, the
   * simulator's settings): 1 at first, one more with each change of any of them (SB7).
   */
  feedVersion: number;
  countdowns: CountdownOption[];
  /** Its terms of early close for orders placed now (orders/SPEC.md E4), or null while it is off. */
  earlyClose: EarlyCloseTerms | null;
}
