// What a price chart can show, its colours and its height: shared by PriceChart and the screens
// around it. Imports nothing from lightweight-charts, so a screen can build its toolbar and legend
// from it without loading the chart library.

export const CHART_TYPES = ['line', 'area', 'candles', 'bars', 'heikinAshi'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Overlays of the price pane first, then the oscillators that get a pane of their own. */
export const INDICATORS = ['ma', 'ema', 'boll', 'rsi', 'macd'] as const;
export type IndicatorName = (typeof INDICATORS)[number];

export const OWN_PANE_INDICATORS: readonly IndicatorName[] = ['rsi', 'macd'];

export const isChartType = (value: unknown): value is ChartType =>
  typeof value === 'string' && (CHART_TYPES as readonly string[]).includes(value);
export const isIndicatorName = (value: unknown): value is IndicatorName =>
  typeof value === 'string' && (INDICATORS as readonly string[]).includes(value);

/** The colours of a chart: up and down as trading screens have them, its main line, and its frame. */
export interface ChartPalette {
  up: string;
  down: string;
  upVolume: string;
  downVolume: string;
  line: string;
  areaTop: string;
  areaBottom: string;
  text: string;
  grid: string;
  border: string;
  /** Behind the chart: the page's --surface, so the chart sits on its card like the rest of it. */
  background: string;
  guide: string;
  /** Text on a label filled with `up` or `down` (an order's expiry on the time axis). */
  onDirection: string;
}

/**
 * One palette per colour theme. The background, text and frame match base.css's tokens of the same
 * theme (--surface, --muted, --line, --control-border); chartPalette() reads the live tokens when
 * it can, and these are what it falls back to.
 */
export const CHART_PALETTES: Record<'light' | 'dark', ChartPalette> = {
  light: {
    up: '#0ecb81',
    down: '#f6465d',
    upVolume: 'rgba(14, 203, 129, 0.35)',
    downVolume: 'rgba(246, 70, 93, 0.35)',
    line: '#1150c2',
    areaTop: 'rgba(17, 80, 194, 0.28)',
    areaBottom: 'rgba(17, 80, 194, 0.02)',
    text: '#5d6575',
    grid: '#f1f3f7',
    border: '#e7eaf0',
    background: '#ffffff',
    guide: '#b3bac6',
    // Dark on the bright green and red: white on them falls under 3:1.
    onDirection: '#0b1015',
  },
  // Brighter greens, reds and blue that stand out on the dark card, and a grid just above it.
  dark: {
    up: '#2ebd85',
    down: '#f6465d',
    upVolume: 'rgba(46, 189, 133, 0.35)',
    downVolume: 'rgba(246, 70, 93, 0.35)',
    line: '#4d8dff',
    areaTop: 'rgba(77, 141, 255, 0.3)',
    areaBottom: 'rgba(77, 141, 255, 0.02)',
    text: '#959fad',
    grid: '#1f262f',
    border: '#2a323d',
    background: '#161b22',
    guide: '#65707f',
    onDirection: '#0b1015',
  },
};

/** Each indicator's lines: label, colour and parameters, in drawing order. */
export const INDICATOR_LINES = {
  ma: [
    { label: 'MA7', color: '#f0a70a', period: 7 },
    { label: 'MA25', color: '#c026d3', period: 25 },
  ],
  ema: [
    { label: 'EMA12', color: '#0891b2', period: 12 },
    { label: 'EMA26', color: '#7c3aed', period: 26 },
  ],
  boll: [
    { label: 'UP', color: '#8b5cf6', period: 20 },
    { label: 'BOLL(20,2)', color: '#f59e0b', period: 20 },
    { label: 'DN', color: '#8b5cf6', period: 20 },
  ],
  rsi: [{ label: 'RSI14', color: '#7c3aed', period: 14 }],
  macd: [
    { label: 'MACD(12,26,9)', color: '#1150c2', period: 12 },
    { label: 'SIGNAL', color: '#f59e0b', period: 9 },
  ],
} as const satisfies Record<IndicatorName, readonly { label: string; color: string; period: number }[]>;

/**
 * How many panes the indicators shown add below the price pane. The price pane's height follows
 * the screen (products.css); each oscillator pane adds a fixed height under it.
 */
export function oscillatorPaneCount(indicators: readonly IndicatorName[]): number {
  return indicators.filter((name) => OWN_PANE_INDICATORS.includes(name)).length;
}
