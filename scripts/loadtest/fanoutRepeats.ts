// Fanout runs repeated: Tempo, then its bare baselines, N times in turn, so a busy moment of the
// machine lands on both sides alike. The same command once gave 1.67× and then 0.72×; a verdict
// now rests on the median ratio, printed with its spread (the lowest and highest run).
import { ratioOf, spreadOf, type Spread } from '../lib/spread';
import type { FanoutRun } from './measureFanout';

export type { Spread };

/** One turn: Tempo's run and the baselines that followed it. */
export interface FanoutRound {
  tempo: FanoutRun;
  socketio: FanoutRun | null;
  ws: FanoutRun | null;
}

export interface FanoutRepeats {
  rounds: {
    tempoP99: number;
    socketioP99: number | null;
    wsP99: number | null;
    tempoCpu: number | null;
    socketioCpu: number | null;
  }[];
  tempoP99: Spread;
  socketioP99: Spread;
  wsP99: Spread;
  /** Tempo's delivery p99 over the bare Socket.IO server's, run by run. */
  p99VsSocketio: Spread;
  p99VsWs: Spread;
  tempoCpu: Spread;
  socketioCpu: Spread;
  /** Tempo's server CPU over the bare Socket.IO server's, run by run. */
  cpuVsSocketio: Spread;
}

/** A baseline run that delivered no tick measured nothing: it is left out of the figures. */
const measured = (run: FanoutRun | null) => (run && run.measure.ticks > 0 ? run : null);

export function summariseRepeats(rounds: FanoutRound[]): FanoutRepeats {
  const rows = rounds
    .map((round) => ({ tempo: round.tempo, socketio: measured(round.socketio), ws: measured(round.ws) }))
    .map(({ tempo, socketio, ws }) => ({
      tempoP99: tempo.measure.latency.summary.p99,
      socketioP99: socketio?.measure.latency.summary.p99 ?? null,
      wsP99: ws?.measure.latency.summary.p99 ?? null,
      tempoCpu: tempo.serverCpuShare,
      socketioCpu: socketio?.serverCpuShare ?? null,
    }));
  return {
    rounds: rows,
    tempoP99: spreadOf(rows.map((row) => row.tempoP99)),
    socketioP99: spreadOf(rows.map((row) => row.socketioP99)),
    wsP99: spreadOf(rows.map((row) => row.wsP99)),
    p99VsSocketio: spreadOf(rows.map((row) => ratioOf(row.tempoP99, row.socketioP99))),
    p99VsWs: spreadOf(rows.map((row) => ratioOf(row.tempoP99, row.wsP99))),
    tempoCpu: spreadOf(rows.map((row) => row.tempoCpu)),
    socketioCpu: spreadOf(rows.map((row) => row.socketioCpu)),
    cpuVsSocketio: spreadOf(rows.map((row) => ratioOf(row.tempoCpu, row.socketioCpu))),
  };
}
