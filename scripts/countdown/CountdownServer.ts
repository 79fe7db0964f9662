// One running Tempo that countdown-bench measures: ops logged in, traders registered and funded
// through its API (each with a socket for `orders:settled`), and a socket on the symbol's ticks
// that records when each tick was published. Kept across rounds; each round places new orders.
import { io } from 'socket.io-client';
import { PROTOCOL_VERSION, unpackQuotes, type LoginResult, type QuotesEvent } from '@tempo/shared';
import type { TempoSocket } from '../loadtest/connectSocketClients';
import { createTraders, type Trader } from '../loadtest/createTraders';
import type { ProgressBar } from '../loadtest/ProgressBar';
import { TempoApi } from '../loadtest/TempoApi';

/** Cents credited to each trader: enough for every round's orders. */
const FUNDING = 10_000_000;

export interface ServerPlan {
  url: string;
  users: number;
  symbol: string;
  ops: { username: string; password: string };
  openingCode: string | null;
  runId: string;
}

export class CountdownServer {
  /** When each order's `orders:settled` arrived (epoch ms), by order id. */
  readonly settledAt = new Map<number, number>();
  /** Server times of the symbol's ticks, oldest first. */
  readonly tickTimes: number[] = [];
  /** Orders announced more than once. */
  repeats = 0;

  private constructor(
    readonly url: string,
    readonly api: TempoApi,
    readonly opsToken: string,
    private traders: Trader[],
    private readonly tickSocket: TempoSocket,
  ) {}

  static async open(plan: ServerPlan, progress: ProgressBar): Promise<CountdownServer> {
    const api = new TempoApi(plan.url);
    const { token: opsToken } = await api.must<LoginResult>('POST', '/admin/auth/login', {
      body: plan.ops,
    });
    const tickSocket = await connect(plan.url);
    const server = new CountdownServer(plan.url, api, opsToken, [], tickSocket);
    tickSocket.on('quotes', (batch: QuotesEvent) =>
      unpackQuotes(batch, { tick: (tick) => tick.s === plan.symbol && server.tickTimes.push(tick.t) }),
    );
    await new Promise<void>((resolve) =>
      tickSocket.emit('subscribe', { symbols: [plan.symbol], ticks: true }, () => resolve()),
    );
    server.traders = await createTraders({
      apis: [api],
      opsToken,
      count: plan.users,
      runId: plan.runId,
      funding: FUNDING,
      openingCode: plan.openingCode,
      progress,
      onSettled: (_trader, order) => {
        if (server.settledAt.has(order.id)) server.repeats++;
        else server.settledAt.set(order.id, Date.now());
      },
    });
    return server;
  }

  /** The trader who places the i-th order of a round. */
  trader(i: number): Trader {
    return this.traders[i % this.traders.length]!;
  }

  /** The server time of the first tick after `ts`, if one arrived. */
  firstTickAfter(ts: number): number | undefined {
    return this.tickTimes.find((t) => t > ts);
  }

  async ledgerReconciles(): Promise<boolean> {
    const { reconciled } = await this.api.must<{ reconciled: boolean }>(
      'GET',
      '/admin/ledger/reconciliation',
      {
        bearer: this.opsToken,
      },
    );
    return reconciled;
  }

  close(): void {
    for (const trader of this.traders) trader.socket.close();
    this.tickSocket.close();
    this.api.close();
  }
}

function connect(url: string): Promise<TempoSocket> {
  return new Promise((resolve, reject) => {
    const socket: TempoSocket = io(url, {
      transports: ['websocket'],
      auth: { protocol: PROTOCOL_VERSION },
      forceNew: true,
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
