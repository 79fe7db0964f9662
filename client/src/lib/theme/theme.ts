// The colour theme: light, dark, or whatever the phone's system setting says. The choice is stored
// with the rest of the client state; the resolved theme is written to <html data-theme>, which the
// style sheets key their colour tokens on, and is readable here for what CSS cannot reach (the chart).
import { proxy, subscribe } from 'valtio';
import { readJson, writeJson } from '../storage/localStore';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'tempo:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function resolve(choice: ThemeChoice): Theme {
  return choice === 'system' ? systemTheme() : choice;
}

const stored = readJson(STORAGE_KEY);
const initialChoice: ThemeChoice = isThemeChoice(stored) ? stored : 'system';

/** What the trader chose and what is on screen now. */
export const themeState = proxy<{ choice: ThemeChoice; theme: Theme }>({
  choice: initialChoice,
  theme: resolve(initialChoice),
});

export function setThemeChoice(choice: ThemeChoice): void {
  themeState.choice = choice;
  themeState.theme = resolve(choice);
  writeJson(STORAGE_KEY, choice);
}

/**
 * Paints the browser's own bar (<meta name="theme-color">) in the theme's --theme-color token. Each
 * meta of index.html (one per system scheme, for the moments before this runs) takes the colour
 * of the theme on screen, since a choice made in settings outranks the system's.
 */
function writeThemeColor(root: HTMLElement): void {
  const colour = getComputedStyle(root).getPropertyValue('--theme-color').trim();
  if (!colour) return;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = colour;
  }
}

/**
 * Keeps <html data-theme>, the browser's colour-scheme and its theme-color in step with the
 * theme, and follows the system setting while the choice is "system". Called once at start,
 * before the first render, so the first paint already has the right colours.
 */
export function applyTheme(): void {
  const root = document.documentElement;
  const write = () => {
    root.dataset.theme = themeState.theme;
    root.style.colorScheme = themeState.theme;
    writeThemeColor(root);
  };
  write();
  subscribe(themeState, write);
  if (typeof matchMedia === 'function') {
    matchMedia(DARK_QUERY).addEventListener('change', () => {
      if (themeState.choice === 'system') themeState.theme = systemTheme();
    });
  }
}
