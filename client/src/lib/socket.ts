// The one Socket.IO connection of the app (typed by the contract in @tempo/shared). It opens on
// the first subscription and loads socket.io-client then, so no page pays for it until it shows
// live data. Screens subscribe symbols through `subscribeQuotes`; the subscriptions are counted
// per symbol and mode, so the product list, the home page and the detail page share one
// server subscription each, and every one of them is made again after each reconnect. When the
// server ends the session the socket was opened with (logout anywhere, a new login password, an
// ops reset, expiry), the app forgets the token and the socket comes back at once as a guest:
// quotes are public, the dead token is never sent again. Every event from the server is decoded
// once, here, before any screen sees it (ServerEventHub), and so is every acknowledgement. The
// open orders whose sale prices the screens show are set with `watchSales` and, like the
// subscriptions, sent again on each connection. The handshake carries the protocol version: a
// server that no longer speaks this build's protocol refuses it with CLIENT_TOO_OLD, and the app
// asks the person to reload.
import { proxy, useSnapshot } from 'valtio';
import type { Socket } from 'socket.io-client';
import {
  MAX_SUBSCRIBED_SYMBOLS,
  MAX_WATCHED_SALES,
  PROTOCOL_VERSION,
  clockAck,
  saleWatchAck,
  socketErrorEvent,
  subscribeAck,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SessionEndReason,
  type SocketAuth,
  type SubscribeAck,
} from '@tempo/shared';
import { QuoteStream } from './quoteStream';
import { ServerEventHub } from './serverEvents';

type QuoteSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

/** The connection as screens show it (a valtio proxy: read it with `useConnectionState`). */
export const connection = proxy({ state: 'disconnected' as ConnectionState });

/** The state of the shared connection, re-rendering on change. */
export function useConnectionState(): ConnectionState {
  return useSnapshot(connection).state;
}

/** What the socket needs from the session, handed in at start (see app/bootstrap.ts). */
export interface SocketSession {
  token(): string | null;
  /** The UI language: the server writes its error messages in it. */
  language(): string;
  /** The server ended the current token's session: forget it, as after a 401. */
  onSessionEnded(reason: SessionEndReason): void;
  /** The server no longer speaks this build's protocol (CLIENT_TOO_OLD): offer a reload. */
  onClientTooOld(): void;
}

let session: SocketSession = {
  token: () => null,
  language: () => 'en',
  onSessionEnded: () => undefined,
  onClientTooOld: () => undefined,
};
/** The token the current connection authenticated with (null: as a guest). */
let sentToken: string | null = null;

/** Connects the socket to the app's session; called once at start. */
export function connectSocketSession(next: SocketSession): void {
  session = next;
}

/** The token changed (login or logout): an open connection reconnects with the new one. */
export function sessionTokenChanged(): void {
  if (!socket?.active || session.token() === sentToken) return;
  socket.disconnect().connect();
  connection.state = 'connecting';
}

/** How long to wait for the server to acknowledge a subscription before trying again, in ms. */
const ACK_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 2_000;

/** `ticks`: every tick plus the ticker; `ticker`: only the once-a-second ticker. */
type Mode = 'ticks' | 'ticker';

interface Subscription {
  symbols: readonly string[];
  mode: Mode;
  onSubscribed: (() => void) | undefined;
  /** Whether onSubscribed has run on the current connection. */
  notified: boolean;
}

export interface SubscribeOptions {
  /** Every tick (a chart) or only the once-a-second ticker (a list). */
  ticks: boolean;
  /**
   * Runs once the server has confirmed the subscription, and again after every reconnect once it
   * is confirmed again: the moment to (re)load history without leaving a gap.
   */
  onSubscribed?: () => void;
}

let socket: QuoteSocket | null = null;
/** Screens that need the connection without a quote subscription (order and balance events). */
let holders = 0;
let opening: Promise<void> | null = null;
/** The server's events, decoded; listeners register here whether the socket is open or not. */
const events = new ServerEventHub();
/** The market data of the `quotes` batches, by kind. */
const quoteStream = new QuoteStream();
events.on('quotes', (batch) => quoteStream.dispatch(batch));
/** Counts connections: acknowledgements of an earlier connection are ignored. */
let epoch = 0;
let hasConnected = false;
/** Set on a reconnect until its subscriptions are confirmed, then the reconnect listeners run. */
let reconnectPending = false;

const subscriptions = new Set<Subscription>();
/** The server's subscriptions on this connection, as confirmed, and the ones sent but not yet confirmed. */
const confirmed = new Map<string, Mode>();
const inFlight = new Map<string, Mode>();
const reconnectListeners = new Set<() => void>();
const connectedListeners = new Set<() => void>();

/**
 * Subscribes `symbols` for as long as the caller needs them; returns the release function. The
 * changes of one tick are sent together, so a screen mounting several rows sends one message.
 */
export function subscribeQuotes(symbols: readonly string[], options: SubscribeOptions): () => void {
  const subscription: Subscription = {
    symbols: [...new Set(symbols)],
    mode: options.ticks ? 'ticks' : 'ticker',
    onSubscribed: options.onSubscribed,
    notified: false,
  };
  subscriptions.add(subscription);
  open();
  scheduleSync();
  return () => {
    if (subscriptions.delete(subscription)) scheduleSync();
  };
}

/** The open orders whose sale prices the screens show (`sale:watch`), as the server should hold them. */
let watchedSales: readonly number[] = [];
/** The set the server acknowledged on this connection, as a key ('' : none). */
let heldSaleWatch = '';
/** One `sale:watch` at a time: the server looks each set up before holding it, so two could cross. */
let saleWatchInFlight = false;

/**
 * Sets the open orders whose sale prices (`sale:prices`) this tab receives, replacing the last set
 * (the first MAX_WATCHED_SALES; none stops them). Kept and sent again after every reconnect.
 */
export function watchSales(orderIds: readonly number[]): void {
  watchedSales = [...new Set(orderIds)].slice(0, MAX_WATCHED_SALES);
  syncSaleWatch();
}

/** Sends the watched set when it differs from what the server holds, and once the last one is answered. */
function syncSaleWatch(): void {
  const target = socket;
  if (!target?.connected || saleWatchInFlight) return;
  const orderIds = [...watchedSales];
  const key = orderIds.join(',');
  if (key === heldSaleWatch) return;
  saleWatchInFlight = true;
  const sentIn = epoch;
  target
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('sale:watch', { orderIds })
    .then(
      (answer: unknown) => settle(answer),
      () => settle(null),
    );

  function settle(answer: unknown): void {
    // Another connection: onConnect sent the set again on it.
    if (sentIn !== epoch) return;
    saleWatchInFlight = false;
    if (answer === null) {
      setTimeout(syncSaleWatch, RETRY_DELAY_MS);
      return;
    }
    // A refusal is not retried until the set changes: the same set would be refused again.
    heldSaleWatch = key;
    const decoded = saleWatchAck.safeParse(answer);
    if (!decoded.success) console.warn('Malformed sale watch answer dropped');
    else if (!decoded.data.ok)
      console.warn(`Sale watch refused (${decoded.data.code}): ${decoded.data.message}`);
    syncSaleWatch();
  }
}

/**
 * Opens the shared connection, if it is not open yet, for a screen that listens to the user's own
 * events (orders, balances) and subscribes no quotes; returns the release function.
 */
export function holdConnection(): () => void {
  holders++;
  open();
  let held = true;
  return () => {
    if (held) holders--;
    held = false;
  };
}

/** Listens to a server event on the shared connection (decoded; from whenever it opens). */
export function onSocketEvent<E extends keyof ServerToClientEvents>(
  event: E,
  listener: ServerToClientEvents[E],
): () => void {
  return events.on(event, listener);
}

/** Listens to one kind of market data of the subscribed symbols: every tick, closed candle or ticker. */
export const onQuote: QuoteStream['on'] = (kind, listener) => quoteStream.on(kind, listener);

/** Runs `listener` when the server skipped ticks because the connection fell behind. */
export const onQuoteGap: QuoteStream['onGap'] = (listener) => quoteStream.onGap(listener);

/**
 * Runs `listener` after every reconnect, once the subscriptions are confirmed again: the moment
 * for a chart to refill the gap from REST.
 */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * Runs `listener` each time the connection is made, the first time included: from then on the
 * user's own events (orders, balances) arrive, so it is the moment to load what may have changed
 * before.
 */
export function onConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/** How long a `clock` exchange may take before it is dropped: a slow one would mislead anyway. */
const CLOCK_TIMEOUT_MS = 3_000;

/**
 * Times one `clock` exchange on the open connection: the device's time as it asked and as the
 * answer came, and the server's time between them. Null when closed, slow or answered wrongly.
 */
export async function exchangeClock(): Promise<{
  sentAt: number;
  serverTs: number;
  receivedAt: number;
} | null> {
  const current = socket;
  if (!current?.connected) return null;
  const sentAt = Date.now();
  try {
    const answer = clockAck.safeParse(await current.timeout(CLOCK_TIMEOUT_MS).emitWithAck('clock'));
    return answer.success ? { sentAt, serverTs: answer.data.serverTs, receivedAt: Date.now() } : null;
  } catch {
    return null;
  }
}

/** The middle of the first reconnection delay (socket.io-client jitters it by half either way), in ms. */
const FIRST_RETRY_MS = 250;

/** Loads socket.io-client and connects, once; a failed load (offline) is tried again later. */
function open(): void {
  if (opening) return;
  connection.state = 'connecting';
  opening = import('socket.io-client').then(({ io }) => {
    const created: QuoteSocket = io({
      path: '/socket.io',
      // Read at every (re)connection, so a new token is used as soon as it exists.
      auth: (send) => {
        const token = session.token();
        const lang = session.language();
        sentToken = token;
        const auth: SocketAuth = { lang, protocol: PROTOCOL_VERSION };
        send(token ? { ...auth, token } : auth);
      },
      // WebSocket first: no long-polling round trips and no sticky sessions across server nodes.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      // When a node dies its traders come back on another at once, spread over a quarter second
      // so they do not all arrive together: the first retry after 125–375 ms, then doubling up to 5 s.
      reconnectionDelay: FIRST_RETRY_MS,
      randomizationFactor: 0.5,
      reconnectionDelayMax: 5_000,
    });
    socket = created;
    followNetwork(created);
    created.on('connect', onConnect);
    created.on('disconnect', () => {
      epoch++;
      confirmed.clear();
      inFlight.clear();
      // Still active: the client reconnects by itself.
      connection.state = created.active ? 'connecting' : 'disconnected';
    });
    created.on('connect_error', (error) => {
      connection.state = 'disconnected';
      // A refused handshake carries { code, message } as its data; the client does not retry it.
      const refusal = socketErrorEvent.safeParse('data' in error ? error.data : undefined);
      if (refusal.success && refusal.data.code === 'CLIENT_TOO_OLD') session.onClientTooOld();
    });
    created.io.on('reconnect_attempt', () => {
      connection.state = 'connecting';
    });
    // Every server event goes through the hub, decoded once (reserved events such as connect do not).
    created.onAny((event: string, payload: unknown) => events.dispatch(event, payload));
    events.on('session:ended', ({ reason }) => {
      // The server disconnects this socket next and will not take its token again. The app may
      // hold a newer token already (a login in the meantime): only the dead one is forgotten.
      const dead = sentToken;
      if (dead !== null && session.token() === dead) session.onSessionEnded(reason);
      created.disconnect().connect();
      connection.state = 'connecting';
    });
    events.on('error', (error) => {
      console.warn(`Quote stream error ${error.code}: ${error.message}`);
    });
  });
  opening.catch(() => {
    opening = null;
    connection.state = 'disconnected';
    setTimeout(() => {
      if (subscriptions.size > 0 || holders > 0) open();
    }, RETRY_DELAY_MS);
  });
}

/**
 * The browser knows when the network goes and comes back before any timeout does. Offline, the
 * socket stops (a dead link would otherwise look alive until the ping times out, and retries only
 * drain the battery); back online, it connects at once instead of waiting out the retry delay.
 */
function followNetwork(target: QuoteSocket): void {
  let pausedOffline = false;
  window.addEventListener('offline', () => {
    if (!target.active) return;
    pausedOffline = true;
    target.disconnect();
    connection.state = 'disconnected';
  });
  window.addEventListener('online', () => {
    const wanted = subscriptions.size > 0 || holders > 0;
    if (target.connected || !(pausedOffline || (wanted && target.active))) return;
    pausedOffline = false;
    // disconnect() ends a pending retry and its delay; connect() opens a fresh link now.
    target.disconnect().connect();
    connection.state = 'connecting';
  });
}

function onConnect(): void {
  epoch++;
  confirmed.clear();
  inFlight.clear();
  for (const subscription of subscriptions) subscription.notified = false;
  connection.state = 'connected';
  reconnectPending = hasConnected;
  hasConnected = true;
  sync();
  // A new connection watches nothing until told.
  heldSaleWatch = '';
  saleWatchInFlight = false;
  syncSaleWatch();
  for (const listener of [...connectedListeners]) listener();
}

let syncScheduled = false;

function scheduleSync(): void {
  if (syncScheduled) return;
  syncScheduled = true;
  queueMicrotask(() => {
    syncScheduled = false;
    sync();
  });
}

/** The mode each symbol needs: ticks when any subscriber wants ticks. */
function wanted(): Map<string, Mode> {
  const modes = new Map<string, Mode>();
  for (const { symbols, mode } of subscriptions) {
    for (const symbol of symbols) if (mode === 'ticks' || !modes.has(symbol)) modes.set(symbol, mode);
  }
  return modes;
}

/** Brings the server's subscriptions in line with what the screens want. */
function sync(): void {
  if (!socket?.connected) return;
  const want = wanted();
  const drop: string[] = [];
  const add: Record<Mode, string[]> = { ticks: [], ticker: [] };
  for (const symbol of new Set([...confirmed.keys(), ...inFlight.keys()])) {
    const has = inFlight.get(symbol) ?? confirmed.get(symbol);
    const needs = want.get(symbol);
    // A change of mode is an unsubscribe and a new subscribe: what the server does with a
    // second subscribe of the same symbol is not part of the contract.
    if (needs !== has) drop.push(symbol);
  }
  for (const symbol of drop) {
    confirmed.delete(symbol);
    inFlight.delete(symbol);
  }
  for (const [symbol, mode] of want) {
    if (!confirmed.has(symbol) && !inFlight.has(symbol)) add[mode].push(symbol);
  }
  for (const chunk of chunks(drop)) socket.emit('unsubscribe', { symbols: chunk });
  for (const mode of ['ticks', 'ticker'] as const) {
    for (const chunk of chunks(add[mode])) send(socket, chunk, mode);
  }
  notify();
}

function send(target: QuoteSocket, symbols: string[], mode: Mode): void {
  const sentIn = epoch;
  for (const symbol of symbols) inFlight.set(symbol, mode);
  target
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('subscribe', { symbols, ticks: mode === 'ticks' })
    .then(
      (answer: unknown) => settle(decodeAck(answer)),
      () => settle(null),
    );

  function settle(answer: SubscribeAck | null): void {
    if (sentIn !== epoch) return;
    const accepted = new Set(answer?.ok ? answer.symbols : []);
    for (const symbol of symbols) {
      if (inFlight.get(symbol) !== mode) continue; // dropped or changed meanwhile
      inFlight.delete(symbol);
      if (accepted.has(symbol)) confirmed.set(symbol, mode);
    }
    // No answer in time: try again soon. The server refuses a whole batch for one unknown
    // symbol, so a refused batch is sent again symbol by symbol; a refused single symbol waits
    // for the next change of subscriptions.
    if (!answer) setTimeout(scheduleSync, RETRY_DELAY_MS);
    else if (!answer.ok && symbols.length > 1 && target.connected) {
      for (const symbol of symbols) {
        if (wanted().get(symbol) === mode && !confirmed.has(symbol) && !inFlight.has(symbol)) {
          send(target, [symbol], mode);
        }
      }
    } else if (!answer.ok) console.warn(`Subscription refused (${answer.code}): ${answer.message}`);
    notify();
  }
}

/** Tells subscribers whose symbols are all confirmed; fires the reconnect signal once all are. */
function notify(): void {
  for (const subscription of subscriptions) {
    if (subscription.notified) continue;
    const ready = subscription.symbols.every((symbol) => {
      const mode = confirmed.get(symbol);
      return mode === 'ticks' || mode === subscription.mode;
    });
    if (!ready) continue;
    subscription.notified = true;
    subscription.onSubscribed?.();
  }
  if (reconnectPending && inFlight.size === 0) {
    reconnectPending = false;
    for (const listener of [...reconnectListeners]) listener();
  }
}

/** The server's answer to a subscription, or null (as if none came) when it is malformed. */
function decodeAck(answer: unknown): SubscribeAck | null {
  const decoded = subscribeAck.safeParse(answer);
  if (decoded.success) return decoded.data;
  console.warn('Malformed subscription answer dropped');
  return null;
}

function chunks(symbols: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < symbols.length; i += MAX_SUBSCRIBED_SYMBOLS) {
    out.push(symbols.slice(i, i + MAX_SUBSCRIBED_SYMBOLS));
  }
  return out;
}
