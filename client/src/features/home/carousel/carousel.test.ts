import { describe, expect, it } from 'vitest';
import { bannerTarget, swipeTarget, wrapIndex } from './carousel';

describe('banner carousel', () => {
  it('goes round at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('moves one banner on a swipe past the threshold, the way the finger went', () => {
    expect(swipeTarget(0, 3, -120, 360)).toBe(1);
    expect(swipeTarget(0, 3, 120, 360)).toBe(2);
    expect(swipeTarget(2, 3, -61, 360)).toBe(0);
  });

  it('stays on a short swipe, and with a single banner', () => {
    expect(swipeTarget(1, 3, -59, 360)).toBe(1);
    expect(swipeTarget(1, 3, 39, 120)).toBe(1);
    expect(swipeTarget(0, 1, -300, 360)).toBe(0);
  });

  it('opens an app route in the app and an https address in a new tab', () => {
    expect(bannerTarget('/pages/recharge/index')).toEqual({ kind: 'app', path: '/pages/recharge/index' });
    expect(bannerTarget('/pages/index/detail?id=3')).toEqual({
      kind: 'app',
      path: '/pages/index/detail?id=3',
    });
    expect(bannerTarget('https://example.com/promo')).toEqual({
      kind: 'external',
      url: 'https://example.com/promo',
    });
  });

  it('leads nowhere from no link or an unsafe one', () => {
    expect(bannerTarget(null)).toBeNull();
    expect(bannerTarget('')).toBeNull();
    expect(bannerTarget('javascript:alert(1)')).toBeNull();
    expect(bannerTarget('http://example.com')).toBeNull();
    expect(bannerTarget('//evil.example')).toBeNull();
    expect(bannerTarget('data:text/html,hi')).toBeNull();
  });
});
