// Every Redis key of the quotes domain, named in one place. Keys get the deployment prefix from
// the connection. The domain's bus channels are in the shared bus table (busChannels).

export const tickKeys = {
  /** Stream of recent ticks of a symbol; entry id = `<ts>-<seq>`, fields p (price) and v (volume). */
  stream: (symbol: string) => `ticks:${symbol}`,
  /** Hash of a symbol's live candles (one field per interval, JSON) and `lastTickTs`. */
  liveCandles: (symbol: string) => `candles:live:${symbol}`,
  /** Hash of the latest 24h ticker of every symbol (JSON per symbol). */
  tickers: () => 'tickers',
  /** Lock naming the feed process that publishes a symbol. */
  feedLock: (symbol: string) => `feed:lock:${symbol}`,
  /** Fencing counter of a symbol: raised by each new leader; publishes carrying an older one are refused. */
  feedFence: (symbol: string) => `feed:fence:${symbol}`,
  /** Present while ops replay into a symbol through the ops channel (holds the claimant). */
  feedClaim: (symbol: string) => `feed:claim:${symbol}`,
  /** Quotes sent by ops for a claimed symbol, waiting for its feed leader. */
  feedInbox: (symbol: string) => `feed:inbox:${symbol}`,
  /** The feed leader's latest report on a symbol (feed/feedStatus.ts), JSON, expiring. */
  feedStatus: (symbol: string) => `feed:status:${symbol}`,
};
