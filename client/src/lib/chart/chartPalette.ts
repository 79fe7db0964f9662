// The chart's colours for a theme, taken from the page's own colour tokens where the two mean the
// same thing, so the canvas sits on its card in either theme. Canvas colours cannot use CSS
// custom properties, so the tokens are read once per theme change.
import type { Theme } from '../theme/theme';
import { CHART_PALETTES, type ChartPalette } from './chartOptions';

/** Palette fields taken from a token of base.css when the page defines it. */
const TOKENS = {
  background: '--surface',
  text: '--muted',
  border: '--line',
  guide: '--control-border',
} as const satisfies Partial<Record<keyof ChartPalette, string>>;

/**
 * The palette of `theme`. The tokens are read only while <html data-theme> already shows that
 * theme (it is written before any screen hears of a change); otherwise, and where a token is
 * missing, the palette's own constants stand.
 */
export function chartPalette(theme: Theme): ChartPalette {
  const palette = { ...CHART_PALETTES[theme] };
  if (typeof document === 'undefined') return palette;
  const root = document.documentElement;
  if (root.dataset.theme !== theme) return palette;
  const style = getComputedStyle(root);
  for (const [field, token] of Object.entries(TOKENS) as [keyof typeof TOKENS, string][]) {
    const value = style.getPropertyValue(token).trim();
    if (value) palette[field] = value;
  }
  return palette;
}
