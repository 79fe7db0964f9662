import { useSnapshot } from 'valtio';
import { themeState, type Theme } from './theme';

/** The theme on screen now; re-renders when it changes (a switch in settings or in the system). */
export function useTheme(): Theme {
  return useSnapshot(themeState).theme;
}
