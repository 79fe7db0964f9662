// How the limits screen groups the limits: what each counts, then its period.
import type { LimitKey } from '@tempo/shared';

export const LIMIT_GROUPS = [
  { group: 'deposit', keys: ['depositDay', 'depositWeek', 'depositMonth'] },
  { group: 'loss', keys: ['lossDay', 'lossWeek', 'lossMonth'] },
  { group: 'stake', keys: ['stakeDay', 'stakeWeek', 'stakeMonth'] },
  { group: 'order', keys: ['orderStake', 'openOrders'] },
] as const satisfies readonly { group: string; keys: readonly LimitKey[] }[];

export type LimitGroup = (typeof LIMIT_GROUPS)[number]['group'];
