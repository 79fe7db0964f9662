// The self-contained HTML report of a run: the same tables as the text summary, latency over
// time and histograms for every measured quantity, and the server's figures over time, all as
// inline SVG with no external assets.
import type { LatencyReport } from './LatencyRecorder';
import type { LoadtestResult } from './LoadtestResult';
import { LATENCY_COLUMNS, countRows, latencyCells } from './formatSummary';
import { escapeXml, histogramChart, lineChart } from './svgCharts';

const COLORS = { p50: '#2b7bb9', p99: '#d9822b', max: '#c23030', other: '#5a9e4b' };

function table(headers: string[], rows: string[][]): string {
  const head = headers.map((h) => `<th>${escapeXml(h)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeXml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function latencyCharts(title: string, report: LatencyReport, xLabel = 'seconds since start'): string {
  const over = (pick: 'p50' | 'p99' | 'max') =>
    report.series.map((point) => [point.second, point[pick]] as [number, number]);
  return (
    `<h3>${escapeXml(title)}</h3><div class="charts">` +
    lineChart(
      `${title} over time`,
      [
        { name: 'p50', color: COLORS.p50, points: over('p50') },
        { name: 'p99', color: COLORS.p99, points: over('p99') },
        { name: 'max', color: COLORS.max, points: over('max') },
      ],
      { x: xLabel, y: 'ms' },
    ) +
    histogramChart(`${title}: histogram`, report.buckets, COLORS.p50) +
    '</div>'
  );
}

function serverCharts(result: LoadtestResult): string {
  const nodes = result.server.filter((node) => node.available && node.samples.length > 1);
  if (!nodes.length) return '<p>Server metrics: n/a (no /api/metrics samples).</p>';
  return nodes
    .map((node) => {
      const t0 = node.samples[0]!.at;
      // Only intervals of a second or more: the CPU counter moves in coarse steps.
      const spaced = node.samples.filter((sample, i, all) => i === 0 || sample.at - all[i - 1]!.at >= 1_000);
      const cpu: [number, number][] = spaced.slice(1).map((sample, i) => {
        const before = spaced[i]!;
        const share =
          sample.cpuSeconds !== null && before.cpuSeconds !== null
            ? ((sample.cpuSeconds - before.cpuSeconds) / ((sample.at - before.at) / 1000)) * 100
            : 0;
        return [(sample.at - t0) / 1000, share];
      });
      const pick = (get: (s: (typeof node.samples)[number]) => number | null, scale: number) =>
        node.samples.map(
          (sample) => [(sample.at - t0) / 1000, (get(sample) ?? 0) * scale] as [number, number],
        );
      return (
        `<h3>Server ${escapeXml(node.url)}</h3><div class="charts">` +
        lineChart('server CPU (% of one core)', [{ name: 'CPU', color: COLORS.p99, points: cpu }], {
          x: 'seconds since first scrape',
          y: '%',
        }) +
        lineChart(
          'server RSS (MB) and event-loop p99 (ms)',
          [
            { name: 'RSS MB', color: COLORS.p50, points: pick((s) => s.rssBytes, 1 / 2 ** 20) },
            { name: 'loop p99 ms', color: COLORS.max, points: pick((s) => s.eventLoopLagP99Sec, 1000) },
          ],
          { x: 'seconds since first scrape', y: 'MB / ms' },
        ) +
        '</div>'
      );
    })
    .join('');
}

export function renderHtmlReport(result: LoadtestResult): string {
  const sections: string[] = [];
  sections.push(
    `<h1>Tempo load test — ${escapeXml(result.scenario)}</h1>` +
      `<p class="${result.valid ? 'ok' : 'bad'}">${result.valid ? 'Valid run' : `INVALID: ${escapeXml(result.invalidReasons.join('; '))}`}` +
      ` · <span class="${result.correct ? 'ok' : 'bad'}">${result.correct ? 'correctness gates pass' : 'CORRECTNESS GATES FAIL'}</span></p>` +
      `<p><code>${escapeXml(result.command)}</code><br>${escapeXml(result.startedAt)} → ${escapeXml(result.finishedAt)}</p>`,
  );
  sections.push(
    '<h2>Settings and environment</h2>' +
      table(
        ['setting', 'value'],
        [
          ...Object.entries(result.settings)
            .filter(([, value]) => value !== null)
            .map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : String(value)]),
          ...Object.entries(result.environment),
        ],
      ),
  );
  sections.push(
    '<h2>DESIGN §8 rows</h2>' +
      table(
        ['what', 'target', 'measured', 'baseline', 'ratio', 'verdict', 'note'],
        result.targets.map((row) => [
          row.what,
          row.target,
          row.measured,
          row.baseline,
          row.ratio,
          row.verdict,
          row.note,
        ]),
      ),
  );
  sections.push(
    '<h2>Correctness gates</h2>' +
      table(
        ['gate', 'result', 'detail'],
        result.checks.map((check) => [check.name, check.pass ? 'pass' : 'FAIL', check.detail]),
      ),
  );
  sections.push(
    '<h2>Latency (ms, HDR histograms)</h2>' +
      table(['quantity', ...LATENCY_COLUMNS], latencyCells(result)) +
      '<h2>Counts, server and generator</h2>' +
      table(['what', 'figures'], countRows(result)),
  );
  const charts: string[] = [];
  const { fanout, countdowns, baselines } = result;
  if (fanout) {
    charts.push(latencyCharts('Tempo tick delivery', fanout.measure.latency));
    charts.push(latencyCharts('Tempo first→last spread', fanout.measure.spread));
  }
  if (baselines.socketio)
    charts.push(latencyCharts('bare Socket.IO delivery', baselines.socketio.measure.latency));
  if (baselines.ws) charts.push(latencyCharts('bare ws delivery', baselines.ws.measure.latency));
  if (countdowns) {
    charts.push(latencyCharts('order placement', countdowns.placement));
    charts.push(latencyCharts('placement beyond the entry-tick wait', countdowns.beyondEntryWait));
    charts.push(
      latencyCharts(
        'countdown end → orders:settled',
        countdowns.countdownEnd,
        'seconds since start (expiry)',
      ),
    );
    charts.push(
      latencyCharts('settlement lag', countdowns.settlementLag, 'seconds since start (settleable time)'),
    );
  }
  if (baselines.bullmq)
    charts.push(
      `<h3>bare BullMQ delayed-job lateness</h3><div class="charts">${histogramChart('BullMQ lateness: histogram', baselines.bullmq.lateness.buckets, COLORS.other)}</div>`,
    );
  sections.push(`<h2>Plots</h2>${charts.join('')}`);
  sections.push(`<h2>Server metrics over time</h2>${serverCharts(result)}`);
  if (result.notes.length)
    sections.push(`<h2>Notes</h2><ul>${result.notes.map((n) => `<li>${escapeXml(n)}</li>`).join('')}</ul>`);

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tempo load test — ${escapeXml(result.scenario)} — ${escapeXml(result.startedAt)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#222;max-width:1320px}
table{border-collapse:collapse;margin:8px 0 16px;font-size:13px}
th,td{border:1px solid #ccc;padding:3px 8px;text-align:left;vertical-align:top}
th{background:#f3f3f3}.ok{color:#2a7a2a}.bad{color:#b00020;font-weight:bold}
.charts{display:flex;flex-wrap:wrap;gap:12px}svg{border:1px solid #eee;background:#fff}
code{background:#f6f6f6;padding:2px 4px}
</style></head><body>
${sections.join('\n')}
</body></html>
`;
}
