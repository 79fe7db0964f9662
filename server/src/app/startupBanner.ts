// What `npm start` shows a person once Tempo is up: where to open it and the demo logins.
import { DEMO } from './seedDemoData';
import { onTick } from '../quotes';
import type { RunningTempo } from './startTempo';

/**
 * Resolves once every product whose market is open now has published a tick through this
 * deployment, or after `timeoutMs` (a market that never ticks must not hold the banner back).
 */
export async function marketsLive(tempo: RunningTempo, timeoutMs: number): Promise<void> {
  const now = Date.now();
  const waiting = new Set(
    tempo.catalogue
      .list()
      .filter((product) => tempo.catalogue.hoursOf(product, now).open)
      .map((product) => product.symbol),
  );
  if (!waiting.size) return;
  let allTicked = () => {};
  const ticked = new Promise<void>((resolve) => (allTicked = resolve));
  const unsubscribe = await onTick(tempo.ctx.pubsub, (tick) => {
    waiting.delete(tick.s);
    if (!waiting.size) allTicked();
  });
  const timer = setTimeout(allTicked, timeoutMs);
  await ticked;
  clearTimeout(timer);
  await unsubscribe();
}

/** The lines printed under the logs: the address, then the demo logins. */
export function demoBanner(seeded: boolean, port: number | null): string {
  const url = `http://localhost:${port ?? 3000}`;
  return [
    '',
    `Tempo is live on ${url}${seeded ? '  (demo data added)' : ''}`,
    `  trader:        ${DEMO.user.account} / ${DEMO.user.password}  (transaction password ${DEMO.user.transactionPassword})`,
    `  ops API:       ${DEMO.admin.username} / ${DEMO.admin.password}  (${url}/api/admin)`,
    `  opening code:  ${DEMO.openingCode}`,
    'Stop with Ctrl-C.',
    '',
  ].join('\n');
}
