import { describe, expect, it } from 'vitest';
import { milestoneAt } from './countdownMilestones';

describe('milestoneAt', () => {
  it('names the last milestone passed in a five-minute countdown', () => {
    expect(milestoneAt(300, 300)).toBeNull();
    expect(milestoneAt(61, 300)).toBeNull();
    expect(milestoneAt(60, 300)).toBe(60);
    expect(milestoneAt(31, 300)).toBe(60);
    expect(milestoneAt(30, 300)).toBe(30);
    expect(milestoneAt(10, 300)).toBe(10);
    expect(milestoneAt(1, 300)).toBe(10);
    expect(milestoneAt(0, 300)).toBe(0);
  });

  it('skips milestones at or beyond the start of a short countdown', () => {
    expect(milestoneAt(30, 30)).toBeNull();
    expect(milestoneAt(11, 30)).toBeNull();
    expect(milestoneAt(10, 30)).toBe(10);
    expect(milestoneAt(5, 5)).toBeNull();
    expect(milestoneAt(0, 5)).toBe(0);
  });
});
