/** Socket.IO room names, in one place. */
export const rooms = {
  /** Every tick and closed candle of a symbol. */
  ticks: (symbol: string) => `t:${symbol}`,
  /** The once-a-second 24h ticker of a symbol. */
  tickers: (symbol: string) => `k:${symbol}`,
  /** One user's own events (orders, balance), on whichever node their sockets are. */
  user: (userId: number) => `user:${userId}`,
};
