import { PATHS } from '../../../app/paths';

/** The deposit page showing one existing deposit (the inbox links to deposits this way). */
export const depositPath = (id: number): string => `${PATHS.deposit}?id=${id}`;

/** The deposit a `?id=` query names, or null when it names none. */
export function parseDepositId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}
