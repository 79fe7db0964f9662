import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHART_TYPES,
  INDICATOR_LINES,
  INDICATORS,
  type ChartType,
  type IndicatorName,
} from '../../../lib/chart/chartOptions';
import { Icon } from '../../../lib/ui/Icon';
import { DETAIL_INTERVALS, type ChartPrefs } from '../chartPrefs';

interface ChartToolbarProps {
  prefs: ChartPrefs;
  onChange: (patch: Partial<ChartPrefs>) => void;
}

/**
 * One row over the chart: the interval tabs, which a trader changes often, and one button that
 * opens the chart style and the indicators, which they set once. Two more rows of chips would
 * push the chart down a third of a small phone's screen.
 */
export function ChartToolbar({ prefs, onChange }: ChartToolbarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // The panel closes on a tap outside the toolbar or on Escape, as a menu does.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!toolbarRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="chart-toolbar" ref={toolbarRef}>
      <div className="chart-toolbar-row">
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
        <button
          type="button"
          className="chart-settings-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          data-testid="chart-settings"
          data-indicators={prefs.indicators.length > 0}
          onClick={() => setOpen(!open)}
        >
          <Icon name="candles" size={20} />
          <span className="visually-hidden">{t('detail.chartSettings')}</span>
        </button>
      </div>
      {open && <ChartSettingsPanel id={panelId} prefs={prefs} onChange={onChange} />}
    </div>
  );
}

/** The chart styles (one at a time) and the indicators (any of them), over the top of the chart. */
function ChartSettingsPanel({ id, prefs, onChange }: ChartToolbarProps & { id: string }) {
  const { t } = useTranslation();

  function toggle(name: IndicatorName) {
    const on = prefs.indicators.includes(name);
    onChange({
      indicators: INDICATORS.filter((other) => (other === name ? !on : prefs.indicators.includes(other))),
    });
  }

  return (
    <div className="chart-settings-panel" id={id} data-testid="chart-settings-panel">
      <p className="chart-settings-heading">{t('detail.chartTypeLabel')}</p>
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
      <p className="chart-settings-heading">{t('detail.indicatorsLabel')}</p>
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
 * The names and colours of the lines on the chart, over its top edge: each name in the text
 * colour (readable in either theme) beside a swatch of its line's colour.
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
