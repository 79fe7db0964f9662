// Which symbols each fanout client subscribes to, every tick of each. `product`: every client
// takes all the run's symbols (one symbol: a product page). `list`: every client takes all of them,
// ten by default, the product list's worst case (the list itself asks only for tickers, one frame
// a second). `mix`: 70% of clients as `list`, 30% one product each, round-robin over the symbols.
export const FANOUT_PROFILES = ['product', 'list', 'mix'] as const;
export type FanoutProfile = (typeof FANOUT_PROFILES)[number];

/** Symbols the list and mix profiles take when --symbols names none. */
export const LIST_SYMBOLS = 10;

const LIST_SHARE_OF_MIX = 0.7;

export function symbolsOfProfile(profile: FanoutProfile, symbols: string[]): (client: number) => string[] {
  if (profile !== 'mix') return () => symbols;
  return (client) => {
    // In every block of ten clients: seven list clients, then three product pages.
    const listed = LIST_SHARE_OF_MIX * 10;
    const slot = client % 10;
    if (slot < listed) return symbols;
    const productPage = Math.floor(client / 10) * (10 - listed) + (slot - listed);
    return [symbols[productPage % symbols.length]!];
  };
}
