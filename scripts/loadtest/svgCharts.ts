// Inline SVG charts for the HTML report, no library and no external assets: a line chart (latency
// over time, server figures over time) and a histogram of log-spaced latency buckets.
import type { LatencyBucket } from './LatencyRecorder';

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { left: 56, right: 12, top: 28, bottom: 36 };

export const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A round upper bound for an axis. */
function niceMax(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 2.5, 5, 10].find((step) => step * magnitude >= value) ?? 10) * magnitude;
}

const label = (value: number) =>
  value >= 1000 ? `${Number((value / 1000).toPrecision(3))}k` : String(Number(value.toPrecision(3)));

export interface Series {
  name: string;
  color: string;
  points: [number, number][];
}

function frame(title: string, body: string, legend: Series[] = []): string {
  const legendItems = legend
    .map(
      (series, i) =>
        `<rect x="${MARGIN.left + 10 + i * 110}" y="9" width="10" height="10" fill="${series.color}"/>` +
        `<text x="${MARGIN.left + 24 + i * 110}" y="18" font-size="11">${escapeXml(series.name)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="sans-serif">` +
    `<text x="${WIDTH - MARGIN.right}" y="18" font-size="12" text-anchor="end" font-weight="bold">${escapeXml(title)}</text>` +
    legendItems +
    body +
    '</svg>'
  );
}

export function lineChart(title: string, series: Series[], axes: { x: string; y: string }): string {
  const all = series.flatMap((s) => s.points);
  if (!all.length)
    return frame(title, `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle">no data</text>`);
  const xMin = Math.min(...all.map(([x]) => x));
  const xMax = Math.max(xMin + 1, ...all.map(([x]) => x));
  const yMax = niceMax(Math.max(...all.map(([, y]) => y)));
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const px = (x: number) => MARGIN.left + ((x - xMin) / (xMax - xMin)) * plotW;
  const py = (y: number) => MARGIN.top + plotH - (Math.max(0, y) / yMax) * plotH;
  let grid = '';
  for (let i = 0; i <= 4; i++) {
    const y = (yMax / 4) * i;
    grid += `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${py(y)}" y2="${py(y)}" stroke="#ddd"/>`;
    grid += `<text x="${MARGIN.left - 4}" y="${py(y) + 4}" font-size="10" text-anchor="end">${label(y)}</text>`;
    const x = xMin + ((xMax - xMin) / 4) * i;
    grid += `<text x="${px(x)}" y="${HEIGHT - MARGIN.bottom + 14}" font-size="10" text-anchor="middle">${label(x)}</text>`;
  }
  grid +=
    `<text x="${MARGIN.left + plotW / 2}" y="${HEIGHT - 6}" font-size="11" text-anchor="middle">${escapeXml(axes.x)}</text>` +
    `<text x="12" y="${MARGIN.top + plotH / 2}" font-size="11" text-anchor="middle" transform="rotate(-90 12 ${MARGIN.top + plotH / 2})">${escapeXml(axes.y)}</text>`;
  const lines = series
    .map((s) => {
      const d = s.points
        .map(([x, y], i) => `${i ? 'L' : 'M'}${px(x).toFixed(1)},${py(y).toFixed(1)}`)
        .join('');
      return `<path d="${d}" fill="none" stroke="${s.color}" stroke-width="1.5"/>`;
    })
    .join('');
  return frame(title, grid + lines, series);
}

export function histogramChart(title: string, buckets: LatencyBucket[], color: string): string {
  const first = buckets.findIndex((bucket) => bucket.count > 0);
  if (first < 0)
    return frame(title, `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle">no data</text>`);
  let last = buckets.length - 1;
  while (last > first && buckets[last]!.count === 0) last--;
  const shown = buckets.slice(first, last + 1);
  const yMax = niceMax(Math.max(...shown.map((bucket) => bucket.count)));
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const barW = plotW / shown.length;
  let body = '';
  for (let i = 0; i <= 4; i++) {
    const y = MARGIN.top + plotH - (plotH / 4) * i;
    body += `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y}" y2="${y}" stroke="#ddd"/>`;
    body += `<text x="${MARGIN.left - 4}" y="${y + 4}" font-size="10" text-anchor="end">${label((yMax / 4) * i)}</text>`;
  }
  const labelEvery = Math.max(1, Math.ceil(shown.length / 8));
  shown.forEach((bucket, i) => {
    const h = (bucket.count / yMax) * plotH;
    const x = MARGIN.left + i * barW;
    body += `<rect x="${x.toFixed(1)}" y="${(MARGIN.top + plotH - h).toFixed(1)}" width="${Math.max(1, barW - 1).toFixed(1)}" height="${h.toFixed(1)}" fill="${color}"><title>≤ ${bucket.upToMs} ms: ${bucket.count}</title></rect>`;
    if (i % labelEvery === 0)
      body += `<text x="${(x + barW / 2).toFixed(1)}" y="${HEIGHT - MARGIN.bottom + 14}" font-size="10" text-anchor="middle">${label(bucket.upToMs)}</text>`;
  });
  body += `<text x="${MARGIN.left + plotW / 2}" y="${HEIGHT - 6}" font-size="11" text-anchor="middle">ms (log-spaced buckets, upper bound)</text>`;
  return frame(title, body);
}
