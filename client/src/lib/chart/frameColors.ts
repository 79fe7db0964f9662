import { ColorType, type ChartOptions, type DeepPartial } from 'lightweight-charts';
import type { ChartPalette } from './chartOptions';

/**
 * The chart options that colour its background, text, grid and frame in `palette`: the same at
 * creation and when the theme changes (applyOptions merges them into a live chart).
 */
export function frameColors(palette: ChartPalette) {
  return {
    layout: {
      background: { type: ColorType.Solid, color: palette.background },
      textColor: palette.text,
      panes: { separatorColor: palette.border, separatorHoverColor: palette.grid },
    },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    rightPriceScale: { borderColor: palette.border },
    timeScale: { borderColor: palette.border },
  } satisfies DeepPartial<ChartOptions>;
}
