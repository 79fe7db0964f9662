import { describe, expect, it } from 'vitest';
import { newsIdOf, newsPath } from './newsPaths';

describe('news paths', () => {
  it('opens a news item on the home detail page by its id', () => {
    expect(newsPath(12)).toBe('/pages/index/detail?id=12');
    expect(newsIdOf('id=12')).toBe(12);
  });

  it('reads no id from a missing, malformed or non-positive one', () => {
    expect(newsIdOf('')).toBeNull();
    expect(newsIdOf('id=')).toBeNull();
    expect(newsIdOf('id=abc')).toBeNull();
    expect(newsIdOf('id=1.5')).toBeNull();
    expect(newsIdOf('id=-3')).toBeNull();
    expect(newsIdOf('id=0')).toBeNull();
    expect(newsIdOf('id=99999999999999999999')).toBeNull();
  });
});
