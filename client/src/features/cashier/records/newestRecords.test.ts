import { describe, expect, it } from 'vitest';
import { mergeNewestPage } from './newestRecords';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('mergeNewestPage', () => {
  it('puts the new rows on top and keeps every row scrolled so far', () => {
    const shown = rows(10, 9, 8, 7, 6, 5);
    expect(mergeNewestPage(shown, rows(12, 11, 10, 9), true)).toEqual(rows(12, 11, 10, 9, 8, 7, 6, 5));
  });

  it('returns what is shown, unchanged, when nothing is new', () => {
    const shown = rows(10, 9, 8);
    expect(mergeNewestPage(shown, rows(10, 9, 8), false)).toBe(shown);
  });

  it('asks for a fresh load when more new rows came than a page holds (no gap is left)', () => {
    expect(mergeNewestPage(rows(10, 9), rows(15, 14, 13), true)).toBeNull();
  });

  it('takes a whole last page even when it does not reach what is shown', () => {
    expect(mergeNewestPage(rows(10, 9), rows(12, 11), false)).toEqual(rows(12, 11, 10, 9));
  });

  it('fills an empty list with a complete page, or reloads it when there are more pages', () => {
    expect(mergeNewestPage([], rows(2, 1), false)).toEqual(rows(2, 1));
    expect(mergeNewestPage([], rows(3, 2), true)).toBeNull();
    const empty: { id: number }[] = [];
    expect(mergeNewestPage(empty, [], false)).toBe(empty);
  });

  it('replaces a shown row the fresh page has in another version, keeping its place', () => {
    const shown = [
      { id: 10, rows: 1 },
      { id: 9, rows: 2 },
      { id: 8, rows: 1 },
    ];
    const same = (a: { rows: number }, b: { rows: number }) => a.rows === b.rows;
    expect(
      mergeNewestPage(
        shown,
        [
          { id: 9, rows: 2 },
          { id: 8, rows: 1 },
        ],
        true,
        same,
      ),
    ).toBe(shown);
    expect(
      mergeNewestPage(
        shown,
        [
          { id: 11, rows: 1 },
          { id: 10, rows: 1 },
          { id: 9, rows: 3 },
        ],
        true,
        same,
      ),
    ).toEqual([
      { id: 11, rows: 1 },
      { id: 10, rows: 1 },
      { id: 9, rows: 3 },
      { id: 8, rows: 1 },
    ]);
  });
});
