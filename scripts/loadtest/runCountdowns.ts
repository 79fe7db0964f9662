// The countdown scenario against Tempo, from countdown-bench.ts grown up: traders place --orders
// countdowns open-loop at --rate (each sent on schedule, whatever the answers), then the tool
// waits for every `orders:settled` and checks the books.
//
// Figures: placement latency (send → answer) and latency beyond the wait for the entry tick
// (answer − max(send, order.entryTs)); settlement lag (orders:settled receipt − server time `t` of
// the first tick after the order's expiry second, observed on a tick subscription); refusals by
// error code; errors (transport failures, INTERNAL and SERVICE_UNAVAILABLE answers). Checks: each
// accepted order got exactly one `orders:settled`, GET /api/orders/:id shows it settled, and
// GET /api/admin/ledger/reconciliation says `reconciled`.
//
// --pack: all orders are sent within the first 700 ms after a whole second (the rate is raised to
// fit), so if the server keeps up every entry tick — and so every expiry — falls in one second.
// The result counts the distinct expiry seconds that came out.
//
// --sell-share: that share of the accepted orders is sold halfway through its countdown
// (earlySales.ts); the settlement figures are of the others.
import { errorCodeOfStatus, type OrderView, type Tick } from '@tempo/shared';
import type { ClientFleet } from './ClientFleet';
import { connectSocketClients } from './connectSocketClients';
import { createTraders, type Trader } from './createTraders';
import { EarlySales, lendEarlyCloseTerms, type SaleFigures } from './earlySales';
import { GeneratorCpu, type CpuFigure } from './GeneratorCpu';
import { LatencyRecorder, type LatencyReport } from './LatencyRecorder';
import type { ProgressBar } from './ProgressBar';
import type { TempoApi } from './TempoApi';
import { nowMs } from './TickCollector';

/** The window --pack fits all sends into, after a whole second. */
export const PACK_WINDOW_MS = 700;
const SETTLE_GRACE_MS = 20_000;
const DUPLICATE_WATCH_MS = 1_500;
const CHECKING_AT_ONCE = 32;

export interface CountdownSettings {
  apis: TempoApi[];
  urls: string[];
  opsToken: string;
  symbols: string[];
  orders: number;
  /** Orders per second offered (already raised for --pack). */
  rate: number;
  durationSec: number;
  pack: boolean;
  users: number;
  amount: number;
  openingCode: string | null;
  runId: string;
  originMs: number;
  progress: ProgressBar;
  /** Placing starts when this resolves (mixed runs open the fanout window first). */
  startSignal?: Promise<void>;
  /** The share of accepted orders sold early, 0 for none. */
  sellShare: number;
}

export interface CountdownRun {
  orders: number;
  users: number;
  offeredRate: number;
  achievedRate: number;
  /** The latest a send left after its scheduled time (ms): the generator keeping up. */
  maxSendLagMs: number;
  accepted: number;
  refusals: Record<string, number>;
  errors: number;
  errorSamples: string[];
  placement: LatencyReport;
  beyondEntryWait: LatencyReport;
  /** From the first tick after each order's expiry (when it became settleable) to its `orders:settled`. */
  settlementLag: LatencyReport;
  /** From each order's expiry instant to its `orders:settled`: what the trader watching the countdown waits. */
  countdownEnd: LatencyReport;
  /** From each order's expiry instant to the first tick after it: the floor of countdownEnd. */
  tickWait: LatencyReport;
  /** Distinct (symbol, expiry second) pairs among accepted orders. */
  expirySeconds: number;
  /** Accepted orders whose settleable tick was not seen, so no lag was computed. */
  lagUnknown: number;
  settledOnce: number;
  settledTwiceOrMore: number;
  neverSettled: number;
  /** Settled orders whose exit tick is later than their expiry time. */
  exitAfterExpiry: number;
  /**
   * Settled orders whose exit tick is older than a tick the subscription saw at or before the
   * expiry time (the settler used a stale price).
   */
  exitTickStale: number;
  /** Accepted orders that GET /api/orders/:id still shows open (or could not show). */
  restNotSettled: number;
  reconciled: boolean | null;
  /** Every accepted order settled exactly once, by events and by REST. */
  everyOrderSettledOnce: boolean;
  /** Due times of the accepted orders relative to the first (ms), for the BullMQ baseline. */
  dueOffsetsMs: number[];
  generatorCpu: CpuFigure;
  /** The early sales of --sell-share; null without it. */
  sales: SaleFigures | null;
}

interface Placement {
  sentAt: number;
  answeredAt: number;
  order: OrderView;
  trader: Trader;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FAILURE_CODES = new Set(['INTERNAL', 'SERVICE_UNAVAILABLE']);

/** The first time in the sorted list at or after `from`, or null. */
function firstAtOrAfter(sorted: number[], from: number): number | null {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < from) low = mid + 1;
    else high = mid;
  }
  return sorted[low] ?? null;
}

export async function runCountdowns(settings: CountdownSettings): Promise<CountdownRun> {
  const { progress, apis } = settings;
  const settledCount = new Map<number, number>();
  const settledAt = new Map<number, number>();
  const settledOrders = new Map<number, OrderView>();
  const traders = await createTraders({
    apis,
    opsToken: settings.opsToken,
    count: settings.users,
    runId: settings.runId,
    funding: settings.amount * Math.ceil(settings.orders / settings.users) + 100_000,
    openingCode: settings.openingCode,
    progress,
    onSettled: (_trader, order) => {
      const at = nowMs();
      settledCount.set(order.id, (settledCount.get(order.id) ?? 0) + 1);
      if (!settledAt.has(order.id)) {
        settledAt.set(order.id, at);
        settledOrders.set(order.id, order);
      }
    },
  });

  const tickTimes = new Map<string, number[]>(settings.symbols.map((symbol) => [symbol, []]));
  const tickFleet: ClientFleet = await connectSocketClients({
    urls: settings.urls,
    count: 1,
    symbols: settings.symbols,
    onTick: (_client, tick: Pick<Tick, 's' | 't'>) => tickTimes.get(tick.s)?.push(tick.t),
  });
  if (!tickFleet.connectedCount())
    throw new Error('the tick subscription for settlement lag did not connect');

  const sales = settings.sellShare > 0 ? new EarlySales(settings.sellShare, apis, settings.originMs) : null;
  const restoreTerms = sales
    ? await lendEarlyCloseTerms(apis[0]!, settings.opsToken, settings.symbols, settings.durationSec)
    : null;

  await settings.startSignal;
  const cpu = new GeneratorCpu();
  const placements: Placement[] = [];
  const refusals: Record<string, number> = {};
  const errorSamples: string[] = [];
  let errors = 0;
  let answered = 0;
  let maxSendLagMs = 0;
  const fail = (message: string) => {
    errors++;
    if (errorSamples.length < 10) errorSamples.push(message);
  };

  if (settings.pack) await sleep(1000 - (Date.now() % 1000) + 20);
  const interval = 1000 / settings.rate;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < settings.orders; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    maxSendLagMs = Math.max(maxSendLagMs, performance.now() - due);
    const trader = traders[i % traders.length]!;
    const api = apis[i % apis.length]!;
    const sentAt = nowMs();
    pending.push(
      api
        .call<OrderView>('POST', '/orders', {
          token: trader.token,
          idempotencyKey: `loadtest-${settings.runId}-order-${i}`,
          body: {
            symbol: settings.symbols[i % settings.symbols.length],
            direction: i % 2 ? 'up' : 'down',
            amount: settings.amount,
            durationSec: settings.durationSec,
          },
        })
        .then(
          ({ http, envelope }) => {
            if (envelope.status === 1) {
              sales?.consider(placements.length, envelope.data, trader);
              placements.push({ sentAt, answeredAt: nowMs(), order: envelope.data, trader });
            } else {
              const code = errorCodeOfStatus(envelope.status) ?? `STATUS_${envelope.status}`;
              if (FAILURE_CODES.has(code)) fail(`HTTP ${http} ${code}: ${envelope.message}`);
              else refusals[code] = (refusals[code] ?? 0) + 1;
            }
          },
          (error: Error) => fail(error.message),
        )
        .finally(() => answered++),
    );
    if (i % 20 === 0)
      progress.update(
        'placing orders',
        i / settings.orders,
        `${i}/${settings.orders} sent, ${placements.length} accepted, ${answered - placements.length} refused or failed`,
      );
  }
  await Promise.all(pending);
  progress.done();

  // Throughput: accepted orders over the sending span, stretched when answers trailed far behind.
  const placement = new LatencyRecorder(settings.originMs);
  const beyondEntryWait = new LatencyRecorder(settings.originMs);
  for (const p of placements) {
    placement.record(p.answeredAt - p.sentAt, p.sentAt);
    beyondEntryWait.record(p.answeredAt - Math.max(p.sentAt, p.order.entryTs), p.sentAt);
  }
  const firstSent = placements.reduce((min, p) => Math.min(min, p.sentAt), Infinity);
  const lastAnswer = placements.reduce((max, p) => Math.max(max, p.answeredAt), 0);
  const sendSpanMs = settings.orders * interval;
  const spanMs = placements.length
    ? Math.max(sendSpanMs, lastAnswer - firstSent - placement.summary().p50)
    : sendSpanMs;
  const achievedRate = placements.length ? placements.length / (spanMs / 1000) : 0;

  // Settlement: wait for every accepted order's event, then a moment more for duplicates.
  const ids = placements.map((p) => p.order.id);
  const lastExpiry = placements.reduce((max, p) => Math.max(max, p.order.expiryTs), 0);
  const deadline = lastExpiry + SETTLE_GRACE_MS;
  while (Date.now() < deadline && ids.some((id) => !settledAt.has(id))) {
    const done = ids.filter((id) => settledAt.has(id)).length;
    const toExpiry = Math.max(0, Math.ceil((lastExpiry - Date.now()) / 1000));
    progress.update(
      'awaiting settlement',
      ids.length ? done / ids.length : 1,
      `${done}/${ids.length} settled${toExpiry ? `, last expiry in ${toExpiry} s` : ''}`,
    );
    await sleep(200);
  }
  await sleep(DUPLICATE_WATCH_MS);
  progress.done();
  const generatorCpu = cpu.stop();
  const saleFigures = (await sales?.figures()) ?? null;
  await restoreTerms?.();

  // Lag from the moment each order became settleable (the first tick after its expiry, S6), and
  // from the expiry instant itself, split into the wait for that tick and the rest.
  const settlementLag = new LatencyRecorder(settings.originMs);
  const countdownEnd = new LatencyRecorder(settings.originMs);
  const tickWait = new LatencyRecorder(settings.originMs);
  for (const list of tickTimes.values()) list.sort((a, b) => a - b);
  let lagUnknown = 0;
  const dueTimes: number[] = [];
  const expirySeconds = new Set<string>();
  for (const { order } of placements) {
    if (sales?.soldIds.has(order.id)) continue;
    expirySeconds.add(`${order.symbol}:${Math.floor(order.expiryTs / 1000)}`);
    const settleable = firstAtOrAfter(tickTimes.get(order.symbol) ?? [], order.expiryTs + 1);
    dueTimes.push(settleable ?? order.expiryTs);
    const received = settledAt.get(order.id);
    if (settleable === null || received === undefined) {
      lagUnknown++;
      continue;
    }
    settlementLag.record(received - settleable, settleable);
    countdownEnd.record(received - order.expiryTs, order.expiryTs);
    tickWait.record(settleable - order.expiryTs, order.expiryTs);
  }
  const firstDue = dueTimes.length ? dueTimes.reduce((min, due) => Math.min(min, due)) : 0;

  // The exit tick: at or before expiry, and the last one there (as far as the subscription saw).
  let exitAfterExpiry = 0;
  let exitTickStale = 0;
  for (const order of settledOrders.values()) {
    if (order.exitTs === null || order.status === 'sold') continue;
    if (order.exitTs > order.expiryTs) exitAfterExpiry++;
    const seen = tickTimes.get(order.symbol) ?? [];
    const nextAfterExit = firstAtOrAfter(seen, order.exitTs + 1);
    if (nextAfterExit !== null && nextAfterExit <= order.expiryTs) exitTickStale++;
  }

  // Exactly once, by events and by REST.
  let settledOnce = 0;
  let settledTwiceOrMore = 0;
  let neverSettled = 0;
  for (const id of ids) {
    const count = settledCount.get(id) ?? 0;
    if (count === 1) settledOnce++;
    else if (count === 0) neverSettled++;
    else settledTwiceOrMore++;
  }
  let restNotSettled = 0;
  let checked = 0;
  const checkWorker = async () => {
    while (checked < placements.length) {
      const { order, trader } = placements[checked++]!;
      const api = apis[trader.index % apis.length]!;
      try {
        const { envelope } = await api.call<OrderView>('GET', `/orders/${order.id}`, { token: trader.token });
        if (envelope.status !== 1 || envelope.data.status === 'open' || envelope.data.settledAt === null)
          restNotSettled++;
      } catch (error) {
        restNotSettled++;
        fail(`GET /orders/${order.id}: ${(error as Error).message}`);
      }
      if (checked % 50 === 0)
        progress.update('checking orders', checked / placements.length, `${checked}/${placements.length}`);
    }
  };
  await Promise.all(Array.from({ length: CHECKING_AT_ONCE }, checkWorker));
  progress.done();

  let reconciled: boolean | null = null;
  try {
    const { envelope } = await apis[0]!.call<{ reconciled: boolean }>('GET', '/admin/ledger/reconciliation', {
      bearer: settings.opsToken,
    });
    reconciled = envelope.status === 1 ? envelope.data.reconciled : null;
    if (reconciled === null) fail(`ledger reconciliation refused: ${envelope.message}`);
  } catch (error) {
    fail(`ledger reconciliation: ${(error as Error).message}`);
  }

  for (const trader of traders) trader.socket.close();
  tickFleet.close();

  return {
    orders: settings.orders,
    users: settings.users,
    offeredRate: settings.rate,
    achievedRate,
    maxSendLagMs,
    accepted: placements.length,
    refusals,
    errors,
    errorSamples,
    placement: placement.report(),
    beyondEntryWait: beyondEntryWait.report(),
    settlementLag: settlementLag.report(),
    countdownEnd: countdownEnd.report(),
    tickWait: tickWait.report(),
    expirySeconds: expirySeconds.size,
    lagUnknown,
    settledOnce,
    settledTwiceOrMore,
    neverSettled,
    exitAfterExpiry,
    exitTickStale,
    restNotSettled,
    reconciled,
    everyOrderSettledOnce: placements.length > 0 && settledOnce === placements.length && restNotSettled === 0,
    dueOffsetsMs: dueTimes.map((due) => due - firstDue),
    generatorCpu,
    sales: saleFigures,
  };
}
