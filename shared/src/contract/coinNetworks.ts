// The coin networks money moves on: the platform's deposit addresses and the traders' withdrawal
// addresses. One fixed list, spelled one way, so that every address on it gets its network's
// checksum (server: cashier/withdrawals/walletAddress.ts) and no other spelling ("TRC-20",
// "trc20") can slip past the check. Adding a network means adding its address check too.
import { z } from 'zod';

export const COIN_NETWORKS = ['TRC20', 'ERC20'] as const;
export type CoinNetwork = (typeof COIN_NETWORKS)[number];

/** A network of the list, spelled exactly; anything else is VALIDATION_FAILED. */
export const coinNetworkField = z.enum(COIN_NETWORKS, { error: 'VALIDATION_FAILED' });
