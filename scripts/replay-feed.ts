// Replays a recorded price file into a running Tempo through the ops channel.
//
// Usage: node --import tsx scripts/replay-feed.ts --file <path> --symbol <SYMBOL> [options]
//        (--help lists the options)
//
// Steps: read and check the whole file (CSV or NDJSON, ticks or 1-minute bars); log in as ops with
// POST {url}/api/admin/auth/login; with --sandbox, put the product in the sandbox with
// POST {url}/api/admin/products/{symbol}/sandbox (only a product in the sandbox takes replayed
// quotes, and it then takes demo orders only); connect Socket.IO to {url}/ops with the token;
// `feed:claim` the symbol; send the quotes as `feed:quotes` batches on the recording's schedule divided by --speed
// (quotes due within the same 50 ms travel together); `feed:release` the symbol at the end, on
// Ctrl-C and on failure. Progress goes to stderr, the summary to stdout.
//
// Exit codes: 0 when the recording was sent (or Ctrl-C stopped it), 1 on a failure (unreadable
// file, login refused, symbol refused, quotes refused, connection lost), 2 on bad arguments.
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import {
  OPS_NAMESPACE,
  PROTOCOL_VERSION,
  SYMBOL_PATTERN,
  opsFeedAck,
  type OpsClientToServerEvents,
  type OpsFeedAck,
} from '@tempo/shared';
import {
  isReplaySpeed,
  MAX_SPEED,
  MIN_SPEED,
  parseRecording,
  RecordingError,
  ReplaySource,
  type Recording,
  type ReplayProgress,
  type ReplaySpeed,
} from '../server/src/quotes';

const HELP = `Replay a recorded price file into a running Tempo, through the ops channel.

Usage: node --import tsx scripts/replay-feed.ts --file <path> --symbol <SYMBOL> [options]

  --file <path>        recording: .csv or .ndjson/.jsonl, of ticks (ts, price[, volume])
                       or 1-minute bars (ts, open, high, low, close[, volume]); ts in epoch
                       ms, epoch seconds or ISO 8601 (required)
  --symbol <SYMBOL>    product to feed, e.g. BTCUSDT (required); it must be in the sandbox,
                       where only demo orders are taken (see --sandbox)
  --sandbox            put the product in the sandbox first (refused while real-balance
                       orders are open on it); it stays there after the replay until ops take
                       it out once its demo orders have settled:
                       POST /api/admin/products/<SYMBOL>/sandbox {"on": false}
  --url <base url>     Tempo server (default http://127.0.0.1:3000)
  --user <name>        ops user (default $TEMPO_OPS_USER, else admin)
  --password <pass>    ops password (default $TEMPO_OPS_PASSWORD, else admin123456)
  --speed <n|max>      ${MIN_SPEED}–${MAX_SPEED} times real time, or max for as fast as the server
                       accepts (default 1)
  --loop               start again at the end, until Ctrl-C
  --help               show this text

Ctrl-C releases the symbol and exits. Samples: scripts/samples/.`;

/** How long the server gets to answer the login, the connection and each message. */
const ANSWER_TIMEOUT_MS = 10_000;
/** Ctrl-C should not hang on a server that stopped answering. */
// The server publishes what is queued before it lets the symbol go, which can take a few seconds.
const RELEASE_TIMEOUT_MS = 15_000;
const PLAIN_PROGRESS_EVERY_MS = 5_000;
const BAR_PROGRESS_EVERY_MS = 200;

/** A failure the user can act on: printed as one line, no stack trace. */
class Failure extends Error {}
/** Bad command-line arguments: printed with a pointer to --help. */
class UsageError extends Error {}

/** A positive ops acknowledgement, as decoded. */
type Accepted = Extract<OpsFeedAck, { ok: true }>;
type OpsSocket = Socket<Record<string, never>, OpsClientToServerEvents>;

interface Options {
  file: string;
  symbol: string;
  url: string;
  user: string;
  password: string;
  speed: ReplaySpeed;
  loop: boolean;
  sandbox: boolean;
}

function parseFlags() {
  return parseArgs({
    options: {
      file: { type: 'string' },
      symbol: { type: 'string' },
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      user: { type: 'string', default: process.env.TEMPO_OPS_USER ?? 'admin' },
      password: { type: 'string', default: process.env.TEMPO_OPS_PASSWORD ?? 'admin123456' },
      speed: { type: 'string', default: '1' },
      loop: { type: 'boolean', default: false },
      sandbox: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
}

function options(): Options | 'help' {
  let parsed;
  try {
    parsed = parseFlags();
  } catch (error) {
    // parseArgs throws for unknown flags and missing values; its message names the flag.
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) return 'help';
  if (!values.file) throw new UsageError('--file is required');
  if (!values.symbol) throw new UsageError('--symbol is required');
  const symbol = values.symbol.toUpperCase();
  if (!SYMBOL_PATTERN.test(symbol))
    throw new UsageError(`--symbol ${values.symbol}: expected letters and digits`);
  const speed = values.speed === 'max' ? 'max' : Number(values.speed);
  if (!isReplaySpeed(speed))
    throw new UsageError(`--speed ${values.speed}: expected ${MIN_SPEED}–${MAX_SPEED} or max`);
  let url: URL;
  try {
    url = new URL(values.url);
  } catch {
    throw new UsageError(`--url ${values.url}: not a URL`);
  }
  return {
    file: values.file,
    symbol,
    url: url.href.replace(/\/+$/, ''),
    user: values.user,
    password: values.password,
    speed,
    loop: values.loop,
    sandbox: values.sandbox,
  };
}

async function readFile(file: string): Promise<Recording> {
  try {
    return await parseRecording(file);
  } catch (error) {
    if (error instanceof RecordingError) throw new Failure(`${file}: ${error.message}`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Failure(`${file}: no such file`);
    if (code === 'EISDIR') throw new Failure(`${file}: is a folder`);
    if (code === 'EACCES') throw new Failure(`${file}: not readable`);
    throw error;
  }
}

async function logIn(url: string, username: string, password: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Failure(`Cannot reach Tempo at ${url}: ${reasonOf(error)}`);
  }
  const body = (await response.json().catch(() => undefined)) as
    { status?: number; message?: string; data?: { token?: unknown; code?: string } } | undefined;
  if (body?.status === 1 && typeof body.data?.token === 'string') return body.data.token;
  if (body?.message) {
    const code = body.data?.code ? ` (${body.data.code})` : '';
    throw new Failure(`Login refused for ${username}: ${body.message}${code}`);
  }
  throw new Failure(`Unexpected answer to the login from ${url} (HTTP ${response.status})`);
}

/** Puts `symbol` in the sandbox (a no-op when it is there already). */
async function enterSandbox(url: string, token: string, symbol: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${url}/api/admin/products/${symbol}/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ on: true }),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Failure(`Cannot reach Tempo at ${url}: ${reasonOf(error)}`);
  }
  const body = (await response.json().catch(() => undefined)) as
    { status?: number; message?: string; data?: { code?: string; changed?: boolean } } | undefined;
  if (body?.status === 1) {
    console.log(
      `${symbol} ${body.data?.changed ? 'is now' : 'was already'} in the sandbox: demo orders only.`,
    );
    return;
  }
  const code = body?.data?.code ? ` (${body.data.code})` : '';
  throw new Failure(
    `Putting ${symbol} in the sandbox refused: ${body?.message ?? `HTTP ${response.status}`}${code}`,
  );
}

/** The Socket.IO connection to /ops, remembering why it was lost if the server dropped it. */
class OpsChannel {
  lostReason: string | undefined;

  private constructor(readonly socket: OpsSocket) {}

  /** Connects with the ops token; a lost connection afterwards aborts `stop`. */
  static open(url: string, token: string, stop: AbortController): Promise<OpsChannel> {
    // No reconnection: a claim belongs to one connection, so a lost one ends the replay.
    const socket: OpsSocket = io(`${url}${OPS_NAMESPACE}`, {
      auth: { token, protocol: PROTOCOL_VERSION },
      reconnection: false,
      timeout: ANSWER_TIMEOUT_MS,
    });
    const channel = new OpsChannel(socket);
    socket.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      channel.lostReason = reason;
      stop.abort();
    });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => {
        socket.off('connect_error');
        resolve(channel);
      });
      socket.once('connect_error', (error) => {
        socket.close();
        reject(new Failure(`The ops channel at ${url}/ops refused the connection: ${error.message}`));
      });
    });
  }

  /**
   * Sends one message and returns the positive answer, decoded with the contract's schema; a
   * refusal, a malformed answer, no answer or a lost connection is a Failure.
   */
  async ask(what: string, send: (socket: OpsSocket) => Promise<unknown>): Promise<Accepted> {
    let raw: unknown;
    try {
      raw = await send(this.socket.timeout(ANSWER_TIMEOUT_MS));
    } catch {
      throw this.lostReason
        ? this.lost()
        : new Failure(`${what}: no answer within ${ANSWER_TIMEOUT_MS / 1_000} s`);
    }
    const answer = opsFeedAck.safeParse(raw);
    if (!answer.success) throw new Failure(`${what}: the server answered something this tool cannot read`);
    if (!answer.data.ok) throw new Failure(`${what} refused: ${answer.data.message} (${answer.data.code})`);
    return answer.data;
  }

  lost(): Failure {
    return new Failure(`Lost the ops connection (${this.lostReason})`);
  }
}

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** Prints progress: a redrawn bar on a terminal, a plain line every few seconds otherwise. */
class ProgressView {
  private readonly tty = process.stderr.isTTY === true;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly progress: () => ReplayProgress,
    private readonly elapsedMs: () => number,
    private readonly loop: boolean,
  ) {
    this.timer = setInterval(() => this.draw(), this.tty ? BAR_PROGRESS_EVERY_MS : PLAIN_PROGRESS_EVERY_MS);
  }

  stop(): void {
    clearInterval(this.timer);
    if (this.tty) process.stderr.write('\r\x1b[2K');
  }

  private draw(): void {
    const { sent, total, loops } = this.progress();
    const inPass = total === 0 ? 0 : sent - loops * total;
    const share = total === 0 ? 1 : Math.min(1, inPass / total);
    const seconds = this.elapsedMs() / 1_000;
    const rate = seconds > 0 ? sent / seconds : 0;
    const pass = this.loop ? `  pass ${loops + 1}` : '';
    const counts = `${inPass}/${total}${pass}  ${rate.toFixed(1)} quotes/s  ${clock(seconds)}`;
    if (!this.tty) {
      process.stderr.write(`${(share * 100).toFixed(0)}%  ${counts}\n`);
      return;
    }
    const width = 30;
    const filled = Math.round(share * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    process.stderr.write(`\r\x1b[2K${bar} ${(share * 100).toFixed(0).padStart(3)}%  ${counts}`);
  }
}

function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const [hours, minutes, secs] = [Math.floor(whole / 3_600), Math.floor(whole / 60) % 60, whole % 60];
  const mmss = `${String(minutes).padStart(2, '0')}:${String(secs).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

function duration(ms: number): string {
  if (ms < 10_000) return `${(ms / 1_000).toFixed(2)} s`;
  return ms < 60_000 ? `${(ms / 1_000).toFixed(1)} s` : `${clock(ms / 1_000)} (${(ms / 1_000).toFixed(0)} s)`;
}

function printSummary(progress: ReplayProgress, accepted: number, elapsedMs: number, interrupted: boolean) {
  const { sent, loops } = progress;
  const rate = elapsedMs > 0 ? (sent / elapsedMs) * 1_000 : 0;
  const lines = [
    `Quotes sent:    ${sent}`,
    `Accepted:       ${accepted}${accepted < sent ? ` (${sent - accepted} not accepted)` : ''}`,
    `Duration:       ${duration(elapsedMs)}`,
    `Effective rate: ${rate.toFixed(1)} quotes/s`,
    `Loops:          ${loops} complete pass${loops === 1 ? '' : 'es'} through the recording`,
  ];
  console.log(`${interrupted ? 'Stopped by Ctrl-C.\n' : ''}${lines.join('\n')}`);
}

async function main(): Promise<number> {
  const chosen = options();
  if (chosen === 'help') {
    console.log(HELP);
    return 0;
  }
  const { file, symbol, url, speed, loop } = chosen;

  const recording = await readFile(file);
  const bars = recording.kind === 'bars' ? ` from ${recording.records} bars` : '';
  const notes = [
    recording.duplicates > 0 ? `${recording.duplicates} share their timestamp with the record before` : '',
    recording.sorted ? 'sorted into time order' : '',
  ].filter(Boolean);
  console.log(
    `${file}: ${recording.quotes.length} quotes${bars}, ${duration(recording.durationMs)} of recording` +
      (notes.length > 0 ? ` (${notes.join('; ')})` : ''),
  );

  const token = await logIn(url, chosen.user, chosen.password);
  if (chosen.sandbox) await enterSandbox(url, token, symbol);
  const stop = new AbortController();
  const channel = await OpsChannel.open(url, token, stop);
  let interrupted = false;
  const onSigint = () => {
    // A second Ctrl-C means now, released or not.
    if (interrupted) process.exit(130);
    interrupted = true;
    stop.abort();
  };
  process.on('SIGINT', onSigint);

  let claimed = false;
  let accepted = 0;
  const startedAt = performance.now();
  const source = new ReplaySource(recording.quotes, { speed, loop, periodMs: recording.durationMs });
  const view = new ProgressView(
    () => source.progress,
    () => performance.now() - startedAt,
    loop,
  );
  try {
    await channel
      .ask(`Claiming ${symbol}`, (socket) => socket.emitWithAck('feed:claim', { symbol }))
      .catch((error: unknown) => {
        const outside = error instanceof Failure && error.message.includes('PRODUCT_NOT_IN_SANDBOX');
        throw outside
          ? new Failure(`${error.message}\nRun with --sandbox to put ${symbol} in it first.`)
          : error;
      });
    claimed = true;
    const pace = speed === 'max' ? 'full speed' : `${speed}× real time`;
    console.log(`Feeding ${symbol} at ${pace}${loop ? ', looping' : ''}; Ctrl-C stops.`);
    await source.runBatches(async (quotes) => {
      const answer = await channel.ask('Sending quotes', (socket) =>
        socket.emitWithAck('feed:quotes', {
          symbol,
          quotes: quotes.map((quote) => ({ p: quote.price, v: quote.volume })),
        }),
      );
      accepted += answer.accepted ?? 0;
    }, stop.signal);
    if (channel.lostReason) throw channel.lost();
  } finally {
    view.stop();
    if (claimed && channel.socket.connected) {
      try {
        const answer = opsFeedAck.safeParse(
          await channel.socket.timeout(RELEASE_TIMEOUT_MS).emitWithAck('feed:release', { symbol }),
        );
        if (!answer.success) console.error(`Releasing ${symbol}: the server's answer could not be read`);
        else if (!answer.data.ok)
          console.error(`Releasing ${symbol} refused: ${answer.data.message} (${answer.data.code})`);
      } catch {
        console.error(
          `Could not confirm the release of ${symbol}: no answer within ${RELEASE_TIMEOUT_MS / 1_000} s`,
        );
      }
    }
    process.off('SIGINT', onSigint);
    channel.socket.close();
    if (claimed) {
      printSummary(source.progress, accepted, performance.now() - startedAt, interrupted);
      console.log(
        `${symbol} stays in the sandbox (demo orders only) until ops take it out once its demo orders ` +
          `have settled: POST /api/admin/products/${symbol}/sandbox {"on": false}`,
      );
    }
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\nRun with --help for the options.`);
    process.exitCode = 2;
  } else if (error instanceof Failure) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
