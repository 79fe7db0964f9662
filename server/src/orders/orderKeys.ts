// Every Redis key of the orders domain, named in one place. Keys get the deployment prefix from
// the connection.

export const orderKeys = {
  /** A placement's claim on its idempotency key: 'pending' while placing, 'placed' after (P5). */
  placementClaim: (userId: number, key: string) => `orders:key:${userId}:${key}`,
  /** A trader's count of orders in one epoch second (the rate of placements). */
  placementRate: (userId: number, second: number) => `orders:rate:${userId}:${second}`,
};
