// The JSON result file of one load-test run: settings, environment, every measurement, the
// baselines, the server's own metrics, the DESIGN §8 rows and the correctness gates.
import type { BullmqBaseline } from './baselines/runBullmqBaseline';
import type { PgbenchBaseline } from './baselines/runPgbenchBaseline';
import type { CountdownRepeats } from './countdownRepeats';
import type { FanoutRepeats } from './fanoutRepeats';
import type { CpuFigure } from './GeneratorCpu';
import type { FanoutRun } from './measureFanout';
import type { NodeMetrics } from './MetricsScraper';
import type { Scenario } from './parseOptions';
import type { CountdownRun } from './runCountdowns';

export type Verdict = 'pass' | 'fail' | 'n/a';

/** One row of DESIGN §8 as this run measured it. */
export interface TargetRow {
  what: string;
  target: string;
  measured: string;
  baseline: string;
  ratio: string;
  verdict: Verdict;
  /** The run's conditions where they differ from the row's, or why there is no verdict. */
  note: string;
}

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

export interface LoadtestResult {
  tool: 'scripts/loadtest';
  scenario: Scenario;
  command: string;
  startedAt: string;
  finishedAt: string;
  settings: {
    urls: string[];
    symbols: string[];
    // Fanout settings; null in a countdowns run.
    clients: number | null;
    seconds: number | null;
    warmupSec: number | null;
    /** The fanout's Socket.IO clients (lean or socket.io-client); null in a countdowns run. */
    clientKind: string | null;
    // Countdown settings; null in a fanout run.
    users: number | null;
    orders: number | null;
    offeredRate: number | null;
    /** The rate actually scheduled (raised by --pack to fit its window). */
    scheduledRate: number | null;
    durationSec: number | null;
    pack: boolean | null;
    /** The share of accepted countdowns sold early (--sell-share). */
    sellShare: number | null;
    amount: number | null;
    baseline: boolean;
    baselineCpus: string | null;
    /** The fanout's subscriptions (fanoutProfiles.ts); null in a countdowns run. */
    profile: string | null;
    /** Rounds of Tempo and its baselines (fanout or countdowns; a mixed run has one). */
    repeat: number | null;
  };
  environment: Record<string, string>;
  /** The first fanout round is `fanout` and `baselines`; every round's figures and their spread. */
  fanout: FanoutRun | null;
  fanoutRepeats: FanoutRepeats | null;
  /** The first countdown round is `countdowns` and `baselines.bullmq`; every round's figures and their spread. */
  countdowns: CountdownRun | null;
  countdownRepeats: CountdownRepeats | null;
  baselines: {
    socketio: FanoutRun | null;
    ws: FanoutRun | null;
    bullmq: BullmqBaseline | null;
    pgbench: PgbenchBaseline | null;
    problems: string[];
  };
  server: NodeMetrics[];
  generatorCpu: Record<string, CpuFigure>;
  targets: TargetRow[];
  checks: Check[];
  /** Every correctness gate passed. */
  correct: boolean;
  /** The generator stayed under its CPU limit in every measured phase. */
  valid: boolean;
  invalidReasons: string[];
  notes: string[];
}
