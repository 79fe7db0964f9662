import { cents } from './units';

/** The two balances an order can use: real money, or the practice (demo) balance. */
export const ACCOUNT_TYPES = ['real', 'demo'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The opening balance of every demo account and what a reset restores, in cents (10,000.00). */
export const DEMO_BALANCE = cents(1_000_000);
