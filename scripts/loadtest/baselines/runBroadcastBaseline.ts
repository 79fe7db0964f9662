// The fanout baselines: the same number of clients, the same tick rate per client and the same
// warm-up and window as the Tempo run, against a bare Socket.IO or a bare `ws` broadcaster
// (./broadcaster.ts, a child process on a free port), measured by the same collector.
import { connectFleet, type ClientKind } from '../connectEngineClients';
import { connectWsClients } from '../connectWsClients';
import { measureFanout, type FanoutRun } from '../measureFanout';
import type { ProgressBar } from '../ProgressBar';
import { spawnScript } from '../spawnScript';

export type BroadcasterKind = 'sio' | 'ws';

export interface BroadcastPlan {
  clients: number;
  /** Messages per second each client receives in the Tempo run. */
  rate: number;
  warmupSec: number;
  seconds: number;
  cpus: string | null;
  originMs: number;
  progress: ProgressBar;
  clientKind: ClientKind;
}

const SYMBOLS = ['BASE'] as const;

export async function runBroadcastBaseline(kind: BroadcasterKind, plan: BroadcastPlan): Promise<FanoutRun> {
  const child = spawnScript(
    'scripts/loadtest/baselines/broadcaster.ts',
    ['--kind', kind, '--rate', String(plan.rate)],
    plan.cpus,
  );
  try {
    const { port } = await child.next<{ port: number; rss: number }>();
    return await measureFanout({
      label: kind === 'sio' ? 'bare Socket.IO' : 'bare ws',
      clients: plan.clients,
      symbolsOf: () => SYMBOLS,
      warmupSec: plan.warmupSec,
      seconds: plan.seconds,
      originMs: plan.originMs,
      progress: plan.progress,
      connect: (collector, onProgress) =>
        kind === 'sio'
          ? connectFleet(plan.clientKind, {
              urls: [`http://127.0.0.1:${port}`],
              count: plan.clients,
              symbols: null,
              onTick: (client, tick) => collector.receive(client, tick.s, tick.t),
              onProgress,
            })
          : connectWsClients({
              url: `ws://127.0.0.1:${port}`,
              count: plan.clients,
              onTick: (client, tick) => collector.receive(client, tick.s, tick.t),
              onProgress,
            }),
      cpuSeconds: async () => {
        child.send('cpu');
        return (await child.next<{ cpuSeconds: number }>()).cpuSeconds;
      },
      rss: async () => {
        child.send('rss');
        return (await child.next<{ rss: number }>()).rss;
      },
    });
  } finally {
    await child.stop();
  }
}
