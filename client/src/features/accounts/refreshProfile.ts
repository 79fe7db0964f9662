import type { Profile } from '@tempo/shared';
import { profileAnswerFor } from '../../app/balances';
import { store } from '../../app/store';
import { fetchProfile } from './api';

/** Fetches the profile into the store; quietly (no loading indicator) when one is already on screen. */
export async function refreshProfile(): Promise<Profile> {
  const answer = profileAnswerFor(store.token);
  const profile = await fetchProfile({ hideLoading: store.userInfo !== null });
  answer(profile);
  return profile;
}
