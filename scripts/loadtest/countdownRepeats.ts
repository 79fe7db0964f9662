// Countdown runs repeated: Tempo's run, then the bare BullMQ baseline at the same due times, N
// times in turn, as the fanout rounds do (fanoutRepeats.ts). The settlement-lag verdict rests on
// the median ratio, printed with its spread; every round's orders must settle exactly once.
import { ratioOf, spreadOf, type Spread } from '../lib/spread';
import type { BullmqBaseline } from './baselines/runBullmqBaseline';
import type { CountdownRun } from './runCountdowns';

/** One turn: Tempo's countdowns and the BullMQ jobs that followed them. */
export interface CountdownRound {
  tempo: CountdownRun;
  bullmq: BullmqBaseline | null;
}

export interface CountdownRepeats {
  rounds: {
    lagP99: number;
    lagMax: number;
    bullmqP99: number | null;
    countdownEndP99: number;
    tickWaitP99: number;
    /** Every accepted order settled exactly once, no errors, and the books reconciled after the round. */
    correct: boolean;
  }[];
  lagP99: Spread;
  lagMax: Spread;
  bullmqP99: Spread;
  /** Tempo's settlement lag p99 over BullMQ's job lateness p99, round by round. */
  lagVsBullmq: Spread;
  countdownEndP99: Spread;
  tickWaitP99: Spread;
}

export function summariseCountdownRepeats(rounds: CountdownRound[]): CountdownRepeats {
  const rows = rounds.map(({ tempo, bullmq }) => ({
    lagP99: tempo.settlementLag.summary.p99,
    lagMax: tempo.settlementLag.summary.max,
    bullmqP99: bullmq?.lateness.summary.p99 ?? null,
    countdownEndP99: tempo.countdownEnd.summary.p99,
    tickWaitP99: tempo.tickWait.summary.p99,
    correct:
      tempo.accepted > 0 && tempo.errors === 0 && tempo.everyOrderSettledOnce && tempo.reconciled === true,
  }));
  return {
    rounds: rows,
    lagP99: spreadOf(rows.map((row) => row.lagP99)),
    lagMax: spreadOf(rows.map((row) => row.lagMax)),
    bullmqP99: spreadOf(rows.map((row) => row.bullmqP99)),
    lagVsBullmq: spreadOf(rows.map((row) => ratioOf(row.lagP99, row.bullmqP99))),
    countdownEndP99: spreadOf(rows.map((row) => row.countdownEndP99)),
    tickWaitP99: spreadOf(rows.map((row) => row.tickWaitP99)),
  };
}
