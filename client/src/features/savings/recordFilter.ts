// The filter of the savings details list, kept in the page's query (`?kind=earnings`) so that the
// back button and a shared link keep it.
import { SAVINGS_RECORD_KINDS, type SavingsRecordKind } from '@tempo/shared';
import { PATHS } from '../../app/paths';

/** The kind the query filters by, or null for every record. */
export function kindOfQuery(search: string): SavingsRecordKind | null {
  const kind = new URLSearchParams(search).get('kind');
  return SAVINGS_RECORD_KINDS.find((each) => each === kind) ?? null;
}

/** The route of the details list filtered by `kind` (null: every record). */
export function savingsDetailsPath(kind: SavingsRecordKind | null): string {
  return kind ? `${PATHS.savingsDetails}?kind=${kind}` : PATHS.savingsDetails;
}

/** A record's amount with its sign: "+$100.00" for money in, "-$50.00" for money out. */
export function signedAmount(amount: number, money: (cents: number) => string): string {
  return amount > 0 ? `+${money(amount)}` : money(amount);
}
