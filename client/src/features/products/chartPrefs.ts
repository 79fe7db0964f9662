// The chart settings a person picked (interval, style, indicators), remembered on this device
// for every product.
import { useState } from 'react';
import { isInterval, type Interval } from '@tempo/shared';
import {
  isChartType,
  isIndicatorName,
  INDICATORS,
  type ChartType,
  type IndicatorName,
} from '../../lib/chart/chartOptions';
import { readJson, writeJson } from '../../lib/storage/localStore';

/** The intervals the detail screen offers (the server also has 4h). */
export const DETAIL_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '1d'] as const satisfies readonly Interval[];
export type DetailInterval = (typeof DETAIL_INTERVALS)[number];

export interface ChartPrefs {
  interval: DetailInterval;
  type: ChartType;
  indicators: IndicatorName[];
}

const STORAGE_KEY = 'tempo:chart';
const DEFAULTS: ChartPrefs = { interval: '1m', type: 'candles', indicators: ['ma'] };

function isDetailInterval(value: unknown): value is DetailInterval {
  return isInterval(value) && (DETAIL_INTERVALS as readonly string[]).includes(value);
}

/** The stored settings, each falling back to its default when missing or unknown. */
export function readChartPrefs(): ChartPrefs {
  const stored = readJson(STORAGE_KEY) as Partial<Record<keyof ChartPrefs, unknown>> | undefined;
  if (!stored || typeof stored !== 'object') return DEFAULTS;
  const indicators = Array.isArray(stored.indicators) ? stored.indicators.filter(isIndicatorName) : null;
  return {
    interval: isDetailInterval(stored.interval) ? stored.interval : DEFAULTS.interval,
    type: isChartType(stored.type) ? stored.type : DEFAULTS.type,
    // In the canonical order, once each.
    indicators: indicators ? INDICATORS.filter((name) => indicators.includes(name)) : DEFAULTS.indicators,
  };
}

/** The chart settings and a setter that stores them. */
export function useChartPrefs(): [ChartPrefs, (patch: Partial<ChartPrefs>) => void] {
  const [prefs, setPrefs] = useState(readChartPrefs);
  const update = (patch: Partial<ChartPrefs>) => {
    setPrefs((current) => {
      const next = { ...current, ...patch };
      writeJson(STORAGE_KEY, next);
      return next;
    });
  };
  return [prefs, update];
}
