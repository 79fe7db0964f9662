import type { Profile } from '@tempo/shared';
import { store } from '../../app/store';
import { fetchProfile } from './api';

/** Fetches the profile into the store; quietly (no loading indicator) when one is already on screen. */
export async function refreshProfile(): Promise<Profile> {
  const profile = await fetchProfile({ hideLoading: store.userInfo !== null });
  store.userInfo = profile;
  return profile;
}
