import { useTranslation } from 'react-i18next';
import {
  CHART_TYPES,
  INDICATOR_LINES,
  INDICATORS,
  type ChartType,
  type IndicatorName,
} from '../../../lib/chart/chartOptions';
import { DETAIL_INTERVALS, type ChartPrefs } from '../chartPrefs';

interface ChartToolbarProps {
  prefs: ChartPrefs;
  onChange: (patch: Partial<ChartPrefs>) => void;
}

/** Interval tabs, the chart style switch and the indicator toggles. */
export function ChartToolbar({ prefs, onChange }: ChartToolbarProps) {
  const { t } = useTranslation();

  function toggle(name: IndicatorName) {
    const on = prefs.indicators.includes(name);
    onChange({
      indicators: INDICATORS.filter((other) => (other === name ? !on : prefs.indicators.includes(other))),
    });
  }

  return (
    <div className="chart-toolbar">
      <div className="chart-tabs" role="group" aria-label={t('detail.intervalLabel')}>
        {DETAIL_INTERVALS.map((interval) => (
          <button
            key={interval}
            type="button"
            className="chart-tab"
            aria-pressed={prefs.interval === interval}
            data-testid={`interval-${interval}`}
            onClick={() => onChange({ interval })}
          >
            {t(`detail.intervals.${interval}`)}
          </button>
        ))}
      </div>
      <div className="chart-chips" role="group" aria-label={t('detail.chartTypeLabel')}>
        {CHART_TYPES.map((type: ChartType) => (
          <button
            key={type}
            type="button"
            className="chart-chip"
            aria-pressed={prefs.type === type}
            data-testid={`chart-type-${type}`}
            onClick={() => onChange({ type })}
          >
            {t(`detail.chartTypes.${type}`)}
          </button>
        ))}
      </div>
      <div className="chart-chips" role="group" aria-label={t('detail.indicatorsLabel')}>
        {INDICATORS.map((name) => (
          <button
            key={name}
            type="button"
            className="chart-chip chart-chip-indicator"
            aria-pressed={prefs.indicators.includes(name)}
            data-testid={`indicator-${name}`}
            onClick={() => toggle(name)}
          >
            {t(`detail.indicators.${name}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The names and colours of the lines on the chart: each name in the text colour (readable in
 * either theme) beside a swatch of its line's colour.
 */
export function ChartLegend({ indicators }: { indicators: readonly IndicatorName[] }) {
  if (indicators.length === 0) return null;
  return (
    <ul className="chart-legend" data-testid="chart-legend">
      {indicators.flatMap((name) =>
        INDICATOR_LINES[name].map((line) => (
          <li key={`${name}-${line.label}`}>
            <span className="chart-legend-swatch" style={{ background: line.color }} aria-hidden="true" />
            {line.label}
          </li>
        )),
      )}
    </ul>
  );
}
