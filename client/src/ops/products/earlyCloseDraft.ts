// A product's early-close terms as ops type them (orders SPEC E2, E4): a switch and five whole
// numbers kept as typed, checked against the bounds of the shared schema the server applies, and
// the body they make. The server checks everything again.
import { earlyCloseTerms, type EarlyCloseTermsView } from '@tempo/shared';

export type EarlyCloseField = keyof EarlyCloseTermsView;

/** The fields in the order the editor shows them: the spread first, then the time rules. */
export const EARLY_CLOSE_FIELDS = [
  'spreadBaseBps',
  'spreadSlopeBps',
  'volatilityWindowSec',
  'openSec',
  'cutoffSec',
] as const satisfies readonly EarlyCloseField[];

/** Basis points of the payout, or seconds. */
export type EarlyCloseUnit = 'bps' | 'seconds';

export const UNIT_OF: Record<EarlyCloseField, EarlyCloseUnit> = {
  spreadBaseBps: 'bps',
  spreadSlopeBps: 'bps',
  volatilityWindowSec: 'seconds',
  openSec: 'seconds',
  cutoffSec: 'seconds',
};

/** What turning early close on starts from when the product never had terms. */
export const DEFAULT_TERMS: EarlyCloseTermsView = {
  spreadBaseBps: 100,
  spreadSlopeBps: 400,
  volatilityWindowSec: 60,
  openSec: 5,
  cutoffSec: 5,
};

/** Each field's smallest and largest value, read from the schema so the two never disagree. */
export const BOUNDS = Object.fromEntries(
  EARLY_CLOSE_FIELDS.map((field) => {
    const schema = earlyCloseTerms.shape[field];
    return [field, { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER }];
  }),
) as Record<EarlyCloseField, { min: number; max: number }>;

export interface EarlyCloseDraft {
  on: boolean;
  /** Each number as typed, so a half-typed value stays on screen. */
  values: Record<EarlyCloseField, string>;
}

/** The draft of the terms in force: off keeps the defaults ready for when it is turned on. */
export function draftOf(terms: EarlyCloseTermsView | null): EarlyCloseDraft {
  const start = terms ?? DEFAULT_TERMS;
  return {
    on: terms !== null,
    values: Object.fromEntries(EARLY_CLOSE_FIELDS.map((field) => [field, String(start[field])])) as Record<
      EarlyCloseField,
      string
    >,
  };
}

/** A typed value as a whole number within its field's bounds, or null. */
export function parseField(field: EarlyCloseField, typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const { min, max } = BOUNDS[field];
  return value >= min && value <= max ? value : null;
}

/** The fields whose value is not a whole number within its bounds; none while early close is off. */
export function draftProblems(draft: EarlyCloseDraft): EarlyCloseField[] {
  if (!draft.on) return [];
  return EARLY_CLOSE_FIELDS.filter((field) => parseField(field, draft.values[field]) === null);
}

/** The body's `earlyClose`: null for off, the terms when every field is right, undefined otherwise. */
export function termsOfDraft(draft: EarlyCloseDraft): EarlyCloseTermsView | null | undefined {
  if (!draft.on) return null;
  if (draftProblems(draft).length) return undefined;
  return Object.fromEntries(
    EARLY_CLOSE_FIELDS.map((field) => [field, parseField(field, draft.values[field])!]),
  ) as unknown as EarlyCloseTermsView;
}

/** Whether `next` differs from the terms in force. */
export function termsChanged(saved: EarlyCloseTermsView | null, next: EarlyCloseTermsView | null): boolean {
  if (saved === null || next === null) return saved !== next;
  return EARLY_CLOSE_FIELDS.some((field) => saved[field] !== next[field]);
}

/** The fields whose value changes between two sets of terms, both on. */
export function changedFields(saved: EarlyCloseTermsView, next: EarlyCloseTermsView): EarlyCloseField[] {
  return EARLY_CLOSE_FIELDS.filter((field) => saved[field] !== next[field]);
}

/**
 * The field of the editor a server refusal names (`earlyClose.cutoffSec` → `cutoffSec`); null for
 * one that names none of them, which is shown for the whole form.
 */
export function fieldOfServerError(field: string | undefined): EarlyCloseField | null {
  const name = field?.replace(/^earlyClose\./, '');
  return (EARLY_CLOSE_FIELDS as readonly string[]).includes(name ?? '') ? (name as EarlyCloseField) : null;
}
