// Exchange trade streams on loopback for tests: every connection gets a trade of each listed symbol
// every few milliseconds, at the price the test sets for the path it connected to. One server can
// stand for an allowed exchange (its honest paths) and for an ops user's own stream (any other
// path, or a server of its own on another port).
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface TradeStreamsOptions {
  /** Exchange symbols to trade, e.g. the products' own symbols. */
  symbols: readonly string[];
  /** The price of every trade sent to a connection on `path` (path and query, as requested). */
  priceOf: (path: string) => number;
  /** Pause between two rounds of trades (ms). */
  everyMs?: number;
}

export class TradeStreams {
  private readonly sockets = new Set<WebSocket>();
  private readonly connections: string[] = [];
  private readonly timer: NodeJS.Timeout;
  private tradeId = 1;

  private constructor(
    private readonly server: WebSocketServer,
    private readonly options: TradeStreamsOptions,
    private readonly paths = new WeakMap<WebSocket, string>(),
  ) {
    server.on('connection', (socket, request) => {
      this.sockets.add(socket);
      this.paths.set(socket, request.url ?? '/');
      this.connections.push(request.url ?? '/');
      socket.on('close', () => this.sockets.delete(socket));
    });
    this.timer = setInterval(() => this.sendRound(), options.everyMs ?? 20);
  }

  /** Listens on 127.0.0.1 (a free port unless `port` is given). */
  static async start(options: TradeStreamsOptions, port = 0): Promise<TradeStreams> {
    const server = new WebSocketServer({ host: '127.0.0.1', port });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    return new TradeStreams(server, options);
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** ws://127.0.0.1:<port> followed by `path`. */
  url(path = ''): string {
    return `ws://127.0.0.1:${this.port}${path}`;
  }

  /** The path (with query) of every connection made so far, in order. */
  everConnected(): string[] {
    return [...this.connections];
  }

  close(): Promise<void> {
    clearInterval(this.timer);
    for (const socket of this.sockets) socket.terminate();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private sendRound(): void {
    const now = Date.now();
    for (const socket of this.sockets) {
      const price = String(this.options.priceOf(this.paths.get(socket) ?? '/'));
      for (const symbol of this.options.symbols) {
        const trade = { e: 'trade', E: now, s: symbol, t: this.tradeId++, p: price, q: '1', T: now, m: true };
        socket.send(JSON.stringify(trade));
      }
    }
  }
}
