// Who holds a symbol's ops claim (tickKeys.feedClaim): one ops connection, named by the admin's
// username so that every tick it feeds can say who produced it (`external:<username>`).

/** The claim value of one ops connection; compared whole, so it must be built the same way each time. */
export function feedClaimant(username: string, connectionId: string): string {
  return JSON.stringify({ by: username, conn: connectionId });
}

/** The source label of ticks fed by a claim: `external:<ops username>` (`external` if unreadable). */
export function claimSourceLabel(claimant: string | null): string {
  try {
    const { by } = JSON.parse(claimant ?? '') as { by?: unknown };
    return typeof by === 'string' ? `external:${by}` : 'external';
  } catch {
    return 'external';
  }
}
