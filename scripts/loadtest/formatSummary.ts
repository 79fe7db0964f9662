// The text summary printed at the end of a run: latency table, counts, server and generator
// figures, the DESIGN §8 rows and the correctness gates.
import type { LatencySummary } from './LatencyRecorder';
import type { LoadtestResult } from './LoadtestResult';
import { ms } from './evaluateTargets';
import type { CountdownRepeats } from './countdownRepeats';
import type { FanoutRepeats, Spread } from './fanoutRepeats';

/** Lays out rows under headers, columns padded to their widest cell. */
export function textTable(headers: string[], rows: string[][], rightAligned: number[] = []): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.includes(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join('\n');
}

const percent = (share: number | null | undefined) =>
  share === null || share === undefined ? 'n/a' : `${(share * 100).toFixed(0)}%`;
const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 2 ** 20).toFixed(0)} MB`);

export function latencyRows(result: LoadtestResult): [string, LatencySummary][] {
  const rows: [string, LatencySummary][] = [];
  const { fanout, countdowns, baselines } = result;
  if (fanout) rows.push(['tick delivery — Tempo', fanout.measure.latency.summary]);
  if (baselines.socketio)
    rows.push(['tick delivery — bare Socket.IO', baselines.socketio.measure.latency.summary]);
  if (baselines.ws) rows.push(['tick delivery — bare ws', baselines.ws.measure.latency.summary]);
  if (fanout) rows.push(['first→last spread — Tempo', fanout.measure.spread.summary]);
  if (baselines.socketio)
    rows.push(['first→last spread — bare Socket.IO', baselines.socketio.measure.spread.summary]);
  if (baselines.ws) rows.push(['first→last spread — bare ws', baselines.ws.measure.spread.summary]);
  if (countdowns) {
    rows.push(['placement — Tempo', countdowns.placement.summary]);
    rows.push(['placement beyond entry wait — Tempo', countdowns.beyondEntryWait.summary]);
    rows.push(['countdown end → orders:settled — Tempo', countdowns.countdownEnd.summary]);
    rows.push(['  of which the wait for the next tick', countdowns.tickWait.summary]);
    rows.push(['settlement lag — Tempo', countdowns.settlementLag.summary]);
    if (countdowns.sales) rows.push(['early sale — Tempo', countdowns.sales.latency.summary]);
  }
  if (baselines.bullmq) rows.push(['delayed-job lateness — bare BullMQ', baselines.bullmq.lateness.summary]);
  return rows;
}

/** The latency table's columns, and its rows as text cells: shared by the terminal and HTML reports. */
export const LATENCY_COLUMNS = ['count', 'p50', 'p90', 'p99', 'p99.9', 'max'];

export function latencyCells(result: LoadtestResult): string[][] {
  const fmt = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(2));
  return latencyRows(result).map(([name, l]) => [
    name,
    String(l.count),
    fmt(l.p50),
    fmt(l.p90),
    fmt(l.p99),
    fmt(l.p999),
    fmt(l.max),
  ]);
}

export function countRows(result: LoadtestResult): [string, string][] {
  const rows: [string, string][] = [];
  const { fanout, countdowns, baselines } = result;
  for (const run of [fanout, baselines.socketio, baselines.ws]) {
    if (!run) continue;
    const m = run.measure;
    rows.push([
      run.label,
      `${run.connected}/${run.clients} connected, ${run.disconnects} disconnects, ${m.ticks} ticks, ` +
        `${m.deliveries}/${m.expected} deliveries, ${m.drops} drops, ${m.ticksPerSecondPerClient.toFixed(2)} ticks/s per client, ` +
        `${m.clientsWithoutTicks} clients without ticks`,
    ]);
  }
  if (countdowns) {
    const refusals = Object.entries(countdowns.refusals).map(([code, n]) => `${code} ${n}`);
    rows.push([
      'countdowns',
      `${countdowns.accepted}/${countdowns.orders} accepted by ${countdowns.users} traders; offered ${countdowns.offeredRate}/s, ` +
        `achieved ${countdowns.achievedRate.toFixed(0)}/s (max send lag ${ms(countdowns.maxSendLagMs)}); ` +
        `refusals: ${refusals.length ? refusals.join(', ') : 'none'}; errors: ${countdowns.errors}`,
    ]);
    rows.push([
      'settlement',
      `${countdowns.settledOnce} settled once, ${countdowns.settledTwiceOrMore} twice+, ${countdowns.neverSettled} never; ` +
        `${countdowns.expirySeconds} expiry seconds; REST not settled ${countdowns.restNotSettled}; ` +
        `ledger reconciled: ${countdowns.reconciled ?? 'n/a'}`,
    ]);
    const sales = countdowns.sales;
    if (sales) {
      const refused = Object.entries(sales.refusals).map(([code, n]) => `${code} ${n}`);
      rows.push([
        'early sales',
        `share ${sales.share}: ${sales.sold}/${sales.requested} sold; refusals: ${refused.length ? refused.join(', ') : 'none'}; ` +
          `errors: ${sales.errors}`,
      ]);
    }
  }
  if (baselines.pgbench) {
    const pg = baselines.pgbench;
    rows.push([
      'pgbench placement SQL',
      pg.tps === null
        ? `n/a (${pg.problem})`
        : `${pg.tps.toFixed(0)} TPS, latency avg ${ms(pg.latencyAverageMs)}, ${pg.clients} connections, ${pg.seconds} s, ${pg.failed ?? 0} failed`,
    ]);
  }
  for (const node of result.server) {
    rows.push([
      `server ${node.url}`,
      node.available
        ? `CPU ${percent(node.cpuShare)} avg, ${percent(node.cpuShareMax)} max; RSS ${mb(node.rssStartBytes)} → max ${mb(node.rssMaxBytes)}; ` +
          `event-loop p99 max ${ms(node.eventLoopLagP99MaxSec === null ? null : node.eventLoopLagP99MaxSec * 1000)}; ` +
          `sockets max ${node.socketClientsMax ?? 'n/a'}; ticks published ${node.ticksPublished ?? 'n/a'}; ` +
          `orders placed ${node.ordersPlaced ?? 'n/a'}; server settlement-lag p99 ≤ ${ms(node.settlementLagP99Sec === null ? null : node.settlementLagP99Sec * 1000)}`
        : `metrics n/a (${node.problem ?? 'no samples'})`,
    ]);
  }
  for (const [phase, cpu] of Object.entries(result.generatorCpu))
    rows.push([
      `generator CPU — ${phase}`,
      `${percent(cpu.share)} avg, ${percent(cpu.peak)} peak of one core${cpu.valid ? '' : ' — over 70%: INVALID'}`,
    ]);
  return rows;
}

export function formatSummary(result: LoadtestResult): string {
  const s = result.settings;
  const out: string[] = [];
  out.push(
    `Tempo load test — ${result.scenario} — ${result.valid ? 'valid' : `INVALID (${result.invalidReasons.join('; ')})`} — ` +
      `${result.correct ? 'correctness gates pass' : 'CORRECTNESS GATES FAIL'}`,
  );
  out.push(`command: ${result.command}`);
  out.push(
    `settings: ${s.urls.join(', ')}; symbols ${s.symbols.join(',')}; ` +
      (result.fanout
        ? `${s.clients} ${s.clientKind} clients (${s.profile} profile), warm-up ${s.warmupSec} s, ${s.seconds} s, ${s.repeat} round(s); `
        : '') +
      (result.countdowns
        ? `${s.orders} orders at ${s.scheduledRate}/s (offered ${s.offeredRate}/s), ${s.durationSec} s countdowns${s.pack ? ', packed' : ''}, ${s.users} traders, stake ${s.amount}${result.fanout ? '' : `, ${s.repeat} round(s)`}; `
        : '') +
      `baselines ${s.baseline ? 'on' : 'off'}`,
  );
  out.push(
    `environment: ${Object.entries(result.environment)
      .map(([k, v]) => `${k} ${v}`)
      .join('; ')}`,
  );
  out.push('');
  out.push(textTable(['latency (ms)', ...LATENCY_COLUMNS], latencyCells(result), [1, 2, 3, 4, 5, 6]));
  out.push('');
  for (const [name, text] of countRows(result)) out.push(`${name}: ${text}`);
  if (result.baselines.problems.length)
    out.push(`baseline problems: ${result.baselines.problems.join('; ')}`);
  out.push('');
  if (result.fanoutRepeats) out.push(repeatsTable(result.fanoutRepeats), '');
  if (result.countdownRepeats && result.countdownRepeats.rounds.length > 1)
    out.push(countdownRoundsTable(result.countdownRepeats), '');
  out.push('DESIGN §8 rows measured by this run');
  out.push(
    textTable(
      ['what', 'target', 'measured', 'baseline', 'ratio', 'verdict'],
      result.targets.map((row) => [row.what, row.target, row.measured, row.baseline, row.ratio, row.verdict]),
    ),
  );
  for (const row of result.targets) if (row.note) out.push(`  ${row.what}: ${row.note}`);
  out.push('');
  out.push('correctness gates');
  for (const check of result.checks)
    out.push(`  ${check.pass ? 'pass' : 'FAIL'}  ${check.name} — ${check.detail}`);
  for (const note of result.notes) out.push(`note: ${note}`);
  return out.join('\n');
}

const times = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}×`);
/** "median (min–max)" of a figure over the rounds. */
const spread = (figure: Spread, show: (value: number | null) => string) =>
  `${show(figure.median)} (${show(figure.min)}–${show(figure.max)})`;

/** Every countdown round side by side, then the median and the spread of each figure. */
function countdownRoundsTable(repeats: CountdownRepeats): string {
  const rows = repeats.rounds.map((round, i) => [
    `round ${i + 1}`,
    ms(round.countdownEndP99),
    ms(round.tickWaitP99),
    ms(round.lagP99),
    ms(round.bullmqP99),
    times(round.bullmqP99 ? round.lagP99 / round.bullmqP99 : null),
  ]);
  rows.push([
    'median (min–max)',
    spread(repeats.countdownEndP99, ms),
    spread(repeats.tickWaitP99, ms),
    spread(repeats.lagP99, ms),
    spread(repeats.bullmqP99, ms),
    spread(repeats.lagVsBullmq, times),
  ]);
  return textTable(
    ['countdown rounds', 'countdown end p99', 'of it tick wait', 'lag p99 Tempo', 'p99 BullMQ', 'ratio'],
    rows,
    [1, 2, 3, 4, 5],
  );
}

/** Every fanout round side by side, then the median and the spread of each figure. */
function repeatsTable(repeats: FanoutRepeats): string {
  const rows = repeats.rounds.map((round, i) => [
    `round ${i + 1}`,
    ms(round.tempoP99),
    ms(round.socketioP99),
    times(round.socketioP99 === null ? null : round.tempoP99 / round.socketioP99),
    percent(round.tempoCpu),
    percent(round.socketioCpu),
    times(round.tempoCpu !== null && round.socketioCpu ? round.tempoCpu / round.socketioCpu : null),
  ]);
  rows.push([
    'median (min–max)',
    spread(repeats.tempoP99, ms),
    spread(repeats.socketioP99, ms),
    spread(repeats.p99VsSocketio, times),
    spread(repeats.tempoCpu, percent),
    spread(repeats.socketioCpu, percent),
    spread(repeats.cpuVsSocketio, times),
  ]);
  return textTable(
    ['fanout rounds', 'p99 Tempo', 'p99 Socket.IO', 'ratio', 'CPU Tempo', 'CPU Socket.IO', 'ratio'],
    rows,
    [1, 2, 3, 4, 5, 6],
  );
}
