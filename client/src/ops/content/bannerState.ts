import type { AdminBannerView } from '@tempo/shared';

/** Whether a banner shows on home at `now` (epoch ms): turned off, not yet, no longer, or live. */
export type BannerState = 'off' | 'scheduled' | 'ended' | 'live';

export function bannerState(banner: AdminBannerView, now: number): BannerState {
  if (!banner.enabled) return 'off';
  if (banner.activeFrom !== null && now < banner.activeFrom) return 'scheduled';
  if (banner.activeUntil !== null && now >= banner.activeUntil) return 'ended';
  return 'live';
}

/** The body of PUT /admin/content/banners/:id that stores `banner` as it is, with `change`. */
export function bannerBodyOf(
  banner: AdminBannerView,
  change: Partial<Pick<AdminBannerView, 'sortOrder' | 'enabled'>>,
) {
  return {
    translations: banner.translations,
    link: banner.link,
    sortOrder: banner.sortOrder,
    activeFrom: banner.activeFrom,
    activeUntil: banner.activeUntil,
    enabled: banner.enabled,
    ...change,
  };
}
