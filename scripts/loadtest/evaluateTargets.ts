// The rows of DESIGN §8 that a run measured: target, measured value, baseline, ratio and a
// verdict. A row passes when its absolute target and its ratio to the baseline both hold; "n/a"
// when the run cannot tell (no baseline, or an offered rate below what the row asks).
import type { LatencySummary } from './LatencyRecorder';
import type { LoadtestResult, TargetRow, Verdict } from './LoadtestResult';

type Inputs = Pick<
  LoadtestResult,
  'settings' | 'fanout' | 'fanoutRepeats' | 'countdowns' | 'countdownRepeats' | 'baselines'
>;

export const ms = (value: number | null | undefined): string =>
  value === null || value === undefined || Number.isNaN(value)
    ? 'n/a'
    : value >= 100
      ? `${value.toFixed(0)} ms`
      : `${value.toFixed(value >= 10 ? 1 : 2)} ms`;

const times = (value: number | null): string => (value === null ? 'n/a' : `${value.toFixed(2)}×`);
const percentOf = (share: number | null): string =>
  share === null ? 'n/a' : `${(share * 100).toFixed(0)}% of a core`;

function ratioOf(measured: number, baseline: number | null | undefined): number | null {
  if (baseline === null || baseline === undefined || !Number.isFinite(baseline) || baseline <= 0) return null;
  return Number.isFinite(measured) ? measured / baseline : null;
}

/** Combines verdicts: any fail fails; otherwise any n/a leaves the row undecided. */
function all(...verdicts: Verdict[]): Verdict {
  if (verdicts.includes('fail')) return 'fail';
  return verdicts.includes('n/a') ? 'n/a' : 'pass';
}

const within = (value: number | null, limit: number): Verdict =>
  value === null || Number.isNaN(value) ? 'n/a' : value <= limit ? 'pass' : 'fail';

export function evaluateTargets({
  settings,
  fanout,
  fanoutRepeats,
  countdownRepeats,
  countdowns,
  baselines,
}: Inputs): TargetRow[] {
  const rows: TargetRow[] = [];

  if (fanout) {
    const latency = fanout.measure.latency.summary;
    const sio = baselines.socketio?.measure.latency.summary;
    const ws = baselines.ws?.measure.latency.summary;
    const big = fanout.clients >= 10_000;
    const limit = big ? 50 : 25;
    // With repeated rounds the verdict rests on the medians, the spread beside them.
    const repeats = fanoutRepeats && fanoutRepeats.rounds.length > 1 ? fanoutRepeats : null;
    const p99 = repeats?.tempoP99.median ?? latency.p99;
    const vsSio = repeats ? repeats.p99VsSocketio.median : ratioOf(latency.p99, sio?.p99);
    const vsWs = repeats ? repeats.p99VsWs.median : ratioOf(latency.p99, ws?.p99);
    const medianOf = repeats ? `median of ${repeats.rounds.length} rounds; ` : '';
    const conditions = `${medianOf}${fanout.clients} clients × ${fanout.measure.ticksPerSecondPerClient.toFixed(1)} ticks/s (row: ${big ? '10,000' : '5,000'} × 5)`;
    rows.push({
      what: 'tick delivery p99',
      target: `≤ ${limit} ms; ≤ 1.15× Socket.IO, ≤ 1.5× ws`,
      measured: ms(p99),
      baseline: repeats
        ? `Socket.IO ${ms(repeats.socketioP99.median)}; ws ${ms(repeats.wsP99.median)}`
        : `Socket.IO ${ms(sio?.p99)}; ws ${ms(ws?.p99)}`,
      ratio: repeats
        ? `${times(vsSio)} (${times(repeats.p99VsSocketio.min)}–${times(repeats.p99VsSocketio.max)}) / ${times(vsWs)}`
        : `${times(vsSio)} / ${times(vsWs)}`,
      verdict: all(within(p99, limit), within(vsSio, 1.15), within(vsWs, 1.5)),
      note: conditions,
    });
    if (settings.profile === 'list' && fanoutRepeats) {
      const cpu = fanoutRepeats.cpuVsSocketio;
      rows.push({
        what: 'product list fan-out',
        target: 'p99 ≤ 100 ms incl. batching; server CPU ≤ 0.5× Socket.IO',
        measured: `p99 ${ms(fanoutRepeats.tempoP99.median)}, CPU ${percentOf(fanoutRepeats.tempoCpu.median)}`,
        baseline: `Socket.IO p99 ${ms(fanoutRepeats.socketioP99.median)}, CPU ${percentOf(fanoutRepeats.socketioCpu.median)}`,
        ratio: `CPU ${times(cpu.median)} (${times(cpu.min)}–${times(cpu.max)})`,
        verdict: all(within(fanoutRepeats.tempoP99.median, 100), within(cpu.median, 0.5)),
        note: `median of ${fanoutRepeats.rounds.length} rounds; ${fanout.clients} clients × ${settings.symbols.length} symbols, every tick`,
      });
    }
    if (!big)
      rows.push({
        what: 'tick delivery p99.9',
        target: '≤ 50 ms',
        measured: ms(latency.p999),
        baseline: `Socket.IO ${ms(sio?.p999)}; ws ${ms(ws?.p999)}`,
        ratio: `${times(ratioOf(latency.p999, sio?.p999))} / ${times(ratioOf(latency.p999, ws?.p999))}`,
        verdict: within(latency.p999, 50),
        note: conditions,
      });
    rows.push({
      what: 'disconnects during fanout',
      target: 'none',
      measured: String(fanout.disconnects + fanout.connectFailures),
      baseline: `Socket.IO ${baselines.socketio?.disconnects ?? 'n/a'}; ws ${baselines.ws?.disconnects ?? 'n/a'}`,
      ratio: '',
      verdict: fanout.disconnects + fanout.connectFailures === 0 ? 'pass' : 'fail',
      note: `${fanout.disconnects} dropped, ${fanout.connectFailures} failed to connect`,
    });
    const spread = fanout.measure.spread.summary;
    const wsSpread = baselines.ws?.measure.spread.summary;
    const spreadRatio = ratioOf(spread.p99, wsSpread?.p99);
    rows.push({
      what: 'first→last receiver spread p99',
      target: '≤ 20 ms; ≤ 1.5× ws',
      measured: ms(spread.p99),
      baseline: `ws ${ms(wsSpread?.p99)}`,
      ratio: times(spreadRatio),
      verdict: all(within(spread.p99, 20), within(spreadRatio, 1.5)),
      note: `${fanout.clients} clients (row: 5,000)`,
    });
    const perClient = fanout.rssPerClientBytes;
    const sioPerClient = baselines.socketio?.rssPerClientBytes ?? null;
    const memoryRatio = perClient === null ? null : ratioOf(perClient, sioPerClient);
    rows.push({
      what: 'memory per subscribed client',
      target: '≤ 12 KB; ≤ 0.8× Socket.IO',
      measured: perClient === null ? 'n/a' : `${(perClient / 1024).toFixed(1)} KB`,
      baseline: sioPerClient === null ? 'n/a' : `Socket.IO ${(sioPerClient / 1024).toFixed(1)} KB`,
      ratio: times(memoryRatio),
      verdict: perClient === null ? 'n/a' : all(within(perClient / 1024, 12), within(memoryRatio, 0.8)),
      note: `RSS growth 0 → ${fanout.connected} clients without a forced GC (row: 5,000 → 20,000 after GC); indicative`,
    });
  }

  if (countdowns) {
    const lag: LatencySummary = countdowns.settlementLag.summary;
    const bull = baselines.bullmq?.lateness.summary;
    const lagRatio = ratioOf(lag.p99, bull?.p99);
    // With repeated rounds the verdict rests on the medians, the spread beside them.
    const rounds = countdownRepeats && countdownRepeats.rounds.length > 1 ? countdownRepeats : null;
    if (!settings.pack && rounds) {
      const ratio = rounds.lagVsBullmq;
      rows.push({
        what: 'settlement lag (expiries spread)',
        target: 'p99 ≤ 50 ms, max ≤ 250 ms; ≤ 0.5× bare BullMQ job lateness',
        measured: `p99 ${ms(rounds.lagP99.median)}, max ${ms(rounds.lagMax.median)}`,
        baseline: `BullMQ p99 ${ms(rounds.bullmqP99.median)}`,
        ratio: `${times(ratio.median)} (${times(ratio.min)}–${times(ratio.max)})`,
        verdict: all(
          within(rounds.lagP99.median, 50),
          within(rounds.lagMax.median, 250),
          within(ratio.median, 0.5),
        ),
        note: `median of ${rounds.rounds.length} rounds; ${countdowns.accepted} countdowns a round over ${countdowns.expirySeconds} expiry seconds in the first (row: 10,000)`,
      });
    } else if (!settings.pack) {
      rows.push({
        what: 'settlement lag (expiries spread)',
        target: 'p99 ≤ 50 ms, max ≤ 250 ms; ≤ 0.5× bare BullMQ job lateness',
        measured: `p99 ${ms(lag.p99)}, max ${ms(lag.max)}`,
        baseline: `BullMQ p99 ${ms(bull?.p99)}`,
        ratio: times(lagRatio),
        verdict: all(within(lag.p99, 50), within(lag.max, 250), within(lagRatio, 0.5)),
        note: `${countdowns.accepted} countdowns over ${countdowns.expirySeconds} expiry seconds (row: 10,000)`,
      });
    } else {
      const limitMs = countdowns.accepted > 10_000 ? 3_000 : 1_000;
      rows.push({
        what: 'settlement burst (one expiry second)',
        target: `p99 ≤ ${limitMs / 1000} s; faster than one BullMQ job per order`,
        measured: `p99 ${ms(lag.p99)}`,
        baseline: `BullMQ (a job per order) p99 ${ms(bull?.p99)}`,
        ratio: times(lagRatio),
        verdict: all(within(lag.p99, limitMs), lagRatio === null ? 'n/a' : lagRatio < 1 ? 'pass' : 'fail'),
        note: `${countdowns.accepted} orders in ${countdowns.expirySeconds} expiry second(s) (row: 10,000 / 50,000)`,
      });
    }
    const tps = baselines.pgbench?.tps ?? null;
    const achieved = countdowns.achievedRate;
    const pgRatio = tps ? achieved / tps : null;
    const throughput = (verdict: Verdict, note: string): TargetRow => ({
      what: 'order placement throughput',
      target: '≥ 1,500 orders/s; ≥ 0.5× pgbench',
      measured: `${achieved.toFixed(0)}/s of ${countdowns.offeredRate}/s offered`,
      baseline: tps === null ? 'n/a' : `pgbench ${tps.toFixed(0)} TPS`,
      ratio: times(pgRatio),
      verdict,
      note,
    });
    if (settings.pack) {
      rows.push(
        throughput('n/a', 'a --pack run sends one burst: it measures settlement, not sustained placement'),
      );
    } else {
      // Open loop: a server that kept up with the offered rate has at least that capacity, so a
      // rate below the target can pass nothing and fail nothing — unless the server fell behind.
      const saturated = achieved < 0.95 * countdowns.offeredRate;
      const throughputVerdict: Verdict = achieved >= 1_500 ? 'pass' : saturated ? 'fail' : 'n/a';
      const pgVerdict: Verdict =
        pgRatio === null ? 'n/a' : pgRatio >= 0.5 ? 'pass' : saturated ? 'fail' : 'n/a';
      rows.push(
        throughput(
          all(throughputVerdict, pgVerdict),
          saturated
            ? 'the server fell behind the offered rate'
            : 'kept up with the offered rate: capacity is at least this; offer more to test the target',
        ),
      );
    }
    const beyond = countdowns.beyondEntryWait.summary;
    rows.push({
      what: 'placement beyond the entry-tick wait p99',
      target: '≤ 25 ms',
      measured: ms(beyond.p99),
      baseline: '',
      ratio: '',
      verdict: within(beyond.p99, 25),
      note: `total placement p99 ${ms(countdowns.placement.summary.p99)}`,
    });
  }
  return rows;
}
