// A live price source from an exchange's public trade stream (one JSON message per trade, as most
// crypto exchanges publish it, bare or in a combined-stream wrapper). The connection is expected
// to drop now and then, so losing it only means reconnecting with a growing pause.
import WebSocket from 'ws';
import type { Logger } from '../../platform/logger';
import { sleep, type EmitQuote, type PriceSource, type SourceQuote } from '../feed/PriceSource';

export interface ExchangeTradeSourceOptions {
  /** WebSocket URL of the stream, e.g. wss://stream.binance.com:9443/ws/btcusdt@trade. */
  url: string;
  /** Exchange symbol whose trades become quotes (`s` of a trade), e.g. BTCUSDT; case does not matter. */
  symbol: string;
  /** Pause before the first reconnect, doubled after each failed attempt up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A connection silent this long (no message, no pong) is taken as dead; a ping goes out halfway. */
  idleTimeoutMs?: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

/** One trade as the stream sends it; prices and quantities are decimal strings. */
interface TradeEvent {
  e: 'trade';
  s: string;
  p: string;
  q: string;
}

export class ExchangeTradeSource implements PriceSource {
  readonly kind = 'exchange';
  readonly sourceLabel = 'exchange';
  private readonly symbol: string;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly idleTimeoutMs: number;

  constructor(private readonly options: ExchangeTradeSourceOptions) {
    this.symbol = options.symbol.toUpperCase();
    this.minBackoffMs = options.minBackoffMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  }

  /** Emits a quote per trade of the symbol, reconnecting whenever the stream drops, until `signal` aborts. */
  async run(emit: EmitQuote, signal: AbortSignal): Promise<void> {
    const relay = new CoalescingEmitter(emit, this.options.logger);
    let backoffMs = this.minBackoffMs;
    while (!signal.aborted) {
      const { receivedTrades, reason } = await this.connectOnce(relay, signal);
      if (signal.aborted) break;
      // A connection that carried trades was healthy: start the pauses over.
      if (receivedTrades) backoffMs = this.minBackoffMs;
      this.options.logger?.warn({ url: this.options.url, reason, retryInMs: backoffMs }, 'trade stream lost');
      await sleep(backoffMs, signal);
      backoffMs = Math.min(backoffMs * 2, this.maxBackoffMs);
    }
    await relay.close();
  }

  /** One connection, from opening to closing (or abort); never rejects. */
  private connectOnce(
    relay: CoalescingEmitter,
    signal: AbortSignal,
  ): Promise<{ receivedTrades: boolean; reason: string }> {
    return new Promise((resolve) => {
      let receivedTrades = false;
      let lastHeard = performance.now();
      let socket: WebSocket;
      try {
        socket = new WebSocket(this.options.url, { handshakeTimeout: this.idleTimeoutMs });
      } catch (error) {
        // A malformed URL throws here; retrying with backoff keeps the "never throws" promise.
        resolve({ receivedTrades, reason: (error as Error).message });
        return;
      }
      const heard = () => {
        lastHeard = performance.now();
      };
      // A half-open TCP connection never closes by itself; pings find it out.
      const watchdog = setInterval(
        () => {
          if (performance.now() - lastHeard >= this.idleTimeoutMs) socket.terminate();
          else if (socket.readyState === WebSocket.OPEN) socket.ping();
        },
        Math.max(10, this.idleTimeoutMs / 2),
      );
      const abort = () => socket.terminate();
      signal.addEventListener('abort', abort, { once: true });

      let reason = 'closed';
      socket.on('open', () => {
        heard();
        this.options.logger?.info({ url: this.options.url, symbol: this.symbol }, 'trade stream connected');
      });
      socket.on('pong', heard);
      socket.on('ping', heard);
      socket.on('message', (data, isBinary) => {
        heard();
        if (isBinary) return;
        const trade = tradeOf(data.toString());
        if (!trade || trade.s.toUpperCase() !== this.symbol) return;
        const quote = { price: Number(trade.p), volume: Number(trade.q) };
        if (!(quote.price > 0) || !(quote.volume >= 0)) return;
        receivedTrades = true;
        relay.push(quote);
      });
      socket.on('error', (error) => {
        reason = error.message;
      });
      socket.on('close', (code) => {
        clearInterval(watchdog);
        signal.removeEventListener('abort', abort);
        resolve({ receivedTrades, reason: reason === 'closed' ? `closed (${code})` : reason });
      });
    });
  }
}

/** The trade in a message, bare or in a combined-stream wrapper; undefined for anything else. */
function tradeOf(text: string): TradeEvent | undefined {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (isObject(message) && 'stream' in message && isObject(message.data)) message = message.data;
  if (!isObject(message) || message.e !== 'trade') return undefined;
  const { s, p, q } = message;
  return typeof s === 'string' && typeof p === 'string' && typeof q === 'string'
    ? { e: 'trade', s, p, q }
    : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Hands quotes to the feed one at a time. Trades that arrive while an emit is pending are merged
 * into one quote (the latest price, the summed volume) so a slow feed never builds a queue.
 */
class CoalescingEmitter {
  private pending: SourceQuote | undefined;
  private inFlight: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly emit: EmitQuote,
    private readonly logger: Pick<Logger, 'warn'> | undefined,
  ) {}

  push(quote: SourceQuote): void {
    if (this.closed) return;
    if (this.inFlight) {
      this.pending = { price: quote.price, volume: (this.pending?.volume ?? 0) + quote.volume };
      return;
    }
    this.inFlight = this.drain(quote);
  }

  /** Drops what has not been emitted yet and resolves once the emit under way (if any) is done. */
  async close(): Promise<void> {
    this.closed = true;
    this.pending = undefined;
    await this.inFlight;
  }

  private async drain(first: SourceQuote): Promise<void> {
    let quote: SourceQuote | undefined = first;
    while (quote) {
      try {
        await this.emit(quote);
      } catch (error) {
        // The feed's trouble, not the stream's: note it and go on with the next trade.
        this.logger?.warn({ err: error }, 'publishing an exchange quote failed');
      }
      quote = this.pending;
      this.pending = undefined;
    }
    this.inFlight = undefined;
  }
}
