// Checks a running Tempo's public tick record: every sealed minute's SHA-256, every link of the
// chain, and optionally orders' outcomes against the archived ticks: a settled order's by the
// settlement rules, a sold one's sale price by the early-close rules.
//
// Usage: node --import tsx scripts/verify-ticks.ts --symbol <SYMBOL> --from <time> --to <time> [options]
//        node --import tsx scripts/verify-ticks.ts --order <id>[,<id>…] --token=<session> [options]
//        (--help lists the options)
//
// Steps: with --order, read each order with GET {url}/api/orders/{id} (their owner's session in
// --token) and take its symbol and the minutes that decided it: from its entry to its expiry, or
// for a sold order from the start of its variance window (and the minute before, for the tick
// before the window) to the tick it sold on; widen each product's range to whole minutes;
// download it an hour at a time with GET {url}/api/quotes/{symbol}/ticks, following each answer's
// cursor; check the seals with checkTickChain (shared/src/domain/tickChain.ts, the code the server
// seals with; format in server/src/quotes/archive/FORMAT.md); with --order, find each order's entry
// tick, then for a settled order take the last tick at or before expiry as the exit and apply the
// published settlement rules (shared/src/domain/settlement.ts), and for a sold one find the tick it
// sold on and price it with the published early-close rules (shared/src/domain/earlyClose.ts,
// server/src/orders/SPEC.md E1–E5) and the terms it was placed under; then compare with what the
// server recorded. One line per finding on stdout.
//
// Exit codes: 0 everything checked holds; 1 a mismatch (a minute's hash or link, ticks no seal
// covers, a gap or a repeat in the ticks' numbers, sealed or not, or an order whose outcome the
// ticks do not give, or a sale price they do not give); 2 bad arguments or the server could not be
// read; 3 not checkable yet (the minutes are not sealed yet, or an order is still open).
import { parseArgs } from 'node:util';
import {
  checkTickChain,
  exitTickOf,
  MAX_TICK_RANGE_MS,
  MAX_TICKS_PER_PAGE,
  MINUTE_MS,
  minuteOf,
  sellPrice,
  settle,
  windowTicksOf,
  winningPayout,
  SYMBOL_PATTERN,
  type ArchivedTick,
  type EarlyCloseTermsView,
  type OrderDetail,
  type SaleRecord,
  type TickRangePage,
  type TickSeal,
} from '@tempo/shared';

const HELP = `Check a running Tempo's tick record (hash chain) and, optionally, an order's outcome.

Usage: node --import tsx scripts/verify-ticks.ts --symbol <SYMBOL> --from <time> --to <time> [options]
       node --import tsx scripts/verify-ticks.ts --order <id>[,<id>…] --token=<session> [options]

  --url <base url>     server (default http://127.0.0.1:3000)
  --symbol <SYMBOL>    product whose ticks to check (taken from the order with --order)
  --from <time>        start, epoch ms or ISO 8601; widened to the start of its minute
  --to <time>          end (exclusive), epoch ms or ISO 8601; widened to the end of its minute
  --order <id>[,<id>…] re-derive these orders' outcomes (a sold order's sale price) from the
                       archived ticks and check the minutes that decided them
  --token=<session>    the orders' owner's session token (orders are visible to their owner only);
                       written with = since a token may begin with a dash
  --help               this text

Exit codes: 0 verified, 1 mismatch, 2 bad arguments or server unreadable, 3 not sealed yet.`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    symbol: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    order: { type: 'string' },
    token: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

class Unreadable extends Error {}

function fail(code: number, line: string): never {
  console.log(line);
  process.exit(code);
}

const iso = (ms: number) => new Date(ms).toISOString();

function parseTime(text: string | undefined, name: string): number {
  if (text === undefined) fail(2, `--${name} is required (or --order)`);
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (!Number.isSafeInteger(ms) || ms < 0) fail(2, `--${name}: not a time: ${text}`);
  return ms;
}

async function getData<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(`/api${path}`, values.url), { headers: { lang: 'en', ...headers } });
  } catch (error) {
    throw new Unreadable(`cannot reach ${values.url}: ${(error as Error).message}`);
  }
  const envelope = (await response.json().catch(() => null)) as {
    status: number;
    message: string;
    data: T;
  } | null;
  if (!envelope) throw new Unreadable(`GET ${path}: HTTP ${response.status}, not an API answer`);
  if (envelope.status !== 1)
    throw new Unreadable(`GET ${path}: ${envelope.message} (status ${envelope.status})`);
  return envelope.data;
}

interface TickRecord {
  ticks: ArchivedTick[];
  seals: TickSeal[];
  previousSeal: TickSeal | null;
  sealedUntil: number | null;
}

/** Every tick and seal of `[from, to)` (whole minutes), an hour per request, following cursors. */
async function download(symbol: string, from: number, to: number): Promise<TickRecord> {
  const record: TickRecord = { ticks: [], seals: [], previousSeal: null, sealedUntil: null };
  for (let start = from; start < to; start += MAX_TICK_RANGE_MS) {
    const end = Math.min(to, start + MAX_TICK_RANGE_MS);
    let cursor: string | null = null;
    do {
      const query = `from=${start}&to=${end}&limit=${MAX_TICKS_PER_PAGE}${cursor ? `&cursor=${cursor}` : ''}`;
      const page: TickRangePage = await getData<TickRangePage>(`/quotes/${symbol}/ticks?${query}`);
      record.ticks.push(...page.ticks);
      if (!cursor) {
        if (start === from) record.previousSeal = page.previousSeal;
        record.seals.push(...page.seals);
      }
      record.sealedUntil = page.sealedUntil;
      cursor = page.nextCursor;
    } while (cursor);
  }
  return record;
}

/** Checks the chain over the record; prints one line per problem; returns the exit code it calls for. */
function checkChain(symbol: string, from: number, to: number, record: TickRecord): number {
  const check = checkTickChain(symbol, record.ticks, record.seals, record.previousSeal);
  for (const problem of check.problems) {
    console.log(`MISMATCH ${symbol} minute ${iso(problem.minute)} (${problem.minute}): ${problem.reason}`);
  }
  const sealedUntil = record.sealedUntil ?? from;
  if (check.problems.length) return 1;
  if (sealedUntil < to) {
    console.log(
      `NOT SEALED ${symbol}: minutes from ${iso(Math.max(from, sealedUntil))} are not sealed yet` +
        ` (${check.unsealed.length} of them hold ticks); checked ${check.verified} sealed minutes`,
    );
    return 3;
  }
  console.log(
    `OK ${symbol} ${iso(from)} – ${iso(to)}: ${record.ticks.length} ticks, ${check.verified} sealed minutes` +
      ` verified, every link holds`,
  );
  return 0;
}

/** Re-derives the order's outcome (or its sale) from the archived ticks; returns the exit code it calls for. */
function checkOrder(order: OrderDetail, ticks: readonly ArchivedTick[]): number {
  const entry = ticks.find((tick) => tick.t === order.entryTs && tick.p === order.entryPrice);
  if (!entry) {
    console.log(
      `MISMATCH order ${order.id}: no archived tick at its entry (${order.entryPrice} at ${iso(order.entryTs)})`,
    );
    return 1;
  }
  return order.sale ? checkSale(order, order.sale, ticks) : checkSettlement(order, entry, ticks);
}

/** The settlement rules applied to the archived ticks, compared with the recorded outcome. */
function checkSettlement(order: OrderDetail, entry: ArchivedTick, ticks: readonly ArchivedTick[]): number {
  const exit = exitTickOf(ticks, order.expiryTs);
  const derived = settle({
    direction: order.direction,
    amount: order.amount,
    payoutBps: order.payoutBps,
    entry: { t: entry.t, p: entry.p },
    expiryTs: order.expiryTs,
    exit: exit && { t: exit.t, p: exit.p },
    feedStaleMs: order.feedStaleMs,
  });
  const differences: string[] = [];
  if (derived.status !== order.status)
    differences.push(`status ${order.status}, the ticks give ${derived.status}`);
  if (derived.payout !== order.payout)
    differences.push(`payout ${order.payout}, the ticks give ${derived.payout}`);
  if (exit && (exit.t !== order.exitTs || exit.p !== order.exitPrice)) {
    differences.push(`exit ${order.exitPrice} at ${order.exitTs}, the ticks give ${exit.p} at ${exit.t}`);
  }
  if (differences.length) {
    console.log(`MISMATCH order ${order.id}: ${differences.join('; ')}`);
    return 1;
  }
  console.log(
    `OK order ${order.id}: ${order.direction} ${order.symbol} from ${entry.p} to ` +
      `${exit ? `${exit.p} at ${iso(exit.t)}` : 'no exit tick'} → ${derived.status}, payout ${derived.payout} cents,` +
      ` as recorded`,
  );
  return 0;
}

/** The first moment of a sold order's variance window: the ticks after it, up to the sale's, count. */
function windowStartOf(sale: SaleRecord, terms: EarlyCloseTermsView): number {
  return sale.tick.t - terms.volatilityWindowSec * 1000;
}

/** The early-close rules applied to the archived ticks of the sale's window, compared with the sale. */
function checkSale(order: OrderDetail, sale: SaleRecord, ticks: readonly ArchivedTick[]): number {
  const terms = order.earlyClose;
  if (!terms) {
    console.log(`MISMATCH order ${order.id}: sold, but placed without early-close terms`);
    return 1;
  }
  if (!ticks.some((tick) => tick.t === sale.tick.t && tick.p === sale.tick.p)) {
    console.log(
      `MISMATCH order ${order.id}: no archived tick it sold on (${sale.tick.p} at ${iso(sale.tick.t)})`,
    );
    return 1;
  }
  const windowTicks = windowTicksOf(ticks, sale.tick.t, terms.volatilityWindowSec);
  const derived = sellPrice({
    direction: order.direction,
    payout: winningPayout(order.amount, order.payoutBps),
    amount: order.amount,
    entryPrice: order.entryPrice,
    durationSec: order.durationSec,
    expiryTs: order.expiryTs,
    tick: sale.tick,
    windowTicks,
    terms,
  });
  const differences: string[] = [];
  const recorded = { ...sale, price: order.payout ?? Number.NaN };
  for (const field of ['price', 'fair', 'spread', 'winMicros', 'variancePerSec', 'timeLeftMs'] as const) {
    if (derived[field] !== recorded[field]) {
      differences.push(`${field} ${recorded[field]}, the ticks give ${derived[field]}`);
    }
  }
  if (sale.price !== order.payout) differences.push(`sale price ${sale.price} but ${order.payout} paid`);
  if (order.exitTs !== sale.tick.t || order.exitPrice !== sale.tick.p) {
    differences.push(
      `exit ${order.exitPrice} at ${order.exitTs}, but sold on ${sale.tick.p} at ${sale.tick.t}`,
    );
  }
  const open = sale.tick.t - order.entryTs >= terms.openSec * 1000;
  const beforeCutoff = order.expiryTs - sale.tick.t >= terms.cutoffSec * 1000;
  if (!open || !beforeCutoff) differences.push('sold on a tick outside its sell window');
  if (sale.price < sale.minPrice)
    differences.push(`sold at ${sale.price}, below the ${sale.minPrice} accepted`);
  if (differences.length) {
    console.log(`MISMATCH order ${order.id}: ${differences.join('; ')}`);
    return 1;
  }
  console.log(
    `OK order ${order.id}: ${order.direction} ${order.symbol} sold on ${sale.tick.p} at ${iso(sale.tick.t)},` +
      ` ${windowTicks.length} ticks in its window → chance ${derived.winMicros / 1e6},` +
      ` price ${derived.price} cents, as recorded`,
  );
  return 0;
}

/** The ticks that decided an order: its entry to its expiry, or for a sold one the window to its sale. */
function decidingRange(order: OrderDetail): { from: number; to: number } {
  if (!order.sale || !order.earlyClose) return { from: order.entryTs, to: order.expiryTs + 1 };
  // The minute before the window holds the tick before it, whose move into the window counts.
  const from = Math.min(order.entryTs, windowStartOf(order.sale, order.earlyClose) - MINUTE_MS);
  return { from, to: Math.max(order.entryTs, order.sale.tick.t) + 1 };
}

async function main(): Promise<number> {
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (values.order === undefined) {
    const symbol = values.symbol;
    if (!symbol || !SYMBOL_PATTERN.test(symbol)) fail(2, `--symbol: not a product symbol: ${symbol ?? ''}`);
    const { from, to } = wholeMinutes(parseTime(values.from, 'from'), parseTime(values.to, 'to'));
    return checkChain(symbol, from, to, await download(symbol, from, to));
  }
  const ids = values.order.split(',');
  if (!ids.every((id) => /^\d+$/.test(id))) fail(2, `--order: not a list of order ids: ${values.order}`);
  const orders: OrderDetail[] = [];
  for (const id of ids) {
    const order = await getData<OrderDetail>(`/orders/${id}`, values.token ? { token: values.token } : {});
    if (order.status === 'open') fail(3, `NOT SETTLED order ${order.id} is still open`);
    orders.push(order);
  }
  // One download per product, over every minute its orders were decided in.
  const worst = (codes: number[]) => (codes.includes(1) ? 1 : Math.max(0, ...codes));
  const codes: number[] = [];
  for (const symbol of new Set(orders.map((order) => order.symbol))) {
    const own = orders.filter((order) => order.symbol === symbol);
    const ranges = own.map(decidingRange);
    const { from, to } = wholeMinutes(
      Math.min(...ranges.map((range) => range.from)),
      Math.max(...ranges.map((range) => range.to)),
    );
    const record = await download(symbol, from, to);
    codes.push(checkChain(symbol, from, to, record));
    for (const order of own) codes.push(checkOrder(order, record.ticks));
  }
  return worst(codes);
}

/** [from, to) widened to whole minutes. */
function wholeMinutes(from: number, to: number): { from: number; to: number } {
  const range = { from: minuteOf(from), to: minuteOf(to - 1) + MINUTE_MS };
  if (range.to <= range.from) fail(2, '--to must be after --from');
  return range;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Unreadable) fail(2, `UNREADABLE ${error.message}`);
    console.error(error);
    process.exit(2);
  },
);
