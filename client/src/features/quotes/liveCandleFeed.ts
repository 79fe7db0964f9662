// Keeps a CandleBook of one symbol and interval live: subscribes the symbol with ticks, loads
// the newest page once the subscription is confirmed (so no tick falls between the page and the
// stream), buffers and folds ticks, takes closed candles, loads the newest page again after every
// reconnect or gap in the stream (the book merges it by open time), and pages older history on
// demand.
import type { Interval } from '@tempo/shared';
import { onQuote, onQuoteGap, subscribeQuotes } from '../../lib/socket';
import { fetchCandles } from './api';
import { CandleBook, type BookChange } from './candleBook';

/** Candles per REST page: a phone shows under a hundred; the rest is room to scroll. */
export const CANDLE_PAGE = 300;
/** Without a confirmed subscription by then (socket down), history loads anyway, in ms. */
const HISTORY_FALLBACK_MS = 3_000;

export type FeedStatus = 'loading' | 'ready' | 'error';

export interface FeedState {
  status: FeedStatus;
  /** Whether older candles may exist on the server. */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Whether the book holds no candle (a product without history yet). */
  empty: boolean;
}

/** The I/O the feed uses; replaceable in tests. */
export interface FeedDeps {
  fetchCandles: typeof fetchCandles;
  subscribeQuotes: typeof subscribeQuotes;
  onQuote: typeof onQuote;
  onQuoteGap: typeof onQuoteGap;
}

const defaultDeps: FeedDeps = { fetchCandles, subscribeQuotes, onQuote, onQuoteGap };

export class LiveCandleFeed {
  readonly book: CandleBook;
  state: FeedState = { status: 'loading', hasOlder: true, loadingOlder: false, empty: true };

  private readonly changeListeners = new Set<(change: BookChange) => void>();
  private readonly stateListeners = new Set<(state: FeedState) => void>();
  private readonly stops: (() => void)[] = [];
  private fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** The newest page request; answers to earlier ones are ignored. */
  private latestRequest = 0;
  /** Bumped when the book starts again, so an older page in flight is not glued onto it. */
  private generation = 0;

  constructor(
    readonly symbol: string,
    readonly interval: Interval,
    private readonly deps: FeedDeps = defaultDeps,
  ) {
    this.book = new CandleBook(interval);
  }

  /** Starts (or, after `stop`, restarts) following the symbol. */
  start(): void {
    if (!this.stopped && this.stops.length) return;
    this.stopped = false;
    const { symbol, interval, book } = this;
    this.stops.push(
      this.deps.onQuote('tick', (tick) => {
        if (tick.s === symbol) this.emit(book.applyTick(tick));
      }),
      this.deps.onQuote('candle', (event) => {
        if (event.s === symbol && event.i === interval) this.emit(book.applyClosed(event.c));
      }),
      // The connection fell behind and the server skipped ticks: the newest page fills the hole.
      this.deps.onQuoteGap(() => this.refresh()),
      // Confirmed at first and again after every reconnect: each time, (re)load the newest page.
      this.deps.subscribeQuotes([symbol], { ticks: true, onSubscribed: () => this.refresh() }),
    );
    const requestsBefore = this.latestRequest;
    this.fallbackTimer = setTimeout(() => {
      if (this.latestRequest === requestsBefore) this.refresh();
    }, HISTORY_FALLBACK_MS);
  }

  /** Stops following: unsubscribes, and answers still on their way are ignored. Listeners stay. */
  stop(): void {
    this.stopped = true;
    this.latestRequest++;
    clearTimeout(this.fallbackTimer);
    for (const stop of this.stops.splice(0)) stop();
    if (this.book.buffering) this.book.stopBuffering();
    if (this.state.loadingOlder) this.setState({ loadingOlder: false });
  }

  /** Registers for changes of the book; returns the unregister function. */
  listen(listener: (change: BookChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Registers for changes of `state`; returns the unregister function (useSyncExternalStore-ready). */
  readonly watch = (listener: (state: FeedState) => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  readonly getState = (): FeedState => this.state;

  /** Loads the newest page and merges it; live events wait in the book meanwhile. */
  refresh(): void {
    if (this.stopped) return;
    const request = ++this.latestRequest;
    const { book } = this;
    book.startBuffering();
    if (!book.loaded) this.setState({ status: 'loading' });
    this.deps.fetchCandles(this.symbol, this.interval, { limit: CANDLE_PAGE }).then(
      (page) => {
        if (this.stopped || request !== this.latestRequest) return;
        const firstBefore = book.candles[0]?.t;
        const wasLoaded = book.loaded;
        const change = book.applyLatest(page);
        const restarted = !wasLoaded || book.candles[0]?.t !== firstBefore;
        if (restarted && wasLoaded) this.generation++;
        this.setState({
          status: 'ready',
          hasOlder: restarted ? page.candles.length >= CANDLE_PAGE : this.state.hasOlder,
          empty: book.candles.length === 0,
        });
        this.emit(change);
      },
      () => {
        if (this.stopped || request !== this.latestRequest) return;
        this.emit(book.stopBuffering());
        if (!book.loaded) this.setState({ status: 'error' });
      },
    );
  }

  /** Loads the page before the first candle, once at a time, while the server may have more. */
  loadOlder(): void {
    const first = this.book.candles[0];
    if (this.stopped || !first || this.state.loadingOlder || !this.state.hasOlder) return;
    const generation = this.generation;
    this.setState({ loadingOlder: true });
    this.deps.fetchCandles(this.symbol, this.interval, { before: first.t, limit: CANDLE_PAGE }).then(
      (page) => {
        if (this.stopped) return;
        if (generation !== this.generation) {
          this.setState({ loadingOlder: false });
          return;
        }
        const { change, added } = this.book.prependOlder(page.candles);
        this.setState({ loadingOlder: false, hasOlder: page.candles.length >= CANDLE_PAGE && added > 0 });
        this.emit(change);
      },
      () => {
        if (!this.stopped) this.setState({ loadingOlder: false });
      },
    );
  }

  private emit(change: BookChange): void {
    if (change.kind === 'none') return;
    this.setState({ empty: this.book.candles.length === 0 });
    for (const listener of this.changeListeners) listener(change);
  }

  private setState(patch: Partial<FeedState>): void {
    const next = { ...this.state, ...patch };
    const keys = Object.keys(next) as (keyof FeedState)[];
    if (keys.every((key) => next[key] === this.state[key])) return;
    this.state = next;
    for (const listener of this.stateListeners) listener(next);
  }
}
