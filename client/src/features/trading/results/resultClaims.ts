// Which products have a closing dialog on screen: a result of such a product shows there, in full,
// and not again as a toast.
const claimed = new Map<string, number>();

/** A closing dialog for `symbol` is mounted; returns the release function. */
export function claimResultsOf(symbol: string): () => void {
  claimed.set(symbol, (claimed.get(symbol) ?? 0) + 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const count = (claimed.get(symbol) ?? 1) - 1;
    if (count > 0) claimed.set(symbol, count);
    else claimed.delete(symbol);
  };
}

export function isClaimed(symbol: string): boolean {
  return claimed.has(symbol);
}
