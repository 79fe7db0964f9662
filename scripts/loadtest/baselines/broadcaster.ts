// broadcaster: the bare fanout baseline, a child of the load test. A server with nothing but
// timers: Socket.IO with its defaults (`--kind sio`, one `tick` event per tick) or plain `ws`
// (`--kind ws`), sending tick-shaped payloads `{s, p, t, v}` (t = Date.now() at send) for
// `--symbols N` symbols SYM0…SYM{N-1}. Socket.IO clients say which symbols they want with the
// same `subscribe` event Tempo takes (until then, every symbol) and join one room per symbol, so
// each tick goes, as its own event, to exactly the clients that want it — what a naive server
// would do. `ws` clients get every symbol.
//
// Steps: listen on 127.0.0.1 on a free port; print {"port": …, "rss": …}; send each symbol's tick
// `--rate` times a second (drift-corrected, symbols staggered); on a stdin line `rss` print
// {"rss": …, "heap": …} (`rss-after-gc`: after a full collection, when started with --expose-gc), on `cpu`
// the CPU seconds it has used {"cpuSeconds": …}; exit on SIGTERM or when stdin closes.
//
// Usage: node --import tsx scripts/loadtest/baselines/broadcaster.ts --kind sio|ws --rate 4.5 --symbols 10
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { Server } from 'socket.io';
import { WebSocketServer } from 'ws';

const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'sio' },
    rate: { type: 'string', default: '4.5' },
    symbols: { type: 'string', default: '1' },
  },
});
const rate = Number(values.rate);
const symbolCount = Number(values.symbols);
if (
  !(rate > 0 && rate <= 10_000) ||
  !['sio', 'ws'].includes(values.kind) ||
  !(Number.isInteger(symbolCount) && symbolCount >= 1 && symbolCount <= 1000)
) {
  console.error('usage: broadcaster.ts --kind sio|ws --rate <ticks per second per symbol> --symbols <count>');
  process.exit(2);
}
const symbols = Array.from({ length: symbolCount }, (_, index) => `SYM${index}`);

const http = createServer();
let broadcast: (payload: { s: string; p: number; t: number; v: number }) => void;
if (values.kind === 'sio') {
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => {
    // A client that never subscribes (memory-bench's) gets every symbol.
    void socket.join(symbols);
    socket.on('subscribe', (request: { symbols?: string[] }, ack?: (answer: { ok: true }) => void) => {
      for (const symbol of symbols) void socket.leave(symbol);
      void socket.join(request.symbols ?? symbols);
      ack?.({ ok: true });
    });
  });
  broadcast = (payload) => io.to(payload.s).emit('tick', payload);
} else {
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  broadcast = (payload) => {
    const text = JSON.stringify(payload);
    for (const client of wss.clients) client.send(text);
  };
}
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const address = http.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(JSON.stringify({ port, rss: process.memoryUsage.rss() }));

const interval = 1000 / rate;
/** One drift-corrected timer per symbol, offset so the symbols' ticks spread over the interval. */
function tickSymbol(symbol: string, offsetMs: number) {
  const started = performance.now() + offsetMs;
  let sent = 0;
  let price = 60_000;
  function loop() {
    price += (Math.random() - 0.5) * 10;
    broadcast({ s: symbol, p: Math.round(price * 100) / 100, t: Date.now(), v: 0.01 });
    sent++;
    setTimeout(loop, Math.max(0, started + sent * interval - performance.now()));
  }
  setTimeout(loop, offsetMs + interval);
}
symbols.forEach((symbol, index) => tickSymbol(symbol, (interval * index) / symbols.length));

createInterface({ input: process.stdin })
  .on('line', (line) => {
    const command = line.trim();
    if (command === 'rss-after-gc') (globalThis as { gc?: () => void }).gc?.();
    if (command === 'rss' || command === 'rss-after-gc') {
      const { rss, heapUsed } = process.memoryUsage();
      console.log(JSON.stringify({ rss, heap: heapUsed }));
    }
    if (command === 'cpu') {
      const { user, system } = process.cpuUsage();
      console.log(JSON.stringify({ cpuSeconds: (user + system) / 1e6 }));
    }
  })
  .on('close', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
