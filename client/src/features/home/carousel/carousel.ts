// The banner carousel's rules, apart from the screen: which banner a swipe or the timer shows next,
// and where a banner's link leads.
import { APP_ROUTE_LINK, HTTPS_LINK } from '@tempo/shared';

/** How long each banner shows before the next, in ms. */
export const AUTO_ADVANCE_MS = 5_000;

/** A finger that moved less than this (px) tapped: the banner's link opens, no swipe. */
export const TAP_SLOP_PX = 10;

/** `index` brought into 0..count-1, going round at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The banner a swipe of `dx` px (negative: to the left) over a carousel `width` px wide leads to:
 * the next or the previous one once the finger has moved a sixth of the width (at least 40 px),
 * else the same one.
 */
export function swipeTarget(index: number, count: number, dx: number, width: number): number {
  const threshold = Math.max(40, width / 6);
  if (count < 2 || Math.abs(dx) < threshold) return index;
  return wrapIndex(index + (dx < 0 ? 1 : -1), count);
}

/** Where a banner's link leads: a screen of the app, another site (a new tab), or nowhere. */
export type BannerTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string } | null;

/** The target of a banner's link; anything but an app route or an https address leads nowhere. */
export function bannerTarget(link: string | null): BannerTarget {
  if (!link) return null;
  if (APP_ROUTE_LINK.test(link)) return { kind: 'app', path: link };
  if (HTTPS_LINK.test(link)) return { kind: 'external', url: link };
  return null;
}
