import { describe, expect, it } from 'vitest';
import { earlyCloseTerms } from '@tempo/shared';
import {
  BOUNDS,
  DEFAULT_TERMS,
  changedFields,
  draftOf,
  draftProblems,
  fieldOfServerError,
  termsChanged,
  termsOfDraft,
} from './earlyCloseDraft';

const terms = { spreadBaseBps: 150, spreadSlopeBps: 350, volatilityWindowSec: 120, openSec: 3, cutoffSec: 4 };

describe('the early-close editor’s fields (orders SPEC E2, E4)', () => {
  it('give back the terms they were read from, and null once turned off', () => {
    expect(termsOfDraft(draftOf(terms))).toEqual(terms);
    expect(termsOfDraft({ ...draftOf(terms), on: false })).toBeNull();
  });

  it('start from defaults the server accepts when the product has no terms', () => {
    const draft = draftOf(null);
    expect(draft.on).toBe(false);
    expect(termsOfDraft({ ...draft, on: true })).toEqual(DEFAULT_TERMS);
    expect(earlyCloseTerms.safeParse(DEFAULT_TERMS).success).toBe(true);
  });

  it('take the bounds of the shared schema', () => {
    expect(BOUNDS).toEqual({
      spreadBaseBps: { min: 0, max: 5_000 },
      spreadSlopeBps: { min: 0, max: 5_000 },
      volatilityWindowSec: { min: 10, max: 3_600 },
      openSec: { min: 0, max: 3_600 },
      cutoffSec: { min: 0, max: 3_600 },
    });
  });

  it('refuse what is not a whole number within its bounds, only while on', () => {
    const draft = draftOf(terms);
    const typed = (values: Partial<typeof draft.values>) => ({
      ...draft,
      values: { ...draft.values, ...values },
    });
    expect(draftProblems(typed({ spreadBaseBps: ' 5000 ', volatilityWindowSec: '10' }))).toEqual([]);
    expect(
      draftProblems(
        typed({
          spreadBaseBps: '5001',
          spreadSlopeBps: '1.5',
          volatilityWindowSec: '9',
          openSec: '',
          cutoffSec: '-1',
        }),
      ),
    ).toEqual(['spreadBaseBps', 'spreadSlopeBps', 'volatilityWindowSec', 'openSec', 'cutoffSec']);
    expect(termsOfDraft(typed({ openSec: 'x' }))).toBeUndefined();
    expect(draftProblems({ ...typed({ openSec: 'x' }), on: false })).toEqual([]);
  });

  it('tell a change from the terms in force', () => {
    expect(termsChanged(null, null)).toBe(false);
    expect(termsChanged(null, terms)).toBe(true);
    expect(termsChanged(terms, null)).toBe(true);
    expect(termsChanged(terms, { ...terms })).toBe(false);
    expect(changedFields(terms, { ...terms, openSec: 5, cutoffSec: 6 })).toEqual(['openSec', 'cutoffSec']);
  });

  it('put a server refusal on the field it names', () => {
    expect(fieldOfServerError('earlyClose.cutoffSec')).toBe('cutoffSec');
    expect(fieldOfServerError('earlyClose')).toBeNull();
    expect(fieldOfServerError('names.en')).toBeNull();
    expect(fieldOfServerError(undefined)).toBeNull();
  });
});
