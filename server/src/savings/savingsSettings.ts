// The numbers of the savings rules that come from configuration.
import type { Config } from '../platform/config';

export interface SavingsSettings {
  /** PLATFORM_TZ: every savings day is a calendar day of this zone. */
  timeZone: string;
  /** The least one transfer may move, in cents. */
  minTransfer: number;
  /** Transfers in and out together per user per platform day. */
  transfersPerDay: number;
}

export function savingsSettingsOf(config: Config): SavingsSettings {
  return {
    timeZone: config.PLATFORM_TZ,
    minTransfer: config.SAVINGS_MIN_TRANSFER,
    transfersPerDay: config.SAVINGS_TRANSFERS_PER_DAY,
  };
}

/** What tells the time: the real clock, or a test's or an ops run's instant. */
export type SavingsClock = () => Date;
