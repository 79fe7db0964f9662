// One fanout measurement, the same for Tempo and for each bare broadcaster: connect the clients,
// warm up, open the window for --seconds, then a one-second grace for in-flight deliveries of
// in-window ticks. Reports what the collector saw, the generator's CPU over the window, the
// server's CPU over the same window and its RSS growth per connected client (when the caller can
// read them).
import type { ClientFleet } from './ClientFleet';
import { GeneratorCpu, type CpuFigure } from './GeneratorCpu';
import type { ProgressBar } from './ProgressBar';
import { TickCollector, type FanoutMeasure } from './TickCollector';

const GRACE_MS = 1_000;

export interface FanoutRun {
  label: string;
  clients: number;
  connected: number;
  connectFailures: number;
  disconnects: number;
  measure: FanoutMeasure;
  generatorCpu: CpuFigure;
  /** Server RSS growth from before the clients connected to after the warm-up, per client (bytes). */
  rssPerClientBytes: number | null;
  /** The server's CPU over the measuring window, as a share of one core. */
  serverCpuShare: number | null;
}

export interface FanoutPlan {
  label: string;
  clients: number;
  symbolsOf: (client: number) => readonly string[];
  warmupSec: number;
  seconds: number;
  originMs: number;
  progress: ProgressBar;
  /** Opens the clients, handing every tick to the collector. */
  connect: (collector: TickCollector, onProgress: (opened: number) => void) => Promise<ClientFleet>;
  /** The server's RSS in bytes, if it can be read. */
  rss?: () => Promise<number | null>;
  /** The CPU seconds the server has used so far, if it can be read. */
  cpuSeconds?: () => Promise<number | null>;
  /** Called once the window opens (mixed runs start placing orders then). */
  onWindowOpen?: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitWithProgress(ms: number, tick: (fraction: number) => void): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    tick((Date.now() - start) / ms);
    await sleep(Math.min(250, ms - (Date.now() - start)));
  }
  tick(1);
}

export async function measureFanout(plan: FanoutPlan): Promise<FanoutRun> {
  const { progress, label } = plan;
  const collector = new TickCollector(plan.clients, plan.symbolsOf, plan.originMs);
  const rssBefore = (await plan.rss?.()) ?? null;
  const fleet = await plan.connect(collector, (opened) =>
    progress.update(`${label}: connect`, opened / plan.clients, `${opened}/${plan.clients} clients`),
  );
  await waitWithProgress(plan.warmupSec * 1000, (fraction) =>
    progress.update(
      `${label}: warm-up`,
      fraction,
      `${fleet.connectedCount()}/${plan.clients} connected, ${fleet.connectFailures} failed`,
    ),
  );
  const rssAfter = (await plan.rss?.()) ?? null;
  const connected = fleet.connectedCount();
  const disconnectsBefore = fleet.disconnects;

  const serverCpuFrom = { seconds: (await plan.cpuSeconds?.()) ?? null, at: performance.now() };
  const cpu = new GeneratorCpu();
  collector.open(fleet.isConnected);
  plan.onWindowOpen?.();
  await waitWithProgress(plan.seconds * 1000, (fraction) =>
    progress.update(
      `${label}: measure`,
      fraction,
      `${fleet.connectedCount()} connected, ${fleet.disconnects} disconnects, generator CPU ${(cpu.current() * 100).toFixed(0)}%`,
    ),
  );
  collector.close();
  const serverCpuTo = { seconds: (await plan.cpuSeconds?.()) ?? null, at: performance.now() };
  await sleep(GRACE_MS);
  const generatorCpu = cpu.stop();
  const disconnects = fleet.disconnects;
  fleet.close();
  progress.done();

  return {
    label,
    clients: plan.clients,
    connected,
    connectFailures: fleet.connectFailures,
    // Drops during the warm-up count too: a disconnect is a failure whenever it happens.
    disconnects: Math.max(disconnects, disconnectsBefore),
    measure: collector.result(),
    generatorCpu,
    rssPerClientBytes:
      rssBefore !== null && rssAfter !== null && connected > 0 ? (rssAfter - rssBefore) / connected : null,
    serverCpuShare:
      serverCpuFrom.seconds !== null && serverCpuTo.seconds !== null
        ? (serverCpuTo.seconds - serverCpuFrom.seconds) / ((serverCpuTo.at - serverCpuFrom.at) / 1000)
        : null,
  };
}
