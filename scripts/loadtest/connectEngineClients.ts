// A fleet of lean Socket.IO clients: plain `ws` sockets speaking just enough of the Engine.IO 4 /
// Socket.IO 5 protocol to connect, subscribe and receive events. socket.io-client spends several
// times the CPU of a plain `ws` client on each message, so with thousands of clients on one core
// the generator itself added most of the measured latency, and the comparison with the bare `ws`
// broadcaster (whose clients are plain `ws`) was unfair. The same fleet serves Tempo and the bare
// Socket.IO baseline. The frames handled:
//   server → client  0{…} open · 40{…} connected · 44{…} refused · 2 ping · 430[{…}] answer to
//                    the subscribe (ack id 0) · 42["quotes",{"ticks":[…],…}] Tempo's batches ·
//                    42["tick",{…}] the bare Socket.IO baseline's one event per tick
//   client → server  40{…} connect (auth: the protocol version) · 3 pong · 420["subscribe",{…}] subscribe with ack id 0
import WebSocket from 'ws';
import { PROTOCOL_VERSION, type QuotesEvent, type Tick } from '@tempo/shared';
import { openFleet, type ClientFleet } from './ClientFleet';
import { sourceAddress } from './sourceAddress';
import { connectSocketClients, type SocketClientsOptions } from './connectSocketClients';

const TICK_PREFIX = '42["tick",';
const QUOTES_PREFIX = '42["quotes",';
/** The Socket.IO CONNECT packet with the handshake's auth: Tempo refuses a client without its protocol version. */
const CONNECT = `40${JSON.stringify({ protocol: PROTOCOL_VERSION })}`;

function engineUrl(base: string): string {
  const url = new URL('/socket.io/', base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = 'EIO=4&transport=websocket';
  return url.toString();
}

/** Opens one client: resolves once connected (and subscribed, when `symbols` is given). */
function open(
  url: string,
  localAddress: string | undefined,
  symbols: readonly string[] | null,
  ticks: boolean,
  onEvent: (text: string) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(engineUrl(url), {
      perMessageDeflate: false,
      handshakeTimeout: 20_000,
      localAddress,
    });
    let ready = false;
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('no connection within 20 s')), 20_000);
    const succeed = () => {
      clearTimeout(timer);
      ready = true;
      resolve(socket);
    };
    socket.on('error', (error) => {
      if (!ready) fail(error);
    });
    socket.on('message', (data) => {
      const text = String(data);
      if (text.startsWith(QUOTES_PREFIX) || text.startsWith(TICK_PREFIX)) return onEvent(text);
      if (text === '2') return socket.send('3');
      if (ready) return;
      if (text.startsWith('0')) return socket.send(CONNECT);
      if (text.startsWith('44')) return fail(new Error(`connection refused: ${text.slice(2)}`));
      if (text.startsWith('40')) {
        if (!symbols) return succeed();
        return socket.send(`420${JSON.stringify(['subscribe', { symbols, ticks }])}`);
      }
      if (text.startsWith('430')) {
        const [ack] = JSON.parse(text.slice(3)) as [{ ok: boolean; code?: string }];
        return ack.ok ? succeed() : fail(new Error(`subscribe refused: ${ack.code}`));
      }
    });
  });
}

/** As connectSocketClients, with lean clients. */
export function connectEngineClients(options: SocketClientsOptions): Promise<ClientFleet> {
  return openFleet(
    options.count,
    async (client, dropped) => {
      const url = options.urls[client % options.urls.length]!;
      const symbols = options.symbolsOf?.(client) ?? options.symbols;
      const socket = await open(url, sourceAddress(url, client), symbols, options.ticks ?? true, (text) => {
        for (const tick of ticksOf(text)) options.onTick(client, tick);
      });
      socket.on('close', dropped);
      return { isOpen: () => socket.readyState === WebSocket.OPEN, close: () => socket.terminate() };
    },
    options.onProgress,
  );
}

/** The ticks of one event frame: a `quotes` batch's, or the single `tick` of a bare baseline. */
function ticksOf(text: string): Pick<Tick, 's' | 't'>[] {
  if (text.startsWith(TICK_PREFIX)) return [JSON.parse(text.slice(TICK_PREFIX.length, -1)) as Tick];
  const batch = JSON.parse(text.slice(QUOTES_PREFIX.length, -1)) as QuotesEvent;
  return batch.ticks ?? [];
}

/** Which Socket.IO clients a fanout uses: lean ones (the default) or socket.io-client itself. */
export type ClientKind = 'lean' | 'socket.io';

export function connectFleet(kind: ClientKind, options: SocketClientsOptions): Promise<ClientFleet> {
  return kind === 'lean' ? connectEngineClients(options) : connectSocketClients(options);
}
