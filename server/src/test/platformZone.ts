// A platform time zone chosen for the hour a test needs, whatever the hour it runs at: the savings
// roll of a day is due only from its 08:00, and a day that ends mid-test moves every "today".

/**
 * A zone (Etc/GMT±N, whole hours off UTC) where the local time is now between `hour`:00 and
 * `hour`:59. Etc/GMT-N is N hours ahead of UTC.
 */
export function zoneWhereItIsNow(hour: number): string {
  const ahead = (hour - new Date().getUTCHours() + 24) % 24;
  const offset = ahead > 11 ? ahead - 24 : ahead;
  return offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
