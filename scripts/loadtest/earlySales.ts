// --sell-share: a share of the accepted countdowns is sold before its expiry (POST
// /orders/:id/sell, server/src/orders/SPEC.md E5), each halfway through its countdown, accepting
// any price. The products get early-close terms for the run and their own back after it. A sold
// order is announced by `orders:settled` like a settled one, so the exactly-once checks hold for
// both; the settlement figures leave the sold ones out (they never reach their expiry).
import {
  errorCodeOfStatus,
  type AdminProductView,
  type EarlyCloseTermsView,
  type SoldOrder,
} from '@tempo/shared';
import type { Trader } from './createTraders';
import { LatencyRecorder, type LatencyReport } from './LatencyRecorder';
import type { TempoApi } from './TempoApi';
import { nowMs } from './TickCollector';

export interface SaleFigures {
  share: number;
  requested: number;
  sold: number;
  /** Refusals by error code (a sale sent late in a slow run meets SELL_WINDOW_CLOSED, say). */
  refusals: Record<string, number>;
  errors: number;
  /** From sending the sale to its answer. */
  latency: LatencyReport;
}

/** Terms that leave the middle of any countdown open to a sale. */
function termsFor(durationSec: number): EarlyCloseTermsView {
  const margin = durationSec >= 10 ? 2 : 0;
  return {
    spreadBaseBps: 100,
    spreadSlopeBps: 400,
    volatilityWindowSec: 30,
    openSec: margin,
    cutoffSec: margin,
  };
}

/**
 * Gives `symbols` early-close terms for `durationSec` countdowns; answers the function that puts
 * back the terms they had.
 */
export async function lendEarlyCloseTerms(
  api: TempoApi,
  opsToken: string,
  symbols: readonly string[],
  durationSec: number,
): Promise<() => Promise<void>> {
  const products = await api.must<AdminProductView[]>('GET', '/admin/products', { bearer: opsToken });
  const before = new Map(products.map((product) => [product.symbol, product.earlyClose]));
  const setTerms = (symbol: string, earlyClose: EarlyCloseTermsView | null) =>
    api.must('PATCH', `/admin/products/${symbol}`, { bearer: opsToken, body: { earlyClose } });
  for (const symbol of symbols) await setTerms(symbol, termsFor(durationSec));
  return async () => {
    for (const symbol of symbols) await setTerms(symbol, before.get(symbol) ?? null);
  };
}

export class EarlySales {
  private readonly latency: LatencyRecorder;
  private readonly pending: Promise<void>[] = [];
  private readonly refusals: Record<string, number> = {};
  private requested = 0;
  private errors = 0;
  /** The orders sold: the settlement figures leave them out. */
  readonly soldIds = new Set<number>();

  constructor(
    private readonly share: number,
    private readonly apis: TempoApi[],
    originMs: number,
  ) {
    this.latency = new LatencyRecorder(originMs);
  }

  /**
   * Sells the `index`-th accepted order halfway through its countdown when it falls in the share:
   * evenly spread, so any stretch of orders sells about the share of them.
   */
  consider(index: number, order: { id: number; entryTs: number; expiryTs: number }, trader: Trader): void {
    if (Math.floor((index + 1) * this.share) === Math.floor(index * this.share)) return;
    const at = (order.entryTs + order.expiryTs) / 2;
    this.pending.push(
      new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()))).then(() =>
        this.sell(order.id, trader),
      ),
    );
  }

  async figures(): Promise<SaleFigures> {
    await Promise.all(this.pending);
    return {
      share: this.share,
      requested: this.requested,
      sold: this.soldIds.size,
      refusals: this.refusals,
      errors: this.errors,
      latency: this.latency.report(),
    };
  }

  private async sell(orderId: number, trader: Trader): Promise<void> {
    this.requested++;
    const api = this.apis[trader.index % this.apis.length]!;
    const sentAt = nowMs();
    try {
      const { envelope } = await api.call<SoldOrder>('POST', `/orders/${orderId}/sell`, {
        token: trader.token,
        body: { minPrice: 0 },
      });
      this.latency.record(nowMs() - sentAt, sentAt);
      if (envelope.status === 1) this.soldIds.add(orderId);
      else {
        const code = errorCodeOfStatus(envelope.status) ?? `STATUS_${envelope.status}`;
        this.refusals[code] = (this.refusals[code] ?? 0) + 1;
      }
    } catch {
      this.errors++;
    }
  }
}
