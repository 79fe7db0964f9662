// The fanout scenario against Tempo: --clients Socket.IO clients spread round-robin over the
// --url nodes, each subscribed to the symbols its --profile gives it (symbolsOf), measured by
// measureFanout.
import { connectFleet, type ClientKind } from './connectEngineClients';
import { measureFanout, type FanoutRun } from './measureFanout';
import type { MetricsScraper } from './MetricsScraper';
import type { ProgressBar } from './ProgressBar';

export interface FanoutSettings {
  urls: string[];
  clients: number;
  symbols: string[];
  /** The symbols client `i` subscribes to, every tick of each. */
  symbolsOf: (client: number) => string[];
  warmupSec: number;
  seconds: number;
  originMs: number;
  progress: ProgressBar;
  scraper: MetricsScraper;
  onWindowOpen?: () => void;
  clientKind: ClientKind;
}

export function runFanout(settings: FanoutSettings): Promise<FanoutRun> {
  return measureFanout({
    label: 'Tempo fanout',
    clients: settings.clients,
    symbolsOf: settings.symbolsOf,
    warmupSec: settings.warmupSec,
    seconds: settings.seconds,
    originMs: settings.originMs,
    progress: settings.progress,
    onWindowOpen: settings.onWindowOpen,
    connect: (collector, onProgress) =>
      connectFleet(settings.clientKind, {
        urls: settings.urls,
        count: settings.clients,
        symbols: settings.symbols,
        symbolsOf: settings.symbolsOf,
        onTick: (client, tick) => collector.receive(client, tick.s, tick.t),
        onProgress,
      }),
    cpuSeconds: () => settings.scraper.cpuSecondsNow(),
    rss: async () => {
      const perNode = await settings.scraper.rssNow();
      return perNode.every((rss) => rss !== null)
        ? perNode.reduce<number>((sum, rss) => sum + rss!, 0)
        : null;
    },
  });
}
