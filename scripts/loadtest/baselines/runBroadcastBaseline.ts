// The fanout baselines: the same number of clients, the same symbols per client (the --profile's,
// renamed SYM0…), the same tick rate per symbol and the same warm-up and window as the Tempo run,
// against a bare Socket.IO or a bare `ws` broadcaster (./broadcaster.ts, a child process on a
// free port), measured by the same collector.
import { connectFleet, type ClientKind } from '../connectEngineClients';
import { connectWsClients } from '../connectWsClients';
import { measureFanout, type FanoutRun } from '../measureFanout';
import type { ProgressBar } from '../ProgressBar';
import { spawnScript } from '../spawnScript';

export type BroadcasterKind = 'sio' | 'ws';

export interface BroadcastPlan {
  clients: number;
  /** Ticks per second of each symbol, as measured in the Tempo run. */
  rate: number;
  /** How many symbols the run has. */
  symbols: number;
  /** The index (0…symbols-1) of each symbol a client takes, as in the Tempo run. */
  symbolIndexesOf: (client: number) => number[];
  warmupSec: number;
  seconds: number;
  cpus: string | null;
  originMs: number;
  progress: ProgressBar;
  clientKind: ClientKind;
}

export async function runBroadcastBaseline(kind: BroadcasterKind, plan: BroadcastPlan): Promise<FanoutRun> {
  const child = spawnScript(
    'scripts/loadtest/baselines/broadcaster.ts',
    ['--kind', kind, '--rate', String(plan.rate), '--symbols', String(plan.symbols)],
    plan.cpus,
  );
  const allSymbols = Array.from({ length: plan.symbols }, (_, index) => `SYM${index}`);
  // Socket.IO clients subscribe to their own symbols; plain `ws` clients get every symbol.
  const symbolsOf =
    kind === 'sio'
      ? (client: number) => plan.symbolIndexesOf(client).map((index) => allSymbols[index]!)
      : () => allSymbols;
  try {
    const { port } = await child.next<{ port: number; rss: number }>();
    return await measureFanout({
      label: kind === 'sio' ? 'bare Socket.IO' : 'bare ws',
      clients: plan.clients,
      symbolsOf,
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
              symbolsOf,
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
